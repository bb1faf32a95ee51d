import express, { type ErrorRequestHandler, type Response } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { privacyPortalUrl } from '../../domain/privacy-portal';
import { checkSubscribeEmail } from '../../domain/subscribe-email';
import { SubscribePage, type SubscribePageProps } from '../../views/pages/SubscribePage';
import type { AppDeps, SiteDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { notFound } from '../http-error';
import { statusOf } from '../observability/error-reporting';
import { sendPage } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';

/**
 * The subscription form (docs/product-rules.md §2.9, §5.3, §7.5). The form posts here, so it works without JavaScript;
 * a valid address is sent on to the privacy portal, which handles consent and confirmation. An
 * invalid one gets the form back, status 400, with the message and the typed value. A submission
 * that cannot go through (too large, malformed, no portal address to send it to) gets the form
 * back with docs/product-rules.md §5.3's 'Something went wrong. Please try submitting the form again' and a 4xx.
 * Each submission counts against the client's RATE_LIMIT_SUBSCRIBE, before its body is read
 * (docs/deploying.md, "Limits").
 */
export function subscribeRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    // A newsroom that turned its subscription form off has neither the page nor the form's target.
    const formEnabled: express.RequestHandler = (_req, res, next) =>
        next(requestContext(res).snapshot.newsroom.is_subscription_form_enabled ? undefined : notFound());
    routes.get('subscribe', formEnabled, (_req, res) => {
        sendPage(res, deps, {
            head: { title: requestContext(res).t('subscribe.title') },
            page: createElement(SubscribePage, {}),
        });
    });
    const readBody = express.text({ type: 'application/x-www-form-urlencoded', limit: SUBSCRIBE_READ_LIMIT });
    routes.post('subscribe', deps.limits.step('subscribe'), formEnabled, readBody, (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        const form = readSubscribeForm(req.body);
        if (!form.ok) return sendForm(res, deps, form.status, { value: form.value, errorKey: 'failed' });
        const parsed = SubscribeFormSchema.safeParse(form.fields);
        if (!parsed.success) {
            const errorKey = parsed.error.issues[0]?.message === 'required' ? 'required' : 'invalidEmail';
            return sendForm(res, deps, 400, { value: typedValue(form.fields), errorKey });
        }
        const portal = portalAddress(res, deps, parsed.data.email);
        if (!portal) return sendForm(res, deps, 422, { value: parsed.data.email, errorKey: 'failed' });
        res.redirect(303, portal);
    });
    routes.onError('subscribe', 'POST', subscribeFailure(deps));
    return routes;
}

/** The portal's subscription page for this address, or null when no valid address can be built. */
function portalAddress(res: Response, deps: AppDeps, email: string): string | null {
    const { snapshot, language } = requestContext(res);
    try {
        const target = privacyPortalUrl({
            portalUrl: deps.config.PRIVACY_PORTAL_URL,
            languageCode: language.code,
            newsroomUuid: snapshot.newsroom.uuid,
            action: 'subscribe',
            email,
        });
        return /^https?:$/.test(new URL(target).protocol) ? target : null;
    } catch {
        return null;
    }
}

/** A body the parser refused (far too large, an unknown charset or encoding): the form again. */
function subscribeFailure(deps: AppDeps): ErrorRequestHandler {
    return (error, _req, res, next) => {
        const status = statusOf(error);
        if (status < 400 || status > 499 || res.headersSent) return next(error);
        res.setHeader('Cache-Control', 'no-store');
        sendForm(res, deps, status, { value: '', errorKey: 'failed' });
    };
}

function sendForm(res: Response, deps: AppDeps, status: number, props: SubscribePageProps): void {
    sendPage(res, deps, {
        status,
        head: { title: requestContext(res).t('subscribe.title'), indexing: 'hidden' },
        page: createElement(SubscribePage, props),
    });
}

/** A real subscription form is a few hundred bytes; anything past this is refused (413). */
export const SUBSCRIBE_FORM_LIMIT_BYTES = 4 * 1024;
/** How much of a refused body is still read, so the typed address can be put back in the field. */
export const SUBSCRIBE_READ_LIMIT = '64kb';
/** Longest value put back in the field after a refusal. */
const KEPT_VALUE_LENGTH = 8 * 1024;
/** A form with more fields than this was not sent by our page. */
const MAX_FIELDS = 20;

/**
 * Messages are catalogue keys under `subscribe.` (docs/product-rules.md §5.3 wording in en.json). The address rule
 * is domain/subscribe-email.ts, which the browser applies too before tracking a submission.
 */
export const SubscribeFormSchema = z.object({
    email: z.preprocess(
        (value) => value ?? '',
        z.string({ error: 'invalidEmail' }).transform((typed, context) => {
            const checked = checkSubscribeEmail(typed);
            if ('email' in checked) return checked.email;
            context.addIssue({ code: 'custom', message: checked.problem });
            return z.NEVER;
        }),
    ),
});

export type SubscribeFormRead =
    | { ok: true; fields: Record<string, string | string[]> }
    /** The submission could not go through (docs/product-rules.md §5.3 'Something went wrong…'), with its 4xx. */
    | { ok: false; status: 400 | 413; value: string };

/**
 * Reads the urlencoded body the form posts. A body that is too large or malformed cannot go
 * through; it still gives back the first `email` value it holds, so the visitor keeps it.
 */
export function readSubscribeForm(body: unknown): SubscribeFormRead {
    if (typeof body !== 'string') return { ok: true, fields: {} };
    const params = new URLSearchParams(body);
    const value = (params.get('email') ?? '').slice(0, KEPT_VALUE_LENGTH);
    if (Buffer.byteLength(body) > SUBSCRIBE_FORM_LIMIT_BYTES) return { ok: false, status: 413, value };
    if (!isWellFormed(body) || [...params.keys()].length > MAX_FIELDS) return { ok: false, status: 400, value };
    const fields: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        fields[key] = values.length === 1 ? values[0]! : values;
    }
    return { ok: true, fields };
}

/** Every `%` starts a valid escape and the escapes decode to UTF-8: what a browser sends. */
function isWellFormed(body: string): boolean {
    try {
        for (const part of body.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
        return true;
    } catch {
        return false;
    }
}

/** The value to put back in the field, from a body that did parse. */
export function typedValue(fields: Record<string, string | string[]>): string {
    const raw = fields.email;
    return typeof raw === 'string' ? raw.slice(0, KEPT_VALUE_LENGTH) : '';
}
