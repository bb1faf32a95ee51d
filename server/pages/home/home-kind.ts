import type { Response } from 'express';
import { marketName } from '../../../domain/content';
import type { SiteUrls } from '../../../domain/urls';
import { HUB_STORIES_KEY, INDEX_KEY, storyListKey } from '../../cache/surrogate-keys';
import type { ContentSnapshot } from '../../content/content-snapshot';
import { type FeedFormat, type FeedSubject, sendFeed } from '../../render/send-feed';
import { requestContext } from '../../request-scope/request-context';
import { FEED_SIZE } from '../../seo/feed-model';
import { groupEntries, latestIn, type SitemapEntry } from '../../seo/sitemap-body';
import type { PageKind } from '../page-kind';
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
    changedKeys: hubChanges,
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
        // A hub's feeds carry its members' stories too (docs/hub-newsrooms.md).
        memberStories: feedMemberStories(snapshot, language.code),
        listKeys: [storyListKey(language.code), ...(snapshot.hub?.isRoot ? [HUB_STORIES_KEY] : [])],
    };
}

/**
 * A hub's feeds carry its members' stories too (docs/hub-newsrooms.md): the newest, as many as a
 * feed holds, read off the hub's listing (newest first) without walking the rest of it.
 */
function feedMemberStories(snapshot: ContentSnapshot, languageCode: string) {
    const members: NonNullable<FeedSubject['memberStories']>[number][] = [];
    for (const entry of snapshot.hub?.listing(languageCode) ?? []) {
        if (members.length === FEED_SIZE) break;
        if (entry.kind === 'member') {
            members.push({ story: entry.story, marketName: marketName(entry.market, languageCode) });
        }
    }
    return members;
}

/**
 * The home page of each visible language, dated by its newest story; on a hub's own site, also
 * its members' stories it lists, at their address on the member's site (docs/hub-newsrooms.md).
 */
function homeSitemap(snapshot: ContentSnapshot, urls: SiteUrls): SitemapEntry[] {
    const visible = snapshot.languages.visible();
    const versions = visible.map((language) => ({ code: language.code, href: urls.absolute(language.code) }));
    const homes = groupEntries(snapshot, [{ versions, lastmod: (code) => latestIn(snapshot, code) }]);
    const memberStories = visible.flatMap((language) =>
        (snapshot.hub?.listing(language.code) ?? []).flatMap((entry) =>
            entry.kind === 'member' ? [{ loc: entry.story.url, lastmod: entry.story.updated_at, alternates: [] }] : [],
        ),
    );
    return [...homes, ...memberStories];
}

/**
 * The home's own content is a hub's: its members' stories and its markets' tiles, in its home,
 * its feeds and its sitemap. The other parts of the home are other kinds' (stories, categories,
 * contacts), whose keys its pages name.
 */
function hubChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const hubBefore = before.content.hub_stories ?? null;
    const hubAfter = after.content.hub_stories ?? null;
    const marketsChanged = JSON.stringify(before.content.hub ?? null) !== JSON.stringify(after.content.hub ?? null);
    if (hubBefore === hubAfter && !marketsChanged) return;
    if (!marketsChanged && JSON.stringify(hubBefore) === JSON.stringify(hubAfter)) return;
    keys.add(HUB_STORIES_KEY);
    keys.add(INDEX_KEY);
}
