import express, { type ErrorRequestHandler, type Response } from 'express';
import { createElement } from 'react';
import { privacyPortalUrl } from '../../domain/privacy-portal';
import { SubscribePage, type SubscribePageProps } from '../../views/pages/SubscribePage';
import type { AppDeps } from '../app-deps';
import { statusOf } from '../observability/error-reporting';
import { sendPage } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { RouteAnswers } from '../routing/route-answers';
import { readSubscribeForm, SUBSCRIBE_READ_LIMIT, SubscribeFormSchema, typedValue } from './subscribe-form';

/**
 * The subscription form (docs/product-rules.md §2.9, §5.3, §7.5). The form posts here, so it works without JavaScript;
 * a valid address is sent on to the privacy portal, which handles consent and confirmation. An
 * invalid one gets the form back, status 400, with the message and the typed value. A submission
 * that cannot go through (too large, malformed, no portal address to send it to) gets the form
 * back with docs/product-rules.md §5.3's 'Something went wrong. Please try submitting the form again' and a 4xx.
 */
export function subscribeRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('subscribe', (_req, res) => {
        sendPage(res, deps, {
            head: { kind: 'page', title: requestContext(res).t('subscribe.title') },
            page: createElement(SubscribePage, {}),
        });
    });
    const readBody = express.text({ type: 'application/x-www-form-urlencoded', limit: SUBSCRIBE_READ_LIMIT });
    routes.post('subscribe', readBody, (req, res) => {
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
            localeCode: language.code,
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
        head: { kind: 'page', title: requestContext(res).t('subscribe.title'), indexing: 'hidden' },
        page: createElement(SubscribePage, props),
    });
}
