import { tagSlug } from '../../../domain/content/tag';
import type { SiteUrls } from '../../../domain/urls';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { groupEntries, latestIn, type SitemapEntry } from '../../seo/sitemap-body';
import { noContentOfItsOwn, type PageKind } from '../page-kind';
import { tagFeed } from './tag-feed';
import { tagRoutes } from './tag-page';

/**
 * The listed stories carrying a tag in a language, paged, and their RSS feed. A tag is the
 * stories that carry it: the story kind names a tag's key when a story joins or leaves it.
 */
export const pageKind: PageKind = {
    answers: (deps) => tagRoutes(deps).get('tagFeed', tagFeed(deps)),
    sitemap: tagSitemap,
    changedKeys: noContentOfItsOwn,
    feedsListing: (story, _snapshot, urls) =>
        story.tags.flatMap((tag) => {
            const slug = tagSlug(tag);
            return slug ? [urls.tagFeed(story.culture.code, slug)] : [];
        }),
};

/** Each tag's page in every visible language whose stories carry it. */
function tagSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const languages = snapshot.languages.visible();
    const seen = new Set<string>();
    const groups = languages.flatMap((language) =>
        snapshot.tags.inLanguage(language.code).flatMap((tag) => {
            if (seen.has(tag.slug)) return [];
            seen.add(tag.slug);
            const versions = languages
                .filter((candidate) => snapshot.tags.bySlug(candidate.code, tag.slug))
                .map((candidate) => ({ code: candidate.code, href: urls.absoluteUrls.tag(candidate.code, tag.slug) }));
            return [{ versions, lastmod: (code: string) => latestIn(snapshot, code, { tagSlug: tag.slug }) }];
        }),
    );
    return groupEntries(snapshot, groups);
}
