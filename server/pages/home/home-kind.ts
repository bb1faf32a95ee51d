import type { Response } from 'express';
import type { SiteUrls } from '../../../domain/urls';
import { storyListKey } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { type FeedFormat, type FeedSubject, sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';
import { groupEntries, latestIn, type SitemapEntry } from '../../seo/sitemap-body';
import { noContentOfItsOwn, type PageKind } from '../page-kind';
import { homeRoutes } from './home-page';

/**
 * The home page of each language and its feeds: `/feed` (docs/product-rules.md §2.1) and
 * `/feed.json` (JSON Feed 1.1) of the language's latest listed stories, so `/fr/feed` is the
 * French feed. Its pages show the stories, categories and contacts, which their kinds' keys name.
 */
export const pageKind: PageKind = {
    answers: (deps) =>
        homeRoutes(deps)
            .get('feed', (req, res) => sendFeed(deps, req, res, 'rss', languageFeed(res, 'rss')))
            .get('jsonFeed', (req, res) => sendFeed(deps, req, res, 'json', languageFeed(res, 'json'))),
    sitemap: homeSitemap,
    changedKeys: noContentOfItsOwn,
    // The language's RSS and JSON Feed list every listed story of the language.
    feedsListing: (story, _snapshot, urls) => [urls.feed(story.culture.code), urls.jsonFeed(story.culture.code)],
};

/** The latest listed stories of the page's language. */
function languageFeed(res: Response, format: FeedFormat): FeedSubject {
    const { snapshot, language, urls: siteUrls } = requestContext(res);
    const urls = siteUrls.absoluteUrls;
    return {
        link: urls.home(language.code),
        selfUrl: format === 'rss' ? urls.feed(language.code) : urls.jsonFeed(language.code),
        stories: snapshot.stories.listed(language.code),
        listKeys: [storyListKey(language.code)],
    };
}

/** The home page of each visible language, dated by its newest story. */
function homeSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const versions = snapshot.languages
        .visible()
        .map((language) => ({ code: language.code, href: urls.absolute(language.code) }));
    return groupEntries(snapshot, [{ versions, lastmod: (code) => latestIn(snapshot, code) }]);
}
