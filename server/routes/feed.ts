import type { Request, Response } from 'express';
import type { Story } from '../../domain/content';
import { isTagSlug } from '../../domain/content/tag';
import { toHtmlLang } from '../../domain/locale/locale-code';
import { imageUrl } from '../../domain/media/image-urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { categoryKey, languageKey, storyCardsKeys, storyListKey, tagKey } from '../cache/surrogate-keys';
import { notFound } from '../http-error';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { type RequestContext, requestContext } from '../request-scope/request-context';
import { pathParam } from '../routing/express-path';
import { RouteAnswers } from '../routing/route-answers';
import { FEED_SIZE, type FeedModel, feedChannel, feedItems } from '../seo/feed-model';
import { jsonFeed } from '../seo/json-feed';
import { rssFeed } from '../seo/rss-feed';
import { tagFromParam } from './tag-page';

/** What one feed follows: the page it belongs to, the feed's own address, and its stories. */
interface FeedSubject {
    /** The followed page, absolute: the language's home, a category, a tag. */
    link: string;
    /** The feed itself, absolute. */
    selfUrl: string;
    /** Added to the newsroom's name: the category's or tag's name. */
    name?: string;
    stories: readonly Story[];
    /** The surrogate keys of the list the feed follows (the language's, a category's, a tag's). */
    listKeys: string[];
}

const CONTENT_TYPES = {
    rss: 'application/rss+xml; charset=utf-8',
    json: 'application/feed+json; charset=utf-8',
} as const;
type FeedFormat = keyof typeof CONTENT_TYPES;

/**
 * The site's feeds, in the page's language, cached like pages: `/feed` (docs/product-rules.md §2.1) and
 * `/feed.json` (JSON Feed 1.1) of the latest listed stories, so `/fr/feed` is the French feed,
 * and the RSS of a category (`/category/{slug}/feed`) and of a tag (`/tag/{tag}/feed`). Only
 * published public stories are ever in them.
 */
export function feedRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('feed', (req, res) => sendFeed(deps, req, res, 'rss', languageFeed(res, 'rss')));
    routes.get('jsonFeed', (req, res) => sendFeed(deps, req, res, 'json', languageFeed(res, 'json')));
    routes.get('categoryFeed', (req, res, next) => {
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
    });
    routes.get('tagFeed', (req, res, next) => {
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
    });
    return routes;
}

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

/** Writes a feed in its format and sends it like a page: ETag, page cache, surrogate keys. */
function sendFeed(deps: AppDeps, req: Request, res: Response, format: FeedFormat, subject: FeedSubject): void {
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
        items: feedItems(
            snapshot,
            { urls, cdnUrl: deps.config.assetsCdnUrl, languageCode: language.code },
            subject.stories,
        ),
    };
}
