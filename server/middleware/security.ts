import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { type ExtraHosts, thirdPartyHosts } from '../analytics/third-party-hosts';
import type { Config } from '../config';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import { findRequestContext } from '../request-context';

const originOf = (url: string) => new URL(url).origin;

/**
 * Security headers. The Content-Security-Policy allows scripts and styles from our own origin
 * only: islands are files, their props are JSON data blocks, and the theme is a stylesheet, so
 * neither 'unsafe-inline' nor per-request nonces (which would defeat caching) are needed.
 * Third-party hosts are added only when the feature using them is configured; the one
 * exception to inline, styles for a configured OneTrust banner, is decision 17.
 */
function securityHeaders(config: Config, extra: Partial<ExtraHosts> = {}): RequestHandler {
    const cdn = originOf(config.assetsCdnUrl);
    // Our own collector is a path on the page's origin ('self'); another one is named by its origin.
    const analytics = config.ANALYTICS_URL ? [originOf(config.ANALYTICS_URL)] : [];
    const headers = headersOf(
        helmet({
            contentSecurityPolicy: {
                useDefaults: false,
                directives: {
                    defaultSrc: ["'self'"],
                    scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
                    styleSrc: ["'self'", ...(extra.styleSrc ?? [])],
                    imgSrc: ["'self'", 'data:', cdn, ...(extra.imgSrc ?? [])],
                    fontSrc: ["'self'"],
                    connectSrc: ["'self'", ...analytics, ...(extra.connectSrc ?? [])],
                    frameSrc: [
                        'https://www.youtube-nocookie.com',
                        'https://www.youtube.com',
                        'https://player.vimeo.com',
                        ...(extra.frameSrc ?? []),
                    ],
                    mediaSrc: ["'self'", cdn],
                    objectSrc: ["'none'"],
                    baseUri: ["'self'"],
                    formAction: ["'self'", originOf(config.PRIVACY_PORTAL_URL)],
                    frameAncestors: ["'self'"],
                    upgradeInsecureRequests: config.isProduction ? [] : null,
                },
            },
            strictTransportSecurity: config.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
            referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
            crossOriginEmbedderPolicy: false,
            crossOriginResourcePolicy: { policy: 'cross-origin' },
        }),
    );
    return (_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value);
        next();
    };
}

/**
 * Security headers whose allowed hosts follow the current newsroom settings (its analytics and
 * consent tools: server/analytics/third-party-hosts.ts): worked out once per content snapshot,
 * so a content reload that changes them takes effect. The snapshot is the request context's
 * (server/middleware/request-context.ts); outside BASE_PATH, where there is none, content is asked.
 */
export function newsroomSecurityHeaders(config: Config, content: ContentSource): RequestHandler {
    const bySnapshot = new WeakMap<ContentSnapshot, RequestHandler>();
    const plain = securityHeaders(config);
    const handlerFor = (snapshot: ContentSnapshot): RequestHandler => {
        let handler = bySnapshot.get(snapshot);
        if (!handler) {
            handler = securityHeaders(config, thirdPartyHosts(snapshot.newsroom, config));
            bySnapshot.set(snapshot, handler);
        }
        return handler;
    };
    return (req, res, next) => {
        const context = findRequestContext(res);
        if (context) return handlerFor(context.snapshot)(req, res, next);
        content
            .get()
            .then((snapshot) => handlerFor(snapshot)(req, res, next))
            .catch(() => plain(req, res, next));
    };
}

/**
 * The headers a helmet middleware sets, worked out once. helmet serialises the whole policy on
 * every request, since a directive may be a function of the request; ours never are, and
 * copying the finished strings costs a tenth as much.
 */
function headersOf(middleware: RequestHandler): [string, string | number | string[]][] {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    let failure: unknown;
    middleware(request as Request, response as unknown as Response, (error?: unknown) => {
        failure = error;
    });
    if (failure) throw failure;
    return Object.entries(response.getHeaders()).filter(
        (header): header is [string, string | number | string[]] => header[1] !== undefined,
    );
}

/** Features no press-room page uses. */
export const permissionsPolicy: RequestHandler = (_req, res, next) => {
    res.setHeader(
        'Permissions-Policy',
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    next();
};
