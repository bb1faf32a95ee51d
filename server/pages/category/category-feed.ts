import type { RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { categoryKey, storyListKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { notFound } from '../../http-error';
import { sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';
import { categoryOfPath } from './category-of-path';

/** `/category/{slug}/feed`: the RSS of a category's listed stories in the page's language. */
export function categoryFeed(deps: AppDeps): RequestHandler {
    return (req, res, next) => {
        const context = requestContext(res);
        const { snapshot, language, urls: siteUrls } = context;
        // Like the category's page: a slug of another language goes to that language's feed.
        const found = categoryOfPath(context, pathParam(req.params, 'slug'), siteUrls.categoryFeed);
        if (!found) return next(notFound());
        if ('redirect' in found) return res.redirect(302, found.redirect);
        const { category } = found;
        const urls = siteUrls.absoluteUrls;
        sendFeed(deps, req, res, 'rss', {
            link: urls.category(language.code, category.slug),
            selfUrl: urls.categoryFeed(language.code, category.slug),
            name: category.name,
            stories: snapshot.stories.listed(language.code, { categoryId: category.id }),
            listKeys: [storyListKey(language.code, category.id), categoryKey(category.id)],
        });
    };
}
