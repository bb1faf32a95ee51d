/**
 * The local assets CDN, mounted at /cdn (config.assetsCdnUrl points here by default): the same
 * URL scheme as the real one (docs/product-rules.md §7.5), so `npm start` shows every image offline. Files come from
 * the content source's media folder; derivatives are rendered by sharp and cached on disk.
 * Errors are JSON {message}; nothing here goes through locale resolution or page rendering.
 */
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sanitizeFileName, withExtension } from '../../domain/media/filename';
import { ROUTES, routeMethods } from '../../domain/routes';
import type { AppDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { parseCdnPath } from '../media/cdn-path';
import { derivativeKey } from '../media/derivative-cache';
import { type EffectChain, EffectError, needsProcessing, parseEffectChain } from '../media/effect-chain';
import { createZipStream, galleryZipEntries } from '../media/gallery-zip';
import { createLocalCdn, type LocalCdn } from '../media/local-cdn';
import type { StoredFile } from '../media/media-files';
import { CONTENT_TYPES, chooseOutputFormat, EXTENSIONS } from '../media/output-format';
import { renderImage, UnprocessableImageError } from '../media/render-image';
import { QueueFullError } from '../media/render-queue';
import { compressed } from '../middleware/compress-answer';
import { requestContext } from '../request-scope/request-context';

/** Addresses never change content: a new upload gets a new uuid (docs/product-rules.md §7.5). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A gallery can gain images under the same group locally, so its zip is cached for a day only. */
const ZIP_CACHE_CONTROL = 'public, max-age=86400';
/** Served documents that could run script in our origin are sandboxed. */
const ACTIVE_CONTENT = /\.(svgz?|html?|xhtml|xml)$/i;
const SANDBOX_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

function fail(res: Response, status: number, message: string): void {
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.json({ message });
}

function disposition(res: Response, file: StoredFile, chain: EffectChain, extension?: string): void {
    const forceDownload = /\.(html?|xhtml)$/i.test(file.name);
    if (!chain.download && !forceDownload) return;
    const safe = sanitizeFileName(file.name);
    const current = /\.([^.]+)$/.exec(safe)?.[1]?.toLowerCase();
    const sameType = !extension || current === extension || (current === 'jpeg' && extension === 'jpg');
    res.attachment(sameType ? safe : withExtension(safe, extension));
}

/**
 * Sends a file (from memory when its bytes are at hand, else from disk) with our caching
 * headers; answers 304 when the client has it.
 */
function sendCached(
    req: Request,
    res: Response,
    source: { path: string; data?: Buffer | null },
    etag: string,
    next: NextFunction,
    retry?: () => void,
) {
    res.setHeader('Cache-Control', IMMUTABLE);
    res.setHeader('ETag', `"${etag}"`);
    if (req.fresh) {
        res.status(304).end();
        return;
    }
    if (source.data) {
        res.setHeader('Content-Length', String(source.data.length));
        res.end(source.data);
        return;
    }
    const file = source.path;
    res.sendFile(file, { dotfiles: 'allow', etag: false, lastModified: false, cacheControl: false }, (error) => {
        // A client that went away mid-response is not an error of ours.
        const failure = error as NodeJS.ErrnoException | undefined;
        if (!failure || failure.code === 'ECONNABORTED' || failure.syscall === 'write') return;
        if (failure.code === 'ENOENT' && retry && !res.headersSent) return retry();
        if (!res.headersSent) next(failure);
    });
}

async function serveFile(
    cdn: LocalCdn,
    req: Request,
    res: Response,
    next: NextFunction,
    request: { uuid: string; effects: string[][]; filename: string },
    attempt = 0,
): Promise<void> {
    const chain = parseEffectChain(request.effects, cdn.maxEffects);
    const file = await cdn.files.find(request.uuid, request.filename);
    if (!file) return fail(res, 404, 'Not found');

    if (!needsProcessing(chain)) {
        if (ACTIVE_CONTENT.test(file.name)) res.setHeader('Content-Security-Policy', SANDBOX_CSP);
        disposition(res, file, chain);
        // Content-Type from the extension, as a static file server would ('report.pdf.' is a PDF).
        res.type(path.extname(sanitizeFileName(file.name)) || 'application/octet-stream');
        const data = await cdn.cache.small(file);
        return sendCached(
            req,
            res,
            { path: file.path, data },
            `${file.uuid}-${file.size}-${file.mtime.getTime()}`,
            next,
        );
    }

    const source = await cdn.sourceImage(file);
    const output = chooseOutputFormat(chain.format, source, req.get('accept'));
    const key = derivativeKey([
        file.uuid,
        file.name,
        file.size,
        file.mtime.getTime(),
        chain.operations,
        chain.quality,
        chain.progressive,
        chain.autorotate,
        output,
    ]);
    const derivative = await cdn.cache.get(key, EXTENSIONS[output], () =>
        cdn.queue.run(async () => (await renderImage(file.path, source, chain, output)).data),
    );
    disposition(res, file, chain, EXTENSIONS[output]);
    res.setHeader('Content-Type', CONTENT_TYPES[output]);
    if (chain.format === 'auto') res.setHeader('Vary', 'Accept');
    // The cache may have trimmed the file between rendering and sending: render it once more.
    const retry = attempt === 0 ? () => void serveFile(cdn, req, res, next, request, 1).catch(next) : undefined;
    sendCached(req, res, derivative, key, next, retry);
}

async function serveZip(
    deps: AppDeps,
    cdn: LocalCdn,
    req: Request,
    res: Response,
    request: { groupUuid: string; name: string },
): Promise<void> {
    const { snapshot } = requestContext(res);
    const gallery = snapshot.galleries.all.find((candidate) => candidate.uploadcare_group_uuid === request.groupUuid);
    if (!gallery) return fail(res, 404, 'Not found');
    const entries = await galleryZipEntries(gallery, cdn.files);
    if (entries.length === 0) return fail(res, 404, 'Not found');
    const { stream, size } = await createZipStream(entries);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', ZIP_CACHE_CONTROL);
    res.attachment(`${sanitizeFileName(request.name)}.zip`);
    if (size >= 0) res.setHeader('Content-Length', String(size));
    if (req.method === 'HEAD') {
        stream.destroy();
        res.end();
        return;
    }
    stream.on('error', (error) => {
        deps.logger.error(`Zip of gallery ${gallery.uuid} failed: ${error.message}`);
        res.destroy(error);
    });
    stream.pipe(res);
}

export function cdnRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const cdn = createLocalCdn(deps);
    const allowed = routeMethods(ROUTES.cdn);
    const answer: RequestHandler = async (req, res, next) => {
        if (!allowed.includes(req.method)) {
            res.setHeader('Allow', allowed.join(', '));
            return fail(res, 405, 'Method not allowed');
        }
        const parsed = parseCdnPath(req.path);
        if (!parsed.ok) return fail(res, parsed.status, parsed.message);
        try {
            if (parsed.request.kind === 'zip') await serveZip(deps, cdn, req, res, parsed.request);
            else await serveFile(cdn, req, res, next, parsed.request);
        } catch (error) {
            if (res.headersSent) return void res.destroy();
            if (error instanceof EffectError) return fail(res, 400, error.message);
            if (error instanceof UnprocessableImageError) return fail(res, 422, error.message);
            if (error instanceof QueueFullError) {
                res.setHeader('Retry-After', '5');
                return fail(res, 503, error.message);
            }
            next(error);
        }
    };
    // An SVG or a JSON error is compressed; images and zips are not (the middleware's filter).
    routes.mount('cdn', compressed(answer));
    return routes;
}
