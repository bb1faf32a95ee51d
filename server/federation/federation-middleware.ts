import type { IncomingMessage } from 'node:http';
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express';
import type { i18n } from 'i18next';
import Negotiator from 'negotiator';
import type { Story } from '../../domain/content';
import { storyObjectUrl } from '../../domain/federation/federation-paths';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import { siteUrlsOf } from '../content/snapshot-urls';
import { storyAtPath } from '../content/story-at-path';
import { sendApiError } from '../i18n/api-messages';
import type { Logger } from '../logger';
import type { NewsroomFederation } from './newsroom-federation';
import { federatedStory } from './story-article';

/**
 * An inbox takes one activity: Mastodon's biggest are a few kilobytes, and it refuses more than
 * 1 MB. 256 KB leaves room for any real one and keeps a flood of large posts cheap to refuse.
 */
export const MAX_INBOX_BODY = 256 * 1024;

const ACTIVITY_TYPES = ['application/activity+json', 'application/ld+json'];

/** Whether a request asks for ActivityPub JSON rather than a page (Mastodon's search, other servers). */
export function wantsActivityJson(req: IncomingMessage): boolean {
    const accept = req.headers.accept;
    if (!accept || !/application\/(activity|ld)\+json/i.test(accept)) return false;
    // `application/ld+json; profile="https://www.w3.org/ns/activitystreams"` is how the spec asks;
    // Negotiator matches parameters exactly, so the profile is set aside before it compares.
    const plain = accept.replace(/;\s*profile=("[^"]*"|[^;,]*)/gi, '');
    const preferred = new Negotiator({ headers: { accept: plain } }).mediaType([...ACTIVITY_TYPES, 'text/html']);
    return preferred !== undefined && preferred !== 'text/html';
}

export interface FederationMiddlewareOptions {
    federation: NewsroomFederation;
    content: Pick<ContentSource, 'get'>;
    i18n: i18n;
    logger: Logger;
    /** Holds each client's inbox posts to its budget (RATE_LIMIT_FEDERATION). */
    limit: RequestHandler;
}

/**
 * Hands the federation's requests to Fedify (docs/federation.md): WebFinger and NodeInfo at the
 * host's root, the actors, collections, inboxes and stories under `/ap/`, and a story page's
 * address asked for as ActivityPub JSON (what pasting the address into Mastodon's search does),
 * answered with its Article. Anything else goes on to the site. An inbox POST over 256 KB is
 * refused with 413 before it is read; Fedify refuses a missing or bad signature with 401.
 */
export function federationMiddleware(options: FederationMiddlewareOptions): RequestHandler {
    const { federation, content, logger } = options;
    const base = federation.settings.site.basePath;
    const origin = new URL(federation.settings.site.siteUrl).origin;
    const isFederationPath = (path: string) =>
        path === '/.well-known/webfinger' ||
        path === '/.well-known/nodeinfo' ||
        path === '/nodeinfo/2.1' ||
        path.startsWith(`${base}/ap/`);

    return (req, res, next) => {
        const ownPath = isFederationPath(req.path);
        const asksForObject = !ownPath && (req.method === 'GET' || req.method === 'HEAD') && wantsActivityJson(req);
        if (!ownPath && !asksForObject) return next();
        const run = async () => {
            const snapshot = await content.get();
            let url = `${origin}${req.originalUrl}`;
            if (asksForObject) {
                const story = storyAtPage(snapshot, federation, req.path);
                if (!story) return next();
                url = storyObjectUrl(federation.settings.site.siteUrl, story.uuid);
                res.vary('Accept');
                res.setHeader('Cache-Control', 'no-cache');
            }
            if (req.method === 'POST') {
                const declared = Number(req.headers['content-length']);
                if (declared > MAX_INBOX_BODY) return sendApiError(options.i18n, req, res, 413, 'api.bodyTooLarge');
            }
            const body = req.method === 'POST' ? await readBody(req) : null;
            if (body === 'too large') return sendApiError(options.i18n, req, res, 413, 'api.bodyTooLarge');
            const request = new Request(url, {
                method: req.method,
                headers: requestHeaders(req),
                ...(body ? { body: new Uint8Array(body) } : {}),
            });
            const response = await federation.federation.fetch(request, {
                contextData: { snapshot },
                onNotFound: () => jsonAnswer(404, 'Not found'),
                onNotAcceptable: () =>
                    pageInstead(snapshot, federation, new URL(url).pathname) ??
                    jsonAnswer(406, 'Not acceptable: ask for application/activity+json'),
            });
            await sendResponse(res, response);
        };
        const gate: RequestHandler = req.method === 'POST' ? options.limit : (_req, _res, go) => go();
        gate(req, res, (error?: unknown) => {
            if (error) return next(error);
            run().catch((failure: unknown) => {
                logger.error(
                    `Fediverse: answering ${req.method} ${req.path} failed: ${failure instanceof Error ? failure.message : String(failure)}`,
                );
                if (!res.headersSent) sendApiError(options.i18n, req, res, 500, 'api.serverError');
                else res.destroy();
            });
        });
    };
}

/** The listed story whose page is at this path (its slug, or its link `/s/{uuid}`). */
function storyAtPage(snapshot: ContentSnapshot, federation: NewsroomFederation, path: string): Story | null {
    const story = storyAtPath(snapshot, siteUrlsOf(snapshot, federation.settings.site), path);
    return story ? federatedStory(snapshot, story.uuid) : null;
}

/** A browser opening an actor's or a story's ActivityPub address is sent to its page. */
function pageInstead(snapshot: ContentSnapshot, federation: NewsroomFederation, path: string): Response | null {
    const base = federation.settings.site.basePath;
    const urls = siteUrlsOf(snapshot, federation.settings.site);
    const within = path.startsWith(`${base}/ap/`) ? path.slice(base.length) : '';
    const actorMatch = /^\/ap\/actors\/([^/]+)$/.exec(within);
    const storyMatch = /^\/ap\/stories\/([^/]+)$/.exec(within);
    let page: string | null = null;
    if (actorMatch) {
        const actor = federation.directory(snapshot).byIdentifier(decodeURIComponent(actorMatch[1]!));
        const code = snapshot.languages.default.code;
        const slug = actor?.category?.i18n[code]?.slug;
        if (actor) page = slug ? urls.absoluteUrls.category(code, slug) : urls.absoluteUrls.home(code);
    } else if (storyMatch) {
        const story = federatedStory(snapshot, decodeURIComponent(storyMatch[1]!));
        if (story) page = urls.absoluteUrls.storyOf(story);
    }
    return page ? new Response(null, { status: 303, headers: { Location: page, Vary: 'Accept' } }) : null;
}

function jsonAnswer(status: number, message: string): Response {
    return new Response(JSON.stringify({ message }), {
        status,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    });
}

function requestHeaders(req: ExpressRequest): Headers {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    return headers;
}

/** The request's body, or 'too large' past MAX_INBOX_BODY (a chunked body has no length to check first). */
function readBody(req: IncomingMessage): Promise<Buffer | 'too large'> {
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        let size = 0;
        req.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_INBOX_BODY) {
                req.removeAllListeners('data');
                req.resume();
                resolve('too large');
                return;
            }
            chunks.push(chunk);
        });
        req.on('end', () => resolve(Buffer.concat(chunks)));
        req.on('error', reject);
    });
}

async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
    res.status(response.status);
    response.headers.forEach((value, name) => {
        if (name === 'vary') res.vary(value);
        else res.setHeader(name, value);
    });
    if (!response.body) return void res.end();
    res.end(Buffer.from(await response.arrayBuffer()));
}
