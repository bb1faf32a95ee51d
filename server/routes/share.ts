import type { Response } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { MAX_SHARED_TITLE, MastodonInstanceSchema, mastodonShareUrl } from '../../domain/share/mastodon';
import { MastodonSharePage } from '../../views/pages/MastodonSharePage';
import type { AppDeps, SiteDeps } from '../app-deps';
import { RouteAnswers } from '../http/route-answers';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';

/**
 * `/share/mastodon?instance=&url=&title=`: where the Mastodon share form (ShareLinks) sends the
 * visitor. A valid server gets a page that goes on at once to its own share page with the title
 * and address of one of our pages (a `<meta http-equiv="refresh">` plus a link: an HTTP redirect
 * answering a form to a host the CSP's form-action does not name is blocked by browsers). Anything
 * else gets the form back with a message (400). The shared address must be one of this site's, so
 * the route cannot be used to post anything else. Nothing caches it, so each request counts
 * against the client's RATE_LIMIT_SHARE (docs/deploying.md, "Limits").
 */
export function shareRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const siteUrl = new URL(deps.config.siteUrl);
    const basePath = `${siteUrl.pathname.replace(/\/$/, '')}/`;
    const OwnPage = z
        .url({ protocol: /^https?$/ })
        .max(2000)
        // zod runs this check even after `url()` refused the value, so it must not assume a URL.
        .refine((url) => {
            const parsed = URL.parse(url);
            return parsed !== null && parsed.origin === siteUrl.origin && `${parsed.pathname}/`.startsWith(basePath);
        });
    const Title = z
        .string()
        .trim()
        .min(1)
        .max(1000)
        .transform((title) => title.slice(0, MAX_SHARED_TITLE));

    routes.get('shareMastodon', deps.limits.step('share'), (req, res, next) => {
        const page = OwnPage.safeParse(req.query.url);
        const title = Title.safeParse(req.query.title);
        if (!page.success || !title.success) return next(notFound());
        const instance = MastodonInstanceSchema.safeParse(req.query.instance);
        const typed = typeof req.query.instance === 'string' ? req.query.instance.slice(0, 300) : '';
        const shared = { url: page.data, title: title.data };
        if (instance.success) {
            const target = mastodonShareUrl(instance.data, shared);
            return sendSharePage(res, deps, 200, { ...shared, value: typed, target, host: instance.data });
        }
        sendSharePage(res, deps, 400, { ...shared, value: typed, target: null, host: null });
    });
    return routes;
}

function sendSharePage(
    res: Response,
    deps: AppDeps,
    status: number,
    props: { url: string; title: string; value: string; target: string | null; host: string | null },
) {
    // The same for every visitor (sendPage makes the 200 cacheable and the 400 no-store), but
    // kept out of our page cache: its addresses are as many as the servers people type.
    sendPage(res, deps, {
        status,
        cache: 'none',
        head: {
            title: requestContext(res).t('story.shareOn', { network: 'Mastodon' }),
            indexing: 'hidden',
            canonical: null,
            ...(props.target ? { refresh: props.target } : {}),
        },
        page: createElement(MastodonSharePage, props),
    });
}
