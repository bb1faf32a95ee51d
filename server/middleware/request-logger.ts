import type { RequestHandler } from 'express';
import type { Logger } from '../logger';
import { logFinishedRequest, requestIdFor } from '../observability/request-log';

/** Gives each request an id and logs one line when it ends. */
export function requestLogger(logger: Logger): RequestHandler {
    return (req, res, next) => {
        const requestId = requestIdFor(req.headers['x-request-id']);
        res.locals.requestId = requestId;
        res.setHeader('X-Request-Id', requestId);
        const started = process.hrtime.bigint();
        res.on('finish', () => {
            logFinishedRequest(logger, {
                requestId,
                method: req.method,
                path: req.originalUrl,
                status: res.statusCode,
                started,
            });
        });
        next();
    };
}
