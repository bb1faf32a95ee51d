import express, { Router } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { privacyPortalUrl } from '../../domain/privacy-portal';
import { ROUTES } from '../../domain/routes';
import { SubscribePage } from '../../views/pages/SubscribePage';
import type { AppDeps } from '../app-deps';
import { sendPage } from '../render/send-page';
import { requestState } from '../request-state';
import { basePageHead } from '../seo/page-head';
import { expressPath } from './express-path';

/** Messages are catalogue keys under `subscribe.` (SPEC §5 wording in en.json). */
const SubscribeFormSchema = z.object({
    email: z.preprocess(
        (value) => value ?? '',
        z
            .string({ error: 'invalidEmail' })
            .trim()
            .min(1, 'required')
            .max(320, 'invalidEmail')
            .pipe(z.email({ error: 'invalidEmail' })),
    ),
});

/**
 * The subscription form (SPEC §2, §5, §7). The form posts here, so it works without JavaScript;
 * a valid address is sent on to the privacy portal, which handles consent and confirmation. An
 * invalid one gets the form back, status 400, with the message and the typed value.
 */
export function subscribeRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get(expressPath(ROUTES.subscribe), (_req, res) => {
        sendPage(res, deps, {
            head: (site) => basePageHead(site, { title: site.t('subscribe.title') }),
            page: createElement(SubscribePage, {}),
        });
    });
    router.post(
        expressPath(ROUTES.subscribe),
        express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }),
        (req, res) => {
            const { snapshot, language } = requestState(res);
            const body: unknown = req.body ?? {};
            const parsed = SubscribeFormSchema.safeParse(body);
            res.setHeader('Cache-Control', 'no-store');
            if (parsed.success) {
                res.redirect(
                    303,
                    privacyPortalUrl({
                        portalUrl: deps.config.PRIVACY_PORTAL_URL,
                        localeCode: language.code,
                        newsroomUuid: snapshot.newsroom.uuid,
                        action: 'subscribe',
                        email: parsed.data.email,
                    }),
                );
                return;
            }
            const raw = (body as { email?: unknown }).email;
            const errorKey = parsed.error.issues[0]?.message === 'required' ? 'required' : 'invalidEmail';
            sendPage(res, deps, {
                status: 400,
                head: (site) => ({
                    ...basePageHead(site, { title: site.t('subscribe.title') }),
                    robots: 'noindex, nofollow',
                }),
                page: createElement(SubscribePage, {
                    value: typeof raw === 'string' ? raw.slice(0, 320) : '',
                    errorKey,
                }),
            });
        },
    );
    return router;
}
