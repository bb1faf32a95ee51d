import type { RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { categoryKey, storyListKey } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { notFound } from '../../http-error';
import { sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';

/** `/category/{slug}/feed`: the RSS of a category's listed stories in the page's language. */
export function categoryFeed(deps: AppDeps): RequestHandler {
    return (req, res, next) => {
        const { snapshot, language, urls: siteUrls } = requestContext(res);
        const slug = pathParam(req.params, 'slug');
        const category = snapshot.categories.bySlug(language.code, slug);
        if (!category) {
            // Like the category's page: a slug of another language goes to that language's feed.
            const elsewhere = snapshot.categories.otherLanguageWith(language.code, slug);
            return elsewhere ? res.redirect(302, siteUrls.categoryFeed(elsewhere, slug)) : next(notFound());
        }
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
