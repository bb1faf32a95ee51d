import type { Response } from 'express';
import { createElement } from 'react';
import { z } from 'zod';
import { mastodonFollowUrl } from '../../domain/federation/remote-follow';
import { MastodonInstanceSchema } from '../../domain/share/mastodon';
import { MastodonFollowPage, type MastodonFollowPageProps } from '../../views/pages/MastodonFollowPage';
import type { SiteDeps } from '../app-deps';
import { type ActorDirectory, type ActorEntry, actorDirectory } from '../federation/actor-directory';
import { RouteAnswers } from '../http/route-answers';
import { notFound } from '../http-error';
import { sendPage } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';

/** An actor as the form names it: its identifier, or its handle with or without `@` and host. */
const ActorName = z.string().trim().min(1).max(300);

/**
 * `/follow/mastodon?actor=&instance=`: where "Follow on Mastodon" (views/components/FollowOnMastodon.tsx)
 * sends the visitor. A valid server gets a page that goes on at once to its own follow page for
 * one of the site's actors (`https://{server}/authorize_interaction?uri=acct:…`; a refresh plus
 * a link, as the share hand-off does: the CSP's form-action blocks a redirect to another host).
 * Anything else typed for the server gets the form back with a message (400). Only the site's
 * own actors are followed this way: any other, or any with federation off, is the 404 page.
 * Nothing caches it, so each request counts against the client's RATE_LIMIT_SHARE, the share
 * form's budget (docs/deploying.md, "Limits").
 */
export function followRoutes(deps: SiteDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('followMastodon', deps.limits.step('share'), (req, res, next) => {
        const { snapshot } = requestContext(res);
        const directory = actorDirectory(snapshot, deps.config);
        const name = ActorName.safeParse(req.query.actor);
        const actor = directory && name.success ? ownActor(directory, name.data) : undefined;
        if (!actor) return next(notFound());
        const instance = MastodonInstanceSchema.safeParse(req.query.instance);
        const typed = typeof req.query.instance === 'string' ? req.query.instance.slice(0, 300) : '';
        const followed = { identifier: actor.identifier, account: actor.account };
        if (instance.success) {
            const target = mastodonFollowUrl(instance.data, actor.account);
            return sendFollowPage(res, deps, 200, { actor: followed, value: typed, target, host: instance.data });
        }
        sendFollowPage(res, deps, 400, { actor: followed, value: typed, target: null, host: null });
    });
    return routes;
}

/**
 * One of the site's actors by identifier (`category-12`) or handle (`wind`, `@wind`,
 * `wind@newsroom.example`): a handle naming another host is not ours.
 */
function ownActor(directory: ActorDirectory, name: string): ActorEntry | undefined {
    const byIdentifier = directory.byIdentifier(name);
    if (byIdentifier) return byIdentifier;
    const account = name.replace(/^@/, '');
    const [handle, host, ...rest] = account.split('@');
    if (!handle || rest.length > 0) return undefined;
    const actor = directory.byHandle(handle);
    if (!actor || (host !== undefined && actor.account.toLowerCase() !== account.toLowerCase())) return undefined;
    return actor;
}

function sendFollowPage(res: Response, deps: SiteDeps, status: number, props: MastodonFollowPageProps) {
    // The same for every visitor (sendPage makes the 200 cacheable and the 400 no-store), but
    // kept out of our page cache: its addresses are as many as the servers people type.
    sendPage(res, deps, {
        status,
        cache: 'none',
        head: {
            title: requestContext(res).t('follow.title'),
            indexing: 'hidden',
            canonical: null,
            ...(props.target ? { refresh: props.target } : {}),
        },
        page: createElement(MastodonFollowPage, props),
    });
}
