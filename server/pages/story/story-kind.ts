import { storyTranslationPath } from '../../../domain/stories/story-translations';
import { type SiteUrls, storyAbsoluteUrl } from '../../../domain/urls';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { hreflangAlternates } from '../../seo/alternates';
import type { SitemapEntry } from '../../seo/sitemap-body';
import { noFeeds, type PageKind } from '../page-kind';
import { mediaKitRoutes } from './media-kit';
import { storyChanges } from './story-changes';
import { storyJsonRoutes } from './story-json';
import { storyLinkRoutes } from './story-link';
import { storyRoutes } from './story-page';
import { storyPdfRoutes } from './story-pdf';

/**
 * A story: its page at its slug (or at its link, `/s/{uuid}`, for a confidential story or one
 * whose slug a page takes: decision 2), and its documents beside it: JSON, PDF and media kit.
 */
export const pageKind: PageKind = {
    answers: (deps) =>
        storyLinkRoutes(deps)
            .with(storyJsonRoutes(deps))
            .with(storyPdfRoutes(deps))
            .with(mediaKitRoutes(deps))
            .with(storyRoutes(deps)),
    sitemap: storySitemap,
    changedKeys: storyChanges,
    feedsListing: noFeeds,
};

/** Every listed story at its own address, with the translations that exist. */
function storySitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const languages = snapshot.languages.visible();
    const defaultCode = snapshot.languages.default.code;
    return snapshot.stories.allListed().map((story) => {
        const versions = languages.flatMap((language) => {
            const href = storyTranslationPath(snapshot.stories, urls.absoluteUrls, story, language.code);
            return href ? [{ code: language.code, href }] : [];
        });
        return {
            loc: storyAbsoluteUrl(urls, story),
            lastmod: story.updated_at,
            alternates: versions.length > 1 ? hreflangAlternates(versions, defaultCode) : [],
        };
    });
}
