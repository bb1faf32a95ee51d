import type { SiteUrls } from '../../../domain/urls';
import { sameContent } from '../../cache/content-diff';
import { categoryKey, INDEX_KEY } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { groupEntries, latestIn, type SitemapEntry } from '../../seo/sitemap-body';
import type { PageKind } from '../page-kind';
import { categoryFeed } from './category-feed';
import { categoryRoutes } from './category-page';

/** A category's stories in a language, paged, and its RSS feed. */
export const pageKind: PageKind = {
    answers: (deps) => categoryRoutes(deps).get('categoryFeed', categoryFeed(deps)),
    sitemap: categorySitemap,
    // A category's name, slug or description, wherever shown, and the indexes that list it.
    changedKeys(before, after, keys) {
        const ids = new Set([...before.content.categories, ...after.content.categories].map((category) => category.id));
        for (const id of ids) {
            if (sameContent(before.categories.byId(id), after.categories.byId(id))) continue;
            keys.add(categoryKey(id));
            keys.add(INDEX_KEY);
        }
    },
    feedsListing: (story, snapshot, urls) =>
        snapshot.categories
            .ofStory(story, story.culture.code)
            .map((category) => urls.categoryFeed(story.culture.code, category.slug)),
};

/** Each category with stories, in every visible language where it has stories. */
function categorySitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const languages = snapshot.languages.visible();
    const seen = new Set<number>();
    const groups = languages.flatMap((language) =>
        snapshot.categories.withStories(language.code).flatMap((category) => {
            if (seen.has(category.id)) return [];
            seen.add(category.id);
            const source = snapshot.categories.byId(category.id)!;
            const versions = languages.flatMap((candidate) => {
                const localized = snapshot.categories.localize(source, candidate.code);
                return localized && localized.storyCount > 0
                    ? [{ code: candidate.code, href: urls.absoluteUrls.category(candidate.code, localized.slug) }]
                    : [];
            });
            return [{ versions, lastmod: (code: string) => latestIn(snapshot, code, { categoryId: category.id }) }];
        }),
    );
    return groupEntries(snapshot, groups);
}
