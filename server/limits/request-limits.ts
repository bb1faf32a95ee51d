import type { Request, RequestHandler, Response } from 'express';
import { type AugmentedRequest, rateLimit } from 'express-rate-limit';
import type { i18n } from 'i18next';
import { isApiPath } from '../../domain/routes';
import type { Config } from '../config/config';
import { sendApiError } from '../i18n/api-messages';
import type { Logger } from '../logger';
import { RepeatedWarning } from '../observability/repeated-warning';
import { redisCounts } from './redis-counts';

/**
 * The routes where an anonymous client makes the site work for every request (docs/deploying.md,
 * "Limits"), each held to its own budget per client and window: the analytics collector (it
 * writes to disk), search (the search page and its API: a search of new words costs CPU that
 * grows with the newsroom), the story PDF (seconds of CPU when made), the subscription form and
 * the Mastodon share form, and the fediverse inboxes (each post's signature is checked, which may
 * fetch the sender's key: docs/federation.md) (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export type LimitedWork = 'analytics' | 'search' | 'pdf' | 'subscribe' | 'share' | 'federation';

const BUDGETS: Record<LimitedWork, keyof Config & `RATE_LIMIT_${string}`> = {
    analytics: 'RATE_LIMIT_ANALYTICS',
    search: 'RATE_LIMIT_SEARCH',
    pdf: 'RATE_LIMIT_PDF',
    subscribe: 'RATE_LIMIT_SUBSCRIBE',
    share: 'RATE_LIMIT_SHARE',
    federation: 'RATE_LIMIT_FEDERATION',
};

export interface RequestLimits {
    /** The route step that holds its requests to `work`'s budget (it lets everything through when that limit is off). */
    step(work: LimitedWork): RequestHandler;
    /**
     * For a handler that knows only part way whether a request costs (a PDF already made or being
     * made costs nothing): counts it, and answers 429 when it is over the budget. True when the
     * handler may go on.
     */
    admit(work: LimitedWork, req: Request, res: Response): Promise<boolean>;
    /** Where clients are counted now: in Redis for every process, in this process alone, or nowhere. */
    counting(): 'redis' | 'process' | 'off';
    close(): Promise<void>;
}

/**
 * What the limits are made from. The error page they refuse a page request with is handed in
 * (server/render/send-error-page.ts, by createApp): the limits sit below the renderer in the
 * layers (docs/architecture.md, Layers).
 */
export interface LimitsDeps {
    config: Config;
    logger: Logger;
    i18n: i18n;
    sendErrorPage(res: Response, status: number): void;
}

const letThrough: RequestHandler = (_req, _res, next) => next();

/**
 * One express-rate-limit limiter for each kind of work whose budget is not 0 (none with
 * RATE_LIMITS=false), counting clients by `req.ip` (Express's `trust proxy`, TRUST_PROXY; IPv6
 * by its /56 network, as express-rate-limit does), in Redis when REDIS_URL is set. They stand
 * in Express, so they never see what the cache-hit path answers before it (a cached search page,
 * a PDF made before): only work done anew is counted. A client over its budget gets 429 with
 * `Retry-After` (the seconds until its window ends) and `Cache-Control: no-store`: JSON
 * `{message}` in its language from the collector and /api, the error page in the URL's
 * language elsewhere. Allowed answers carry no rate-limit header, so a page kept in the cache
 * replays none of one client's counts to others.
 */
export function createRequestLimits(deps: LimitsDeps): RequestLimits {
    const { config, logger } = deps;
    const works = (Object.keys(BUDGETS) as LimitedWork[]).filter(
        (work) => config.RATE_LIMITS && config[BUDGETS[work]] > 0,
    );
    const counts = config.REDIS_URL && works.length > 0 ? redisCounts({ url: config.REDIS_URL, logger }) : null;
    const limiters = new Map<LimitedWork, RequestHandler>();
    const noticeProxy = untrustedProxyNotice(logger);
    const refusals: RepeatedWarning[] = [];
    const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
    for (const work of works) {
        const budget = config[BUDGETS[work]];
        const refused = new RepeatedWarning(
            logger,
            (count, total) =>
                `${count} more requests for ${work} answered 429 in the last minute (${total} since start)`,
        );
        refusals.push(refused);
        const limiter = rateLimit({
            windowMs,
            limit: budget,
            legacyHeaders: false,
            standardHeaders: false,
            store: counts?.store(`${config.REDIS_CHANNEL}:limit:${work}:`),
            // Its checks of the set-up (trust proxy, the store) and a store's failures.
            logger: {
                warn: (error, message) => logger.warn(libraryMessage(error, message)),
                error: (error, message) => logger.error(libraryMessage(error, message)),
            },
            handler: (req, res) => {
                refused.note(
                    () =>
                        `A client went over the ${work} limit (${budget} requests in ${config.RATE_LIMIT_WINDOW_SECONDS} s): answering 429; further 429s are counted and logged once a minute`,
                );
                tooManyRequests(deps, work, req, res, windowMs);
            },
        });
        limiters.set(work, (req, res, next) => {
            noticeProxy(req);
            return limiter(req, res, next);
        });
    }
    return {
        step: (work) => limiters.get(work) ?? letThrough,
        admit(work, req, res) {
            const limiter = limiters.get(work);
            if (!limiter) return Promise.resolve(true);
            return new Promise((resolve, reject) => {
                // The limiter calls next when the request may go on, and answers it otherwise.
                const next = (error?: unknown) => (error ? reject(error) : resolve(true));
                Promise.resolve(limiter(req, res, next)).then(() => resolve(false), reject);
            });
        },
        counting() {
            if (limiters.size === 0) return 'off';
            return counts?.shared() ? 'redis' : 'process';
        },
        async close() {
            for (const refused of refusals) refused.flush();
            await counts?.close();
        },
    };
}

/**
 * Says once when requests come through a proxy Express does not trust (TRUST_PROXY): the
 * X-Forwarded-For it adds is then ignored, every client behind it has the proxy's address, and
 * the limits count them all as one client. The default (`loopback`) trusts only a proxy on the
 * same machine; behind a PaaS router TRUST_PROXY must be set (docs/deploying.md, "Limits").
 */
function untrustedProxyNotice(logger: Logger): (req: Request) => void {
    let checked = false;
    return (req) => {
        if (checked || req.headers['x-forwarded-for'] === undefined) return;
        checked = true;
        const proxy = req.socket.remoteAddress;
        if (req.ip !== proxy) return;
        logger.warn(
            `Requests come through a proxy TRUST_PROXY does not trust (${proxy} sends X-Forwarded-For): the request limits count every client behind it as one. Behind a PaaS router set TRUST_PROXY=1 (docs/deploying.md, "Limits")`,
        );
    };
}

const libraryMessage = (error: unknown, message?: string) =>
    `express-rate-limit: ${message ? `${message}: ` : ''}${errorText(error)}`;

/** The 429 answer: JSON from the collector and /api, the error page elsewhere. */
function tooManyRequests(deps: LimitsDeps, work: LimitedWork, req: Request, res: Response, windowMs: number): void {
    const resetTime = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + windowMs;
    res.setHeader('Retry-After', String(Math.max(1, Math.ceil((resetTime - Date.now()) / 1000))));
    if (work === 'analytics' || isApiPath(req.path)) sendApiError(deps.i18n, req, res, 429, 'api.tooManyRequests');
    else deps.sendErrorPage(res, 429);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
