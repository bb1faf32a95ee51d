import path from 'node:path';
import express, { Router } from 'express';
import { ROUTES } from '../../domain/routes';
import { STATIC_DIR } from '../render/assets';
import { expressMountPath } from '../routes/express-path';

/** `/static`: built assets under /static/assets, the unhashed files of static/ beside them. */
const STATIC = expressMountPath(ROUTES.staticFiles);

/**
 * Hashed build output under /static/assets is immutable; the few unhashed files in static/
 * (icons, fonts) get a day. Pre-compressed .br/.gz siblings are served when accepted.
 */
export function staticAssets(): Router {
    const router = Router();
    router.use(`${STATIC}/assets`, precompressed(path.join(STATIC_DIR, 'assets')));
    router.use(
        `${STATIC}/assets`,
        express.static(path.join(STATIC_DIR, 'assets'), {
            immutable: true,
            maxAge: '1y',
            index: false,
            fallthrough: false,
        }),
    );
    router.use(STATIC, express.static(path.resolve('static'), { maxAge: '1d', index: false, fallthrough: false }));
    return router;
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
