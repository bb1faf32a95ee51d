import type { RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { tagKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { notFound } from '../../http-error';
import { sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';
import { tagOfPath } from './tag-of-path';

/** `/tag/{tag}/feed`: the RSS of the listed stories carrying a tag in the page's language. */
export function tagFeed(deps: AppDeps): RequestHandler {
    return (req, res, next) => {
        const context = requestContext(res);
        const { snapshot, language, urls: siteUrls } = context;
        // Like the tag's page: a tag of other languages' stories goes to one of their feeds.
        const found = tagOfPath(context, pathParam(req.params, 'tag'), siteUrls.tagFeed);
        if (!found) return next(notFound());
        if ('redirect' in found) return res.redirect(302, found.redirect);
        const { tag } = found;
        const urls = siteUrls.absoluteUrls;
        sendFeed(deps, req, res, 'rss', {
            link: urls.tag(language.code, tag.slug),
            selfUrl: urls.tagFeed(language.code, tag.slug),
            name: tag.name,
            stories: snapshot.stories.listed(language.code, { tagSlug: tag.slug }),
            listKeys: [tagKey(tag.slug)],
        });
    };
}
