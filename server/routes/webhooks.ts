import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { sendApiError } from '../i18n/api-messages';

const WebhookHeadersSchema = z.object({
    'x-webhook-secret': z.string().optional(),
    authorization: z.string().optional(),
});

/** The secret a caller presented: `X-Webhook-Secret: …` or `Authorization: Bearer …`. */
function presentedSecret(headers: unknown): string | null {
    const parsed = WebhookHeadersSchema.safeParse(headers);
    if (!parsed.success) return null;
    const header = parsed.data['x-webhook-secret']?.trim();
    if (header) return header;
    const bearer = /^Bearer\s+(.+)$/i.exec(parsed.data.authorization ?? '');
    return bearer?.[1]?.trim() || null;
}

const StoryRef = z.object({ uuid: z.string().min(1).max(100) });
/** Where an event payload may name its story: `{story: {uuid}}`, `{data: {uuid}}`, `{data: {story: {uuid}}}`, `{uuid}`. */
const NamedStoryPayload = z.union([
    z.object({ story: StoryRef }).transform((payload) => payload.story.uuid),
    z.object({ data: z.object({ story: StoryRef }) }).transform((payload) => payload.data.story.uuid),
    z.object({ data: StoryRef }).transform((payload) => payload.data.uuid),
    StoryRef.transform((payload) => payload.uuid),
]);

/** The story an event names, when its payload names one and its event is about a story. */
function namedStory(body: unknown): string | null {
    const event =
        (body as { event?: unknown; type?: unknown } | null)?.event ?? (body as { type?: unknown } | null)?.type;
    if (typeof event === 'string' && !event.startsWith('story.')) return null;
    const parsed = NamedStoryPayload.safeParse(body);
    return parsed.success ? parsed.data : null;
}

const parseJson = express.json({ limit: '1mb', type: () => true });
/**
 * The payload, when it is JSON; any other body (malformed, too large, none) only means that no
 * story is named, and the whole content is checked.
 */
const jsonOrNothing: RequestHandler = (req, res, next) => {
    parseJson(req, res, () => next());
};

/** Compares in constant time; hashing first makes the lengths equal without leaking them. */
function sameSecret(given: string, expected: string): boolean {
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST /api/webhooks/prezly: Prezly (or any publisher) calls it when content changes, and the
 * site reloads now instead of waiting for the cache to expire: the story the payload names, when
 * it names one (a `story.*` event), else what changed. Page caches and the search index follow
 * through ContentSource.subscribe. Without WEBHOOK_SECRET the endpoint does not exist (404); a
 * missing or wrong secret is 401.
 */
export function webhookRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.post('prezlyWebhook', jsonOrNothing, async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        const expected = deps.config.WEBHOOK_SECRET;
        if (!expected) return sendApiError(deps.i18n, req, res, 404, 'api.notFound');
        const given = presentedSecret(req.headers);
        if (!given || !sameSecret(given, expected)) {
            res.setHeader('WWW-Authenticate', 'Bearer');
            return sendApiError(deps.i18n, req, res, 401, 'api.webhookUnauthorized');
        }
        const story = namedStory(req.body);
        deps.logger.info(story ? `Webhook: reloading story ${story}` : 'Webhook: reloading content');
        try {
            await deps.content.reload(story ? { stories: [story] } : {});
        } catch {
            // Reported below through status(); reload only throws when nothing was ever loaded.
        }
        const status = deps.content.status();
        if (status.stale || !status.ok) {
            // The reason is the content source's own (operator-facing, English); the frame is translated.
            return sendApiError(deps.i18n, req, res, 502, 'api.reloadFailed', {
                reason: status.lastError ?? 'unknown error',
            });
        }
        res.status(200).json({ reloaded: true, loadedAt: status.loadedAt });
    });
    return routes;
}
