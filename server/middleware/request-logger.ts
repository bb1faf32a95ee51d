import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives each request an id (a sane incoming X-Request-Id is kept) and logs one line when it ends. */
export function requestLogger(logger: Logger): RequestHandler {
    return (req, res, next) => {
        const incoming = req.get('x-request-id');
        const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.locals.requestId = requestId;
        res.setHeader('X-Request-Id', requestId);
        const started = process.hrtime.bigint();
        res.on('finish', () => {
            const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
            logger.http(`${req.method} ${req.originalUrl} ${res.statusCode} ${durationMs.toFixed(1)}ms`, {
                requestId,
                method: req.method,
                path: req.originalUrl,
                status: res.statusCode,
                durationMs: Math.round(durationMs * 10) / 10,
            });
        });
        next();
    };
}
