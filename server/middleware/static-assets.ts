import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { ROUTES, routeMethods } from '../../domain/routes';
import { STATIC_DIR } from '../config/asset-manifest';
import { RouteAnswers } from '../http/route-answers';
import { compressAnswer } from './compress-answer';

/**
 * Hashed build output under /static/assets is immutable; the few unhashed files in static/
 * (icons, fonts) get a day. Pre-compressed .br/.gz siblings are served when accepted. Each
 * script's source map (`*.js.map`) is served beside it and named in a `SourceMap` header.
 */
export function staticAssets(): RouteAnswers {
    // Mounted at `/static` (the route's fixed part): built assets under /static/assets, the
    // unhashed files of static/ beside them.
    const files = Router();
    // Other methods go on to the site's 405 (method-not-allowed.ts), not serve-static's own.
    const allowed = routeMethods(ROUTES.staticFiles);
    files.use((req, _res, next) => next(allowed.includes(req.method) ? undefined : 'router'));
    // Files without a pre-compressed copy (static/) are compressed as they are sent.
    files.use(compressAnswer);
    files.use('/assets', sourceMapHeader(path.join(STATIC_DIR, 'assets')));
    files.use('/assets', precompressed(path.join(STATIC_DIR, 'assets')));
    files.use(
        '/assets',
        express.static(path.join(STATIC_DIR, 'assets'), {
            immutable: true,
            maxAge: '1y',
            index: false,
            fallthrough: false,
        }),
    );
    files.use(express.static(path.resolve('static'), { maxAge: '1d', index: false, fallthrough: false }));
    return new RouteAnswers().mount('staticFiles', files);
}

const TYPES: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
};

function precompressed(directory: string): express.RequestHandler {
    return (req, res, next) => {
        const extension = path.extname(req.path);
        const type = TYPES[extension];
        if (!type || req.path.includes('..')) return next();
        const accepts = req.acceptsEncodings('br', 'gzip');
        if (!accepts) return next();
        const suffix = accepts === 'br' ? '.br' : '.gz';
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', accepts);
        res.setHeader('Vary', 'Accept-Encoding');
        res.sendFile(
            `${req.path.slice(1)}${suffix}`,
            { root: directory, immutable: true, maxAge: '1y', dotfiles: 'deny' },
            (error) => {
                // A visitor who leaves mid-download aborts after the headers went out: nothing to
                // undo, and removing a sent header would throw outside any request handler.
                if (!error || res.headersSent) return;
                res.removeHeader('Content-Encoding');
                res.removeHeader('Content-Type');
                next();
            },
        );
    };
}

/**
 * Production scripts carry no `sourceMappingURL` comment (bytes every visitor downloads and never
 * runs), so each script with a map names it in a `SourceMap` response header instead: the
 * browser's developer tools read it, and only they fetch the map. The header is set before either
 * handler answers, so the .br, .gz and plain responses all carry it. Its value is relative, so
 * it resolves against the script's own URL, under any BASE_PATH or CDN host.
 */
function sourceMapHeader(directory: string): express.RequestHandler {
    const maps = scriptMaps(directory);
    return (req, res, next) => {
        const map = `${req.path.slice(1)}.map`;
        if (maps.has(map)) res.setHeader('SourceMap', map);
        next();
    };
}

/**
 * The maps of the built scripts, listed once: the build output does not change while the server
 * runs (`npm run dev` restarts it after each rebuild). A name with a slash is never listed, so
 * only a file of the folder itself matches.
 */
function scriptMaps(directory: string): Set<string> {
    if (!existsSync(directory)) return new Set();
    return new Set(readdirSync(directory).filter((file) => file.endsWith('.js.map')));
}
