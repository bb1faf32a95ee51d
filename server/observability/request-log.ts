import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: a sane incoming X-Request-Id is kept (a proxy's), else a new one. */
export function requestIdFor(incoming: string | string[] | undefined): string {
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export interface FinishedRequest {
    requestId: string;
    method: string;
    path: string;
    status: number;
    /** From process.hrtime.bigint() when the request arrived. */
    started: bigint;
}

/**
 * Logs one line for a finished request. Winston formats and writes every call whatever its
 * level, so the level is checked first: at LOG_LEVEL=warn a request costs no logging at all.
 */
export function logFinishedRequest(logger: Logger, request: FinishedRequest): void {
    if (!logger.isLevelEnabled('http')) return;
    const durationMs = Number(process.hrtime.bigint() - request.started) / 1e6;
    logger.http(`${request.method} ${request.path} ${request.status} ${durationMs.toFixed(1)}ms`, {
        requestId: request.requestId,
        method: request.method,
        path: request.path,
        status: request.status,
        durationMs: Math.round(durationMs * 10) / 10,
    });
}
