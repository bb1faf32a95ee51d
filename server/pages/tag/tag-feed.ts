import type { RequestHandler } from 'express';
import { isTagSlug } from '../../../domain/content/tag';
import type { AppDeps } from '../../app-deps';
import { tagKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { notFound } from '../../http-error';
import { sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';
import { tagFromParam } from './tag-page';

/** `/tag/{tag}/feed`: the RSS of the listed stories carrying a tag in the page's language. */
export function tagFeed(deps: AppDeps): RequestHandler {
    return (req, res, next) => {
        const { snapshot, language, urls: siteUrls } = requestContext(res);
        const segment = pathParam(req.params, 'tag');
        const tag = tagFromParam(snapshot, language.code, segment);
        if (!tag) {
            // Like the tag's page: a tag of other languages' stories goes to one of their feeds.
            const elsewhere = isTagSlug(segment) ? snapshot.tags.otherLanguageWith(language.code, segment) : undefined;
            return elsewhere ? res.redirect(302, siteUrls.tagFeed(elsewhere, segment)) : next(notFound());
        }
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
