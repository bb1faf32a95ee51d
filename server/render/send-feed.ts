import type { Request, Response } from 'express';
import type { HubStory, Story } from '../../domain/content';
import { toHtmlLang } from '../../domain/locale/locale-code';
import { imageUrl } from '../../domain/media/image-urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { languageKey, storyCardsKeys } from '../cache/surrogate-keys';
import { type RequestContext, requestContext } from '../request-scope/request-context';
import { FEED_SIZE, type FeedItem, type FeedModel, feedChannel, feedItems, memberFeedItem } from '../seo/feed-model';
import { jsonFeed } from '../seo/json-feed';
import { rssFeed } from '../seo/rss-feed';
import { PAGE_CACHE_CONTROL } from './send-page';

/** What one feed follows: the page it belongs to, the feed's own address, and its stories. */
export interface FeedSubject {
    /** The followed page, absolute: the language's home, a category, a tag. */
    link: string;
    /** The feed itself, absolute. */
    selfUrl: string;
    /** Added to the newsroom's name: the category's or tag's name. */
    name?: string;
    stories: readonly Story[];
    /**
     * On a hub's own site, its members' stories the feed carries beside its own, newest first
     * with them (docs/hub-newsrooms.md), each with its market's name in the feed's language.
     */
    memberStories?: readonly { story: HubStory; marketName: string }[];
    /** The surrogate keys of the list the feed follows (the language's, a category's, a tag's). */
    listKeys: string[];
}

const CONTENT_TYPES = {
    rss: 'application/rss+xml; charset=utf-8',
    json: 'application/feed+json; charset=utf-8',
} as const;
export type FeedFormat = keyof typeof CONTENT_TYPES;

/**
 * Writes a feed of a page kind (the language's latest stories, a category's, a tag's) in its
 * format, RSS or JSON Feed 1.1, in the page's language, and sends it like a page: ETag, page
 * cache, surrogate keys. Only published public stories are ever in them.
 */
export function sendFeed(deps: AppDeps, req: Request, res: Response, format: FeedFormat, subject: FeedSubject): void {
    const context = requestContext(res);
    const { snapshot, language } = context;
    const model = feedModel(deps, context, subject);
    const cdn = deps.config.assetsCdnUrl;
    const { square_logo: square, icon } = snapshot.newsroom;
    const body =
        format === 'rss'
            ? rssFeed(model)
            : jsonFeed(model, {
                  ...(square ? { icon: imageUrl(square, cdn, 512) } : {}),
                  ...(icon ? { favicon: imageUrl(icon, cdn, 64) } : {}),
              });
    sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
        contentType: CONTENT_TYPES[format],
        body,
        cacheControl: PAGE_CACHE_CONTROL,
        // The feed's language is its URL's, as a page's is; a hidden language's is not indexed either.
        headers: {
            'Content-Language': toHtmlLang(language.code),
            ...(snapshot.languages.isHidden(language.code) ? { 'X-Robots-Tag': 'noindex' } : {}),
            // WebSub's discovery by header, for subscribers that do not parse the feed.
            ...(model.hubUrl ? { Link: `<${model.hubUrl}>; rel="hub", <${model.selfUrl}>; rel="self"` } : {}),
        },
        keys: [languageKey(language.code), ...subject.listKeys, ...storyCardsKeys(subject.stories.slice(0, FEED_SIZE))],
    });
}

function feedModel(deps: AppDeps, context: RequestContext, subject: FeedSubject): FeedModel {
    const { snapshot, language, urls } = context;
    const channel = feedChannel(snapshot, language);
    return {
        ...channel,
        title: subject.name ? `${channel.title}: ${subject.name}` : channel.title,
        link: subject.link,
        selfUrl: subject.selfUrl,
        ...(deps.config.WEBSUB_HUB_URL ? { hubUrl: deps.config.WEBSUB_HUB_URL } : {}),
        language: language.code.replace(/_/g, '-'),
        items: feedItemsWithMembers(
            subject,
            (stories) =>
                feedItems(snapshot, { urls, cdnUrl: deps.config.assetsCdnUrl, languageCode: language.code }, stories),
            deps.config.assetsCdnUrl,
        ),
    };
}

/**
 * The feed's items: its stories', and on a hub's site its members' stories among them, newest
 * first, as many as a feed carries; only the items the feed keeps are written.
 */
function feedItemsWithMembers(
    subject: FeedSubject,
    ownItems: (stories: readonly Story[]) => FeedItem[],
    cdnUrl: string,
): FeedItem[] {
    const members = subject.memberStories ?? [];
    if (members.length === 0) return ownItems(subject.stories);
    const newest = [
        ...subject.stories.slice(0, FEED_SIZE).map((story) => ({ at: story.published_at ?? story.updated_at, story })),
        ...members.slice(0, FEED_SIZE).map((member) => ({ at: member.story.published_at, member })),
    ]
        .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
        .slice(0, FEED_SIZE);
    const own = ownItems(newest.flatMap((entry) => ('story' in entry ? [entry.story] : [])));
    return newest.map((entry) =>
        'story' in entry ? own.shift()! : memberFeedItem(entry.member.story, entry.member.marketName, cdnUrl),
    );
}
