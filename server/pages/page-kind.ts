import type { Story } from '../../domain/content';
import type { LanguagePaths, SiteUrls } from '../../domain/urls';
import type { SiteDeps } from '../app-deps';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { RouteAnswers } from '../http/route-answers';
import type { SitemapEntry } from '../seo/sitemap-body';

/**
 * One kind of page (home, story, category…), declared once in its folder `server/pages/{kind}/`
 * as `pageKind` (docs/architecture.md, "Adding a page kind"). Every part is required, so a
 * kind that lacks one fails the type-check; a kind that answers other routes than the route
 * table gives it fails start-up (./page-kinds.ts). Its head is made in the same folder, from what
 * its answers know, and drawn by server/seo/page-head.ts.
 */
export interface PageKind {
    /**
     * What answers each route the route table (domain/routes.ts) gives the kind: its page and
     * its documents (feeds, JSON, PDF…). Each answer names the surrogate keys of what it shows
     * (server/cache/surrogate-keys.ts) when it sends its page.
     */
    answers(deps: SiteDeps): RouteAnswers;
    /**
     * The kind's pages in the sitemap, each with its language versions; `noSitemapEntries` for
     * a kind whose pages are never indexed or are another kind's (say which in a comment).
     */
    sitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[];
    /**
     * Adds the surrogate keys of the kind's own content that differ between two snapshots (the
     * newsroom, its languages and navigation, which every page shows, are compared for all
     * kinds by server/cache/content-diff.ts); `noContentOfItsOwn` for a kind whose pages show
     * only what other kinds' keys name.
     */
    changedKeys(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void;
    /**
     * The absolute self URLs of the kind's feeds that list a story, in the snapshot the story is
     * read from: WebSub's hub is told of them when the story is published, changes or leaves
     * (server/push/change-pushes.ts); `noFeeds` for a kind without feeds.
     */
    feedsListing(story: Story, snapshot: ContentSnapshot, urls: LanguagePaths): string[];
}

/** The sitemap part of a kind none of whose pages are listed there. */
export const noSitemapEntries = (): SitemapEntry[] => [];

/** The content-diff part of a kind that shows only content other kinds' keys name. */
export const noContentOfItsOwn = (): void => {};

/** The feeds part of a kind without feeds. */
export const noFeeds = (): string[] => [];
