import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { CONSENT_COOKIE, parseConsentCookie } from '../../domain/consent/consent-state';
import { MAX_EVENT_LINE_BYTES } from '../analytics/analytics-log';
import type { SiteDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { sendApiError } from '../i18n/api-messages';
import { sendJsonError } from '../middleware/error-answers';
import { statusOf } from '../observability/error-reporting';

/** The beacon routes of docs/product-rules.md §7.2: alias, group, identify, page, track (screen is never sent). */
const KINDS = { a: 'alias', g: 'group', i: 'identify', p: 'page', t: 'track' } as const;
type Kind = keyof typeof KINDS;

const id = z.string().max(200).nullish();

/** The analytics event of docs/product-rules.md §3.8: type, write key and the prezly metadata. */
export const AnalyticsEventSchema = z.object({
    type: z.enum(['alias', 'group', 'identify', 'page', 'track']),
    writeKey: z.string().min(1).max(200),
    event: z.string().max(200).optional(),
    userId: z.string().max(200).nullish(),
    anonymousId: z.string().max(200).nullish(),
    /** alias: the id the visitor had before. */
    previousId: z.string().max(200).nullish(),
    /** group: the group the visitor joins. */
    groupId: z.string().max(200).nullish(),
    properties: z.record(z.string(), z.unknown()).optional(),
    traits: z.record(z.string(), z.unknown()).optional(),
    context: z.record(z.string(), z.unknown()).optional(),
    timestamp: z.string().max(40).optional(),
    prezly: z.object({
        newsroom: z.string().min(1).max(200),
        story: id,
        gallery: id,
        tracking_policy: z.enum(['default', 'disabled', 'consent-to-identify', 'lenient']).optional(),
    }),
});

/** The cookies the collector reads: only the visitor's consent (docs/product-rules.md §9.2), kept short. */
const CollectorCookiesSchema = z.object({ [CONSENT_COOKIE]: z.string().max(64).optional() }).catch({});

/**
 * Whether the visitor said no (docs/product-rules.md §4.4: the `consent` cookie holds JSON `false`). Absent,
 * `true` or unreadable (undecided, docs/product-rules.md §5.4) is not a refusal: the islands only send beacons
 * when consent allows, and the do-not-track rules are applied in the browser.
 */
function visitorRefused(req: Request): boolean {
    const cookies = CollectorCookiesSchema.parse(req.cookies ?? {});
    return parseConsentCookie(cookies[CONSENT_COOKIE]) === false;
}

/** Recipient ids in mailing links (`utm_id`): letters, digits, dash and underscore. */
const RecipientQuerySchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** How long a client whose event could not be written is asked to wait. */
const RETRY_AFTER_DROP_SECONDS = 5;

/**
 * The first-party analytics collector for the embedded default (mounted at /analytics): the
 * beacons of docs/product-rules.md §7.2 are validated and appended, one JSON line each, to the
 * analytics log (ANALYTICS_LOG_FILE, capped and rotated: server/analytics/analytics-log.ts), so
 * the whole analytics flow works offline and can be checked in tests. A visitor whose `consent`
 * cookie is `false` is never recorded: the event is answered 204 and dropped. 204 means the
 * event is written; one the log had to drop (its queue full, its file not writable) is answered
 * 503 with `Retry-After`. Each client is held to RATE_LIMIT_ANALYTICS requests a window, before
 * its body is even read (docs/deploying.md, "Limits").
 */
export function analyticsCollectorRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const limit = deps.limits.step('analytics');
    // sendBeacon posts a string as text/plain; a Blob may be sent as application/json.
    const body = express.text({ type: ['text/plain', 'application/json'], limit: '16kb' });
    // Values as the browser wrote them: parseConsentCookie decodes them once, as the islands do.
    const cookies = cookieParser(undefined, { decode: (value) => value });

    routes.post('analyticsEvent', limit, cookies, body, async (req: Request, res: Response) => {
        res.setHeader('Cache-Control', 'no-store');
        // A refusal is answered like a success, so a beacon racing the visitor's choice stays
        // quiet in the browser, but nothing is stored.
        if (visitorRefused(req)) return void res.status(204).end();
        const kind = req.params.kind as string;
        if (!(kind in KINDS)) return void res.status(404).json({ message: 'Unknown analytics route' });
        let data: unknown;
        try {
            data = JSON.parse(typeof req.body === 'string' ? req.body : '');
        } catch {
            return void res.status(400).json({ message: 'Malformed JSON body' });
        }
        const parsed = AnalyticsEventSchema.safeParse(data);
        if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            return void res
                .status(400)
                .json({ message: `Invalid analytics event: ${issue.path.join('.') || 'body'} ${issue.message}` });
        }
        if (parsed.data.type !== KINDS[kind as Kind])
            return void res.status(400).json({ message: `Event type ${parsed.data.type} does not match /${kind}` });
        const line = `${JSON.stringify({ receivedAt: new Date().toISOString(), ...parsed.data })}\n`;
        if (Buffer.byteLength(line) > MAX_EVENT_LINE_BYTES)
            return sendApiError(deps.i18n, req, res, 413, 'api.bodyTooLarge');
        if (await deps.analyticsLog.append(line)) return void res.status(204).end();
        res.setHeader('Retry-After', String(RETRY_AFTER_DROP_SECONDS));
        sendApiError(deps.i18n, req, res, 503, 'api.eventNotStored');
    });
    // A body its parser refuses is answered in JSON like its other refusals (the collector is not
    // under /api, whose errors are JSON anyway); failures go on to the error handler.
    routes.onError('analyticsEvent', 'POST', (error: unknown, req: Request, res: Response, next: NextFunction) => {
        if (statusOf(error) >= 500) return next(error);
        sendJsonError(deps, req, res, error);
    });

    routes.get('analyticsRecipient', limit, (req: Request, res: Response) => {
        res.setHeader('Cache-Control', 'no-store');
        const parsed = RecipientQuerySchema.safeParse(req.query);
        if (!parsed.success) return void res.status(404).json({ message: 'Recipient not found' });
        res.json({ id: parsed.data.id });
    });

    return routes;
}
