import { type Request, type Response, Router } from 'express';
import type { Language, Story } from '../../domain/content';
import { imageUrl } from '../../domain/media/image-urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import type { ContentSnapshot } from '../content/content-snapshot';
import { notFound } from '../http-error';
import { requestLanguage } from '../i18n/request-language';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { type FeedModel, feedChannel, feedItems } from '../seo/feed-model';
import { jsonFeed } from '../seo/json-feed';
import { rssFeed } from '../seo/rss-feed';
import { tagFromParam } from './tag';

/** What one feed follows: the page it belongs to (a path of the language) and its stories. */
interface FeedSubject {
    /** The followed page's path within the language: `/`, `/category/products`, `/tag/zürich`. */
    path: string;
    /** Added to the newsroom's name: the category's or tag's name. */
    name?: string;
    stories: readonly Story[];
}

const FORMATS = {
    rss: { suffix: '/feed', contentType: 'application/rss+xml; charset=utf-8' },
    json: { suffix: '/feed.json', contentType: 'application/feed+json; charset=utf-8' },
} as const;
type FeedFormat = keyof typeof FORMATS;

/** A feed's path next to the page it follows: `/` → `/feed`, `/tag/x` → `/tag/x/feed`. */
export function feedPath(pagePath: string, format: FeedFormat = 'rss'): string {
    const { suffix } = FORMATS[format];
    return pagePath === '/' ? suffix : `${pagePath}${suffix}`;
}

/**
 * The site's feeds, in the page's language, cached like pages: `/feed` (SPEC §2) and
 * `/feed.json` (JSON Feed 1.1) of the latest listed stories, so `/fr/feed` is the French feed,
 * and the RSS of a category (`/category/{slug}/feed`) and of a tag (`/tag/{tag}/feed`). Only
 * published public stories are ever in them.
 */
export function feedRoutes(deps: AppDeps): Router {
    const router = Router();
    const send = (req: Request, res: Response, format: FeedFormat, subject: FeedSubject) => {
        const { snapshot, language } = requestState(res);
        const model = feedModel(deps, snapshot, language, subject, format);
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
            contentType: FORMATS[format].contentType,
            body,
            cacheControl: PAGE_CACHE_CONTROL,
        });
    };
    const languageStories = (res: Response) => {
        const { snapshot, language } = requestState(res);
        return snapshot.listedStories(language.code);
    };

    router.get('/feed', requestLanguage(deps.i18n), (req, res) =>
        send(req, res, 'rss', { path: '/', stories: languageStories(res) }),
    );
    router.get('/feed.json', requestLanguage(deps.i18n), (req, res) =>
        send(req, res, 'json', { path: '/', stories: languageStories(res) }),
    );
    router.get('/category/:slug/feed', requestLanguage(deps.i18n), (req, res, next) => {
        const { snapshot, language } = requestState(res);
        const category = snapshot.categoryBySlug(language.code, String(req.params.slug));
        if (!category) return next(notFound());
        const stories = snapshot.listedStories(language.code, { categoryId: category.id });
        send(req, res, 'rss', { path: `/category/${encodeURIComponent(category.slug)}`, name: category.name, stories });
    });
    router.get('/tag/:tag/feed', requestLanguage(deps.i18n), (req, res, next) => {
        const { snapshot, language } = requestState(res);
        const tag = tagFromParam(snapshot, language.code, req.params.tag);
        if (!tag) return next(notFound());
        const stories = snapshot.listedStories(language.code, { tagSlug: tag.slug });
        send(req, res, 'rss', { path: `/tag/${encodeURIComponent(tag.slug)}`, name: tag.name, stories });
    });
    return router;
}

function feedModel(
    deps: AppDeps,
    snapshot: ContentSnapshot,
    language: Language,
    subject: FeedSubject,
    format: FeedFormat,
): FeedModel {
    const urls = siteUrlsFor(snapshot, deps.config);
    const channel = feedChannel(snapshot, language);
    return {
        ...channel,
        title: subject.name ? `${channel.title}: ${subject.name}` : channel.title,
        link: urls.absolute(language.code, subject.path),
        selfUrl: urls.absolute(language.code, feedPath(subject.path, format)),
        language: language.code.replace(/_/g, '-'),
        items: feedItems(
            snapshot,
            { urls, cdnUrl: deps.config.assetsCdnUrl, localeCode: language.code },
            subject.stories,
        ),
    };
}
