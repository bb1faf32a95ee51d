import { type Request, type Response, Router } from 'express';
import type { Language, Story } from '../../domain/content';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { notFound } from '../http-error';
import { requestLanguage } from '../i18n/request-language';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { feedChannel, feedItems } from '../seo/feed-model';
import { rssFeed } from '../seo/rss-feed';
import { tagFromParam } from './tag';

/** What one feed follows: the page it belongs to (a path of the language) and its stories. */
interface FeedSubject {
    /** The followed page's path within the language: `/`, `/tag/zürich`. */
    path: string;
    /** Added to the newsroom's name: the tag's or category's name. */
    name?: string;
    stories: readonly Story[];
}

/**
 * The site's feeds (SPEC §2), in the page's language: `/feed` (the latest listed stories, so
 * `/fr/feed` is the French feed) and `/tag/{tag}/feed`. Only published public stories are ever in
 * them; they are cached like pages.
 */
export function feedRoutes(deps: AppDeps): Router {
    const router = Router();
    const sendRss = (req: Request, res: Response, subject: FeedSubject) => {
        const { snapshot, language } = requestState(res);
        const urls = siteUrlsFor(snapshot, deps.config);
        const channel = feedChannel(snapshot, language);
        const body = rssFeed({
            ...channel,
            title: subject.name ? `${channel.title}: ${subject.name}` : channel.title,
            link: urls.absolute(language.code, subject.path),
            selfUrl: urls.absolute(language.code, feedPath(subject.path, '/feed')),
            language: bcp47(language),
            items: feedItems(
                snapshot,
                { urls, cdnUrl: deps.config.assetsCdnUrl, localeCode: language.code },
                subject.stories,
            ),
        });
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'application/rss+xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
        });
    };

    router.get('/feed', requestLanguage(deps.i18n), (req, res) => {
        const { snapshot, language } = requestState(res);
        sendRss(req, res, { path: '/', stories: snapshot.listedStories(language.code) });
    });
    router.get('/tag/:tag/feed', requestLanguage(deps.i18n), (req, res, next) => {
        const { snapshot, language } = requestState(res);
        const tag = tagFromParam(snapshot, language.code, req.params.tag);
        if (!tag) return next(notFound());
        const path = `/tag/${encodeURIComponent(tag.slug)}`;
        sendRss(req, res, {
            path,
            name: tag.name,
            stories: snapshot.listedStories(language.code, { tagSlug: tag.slug }),
        });
    });
    return router;
}

/** A feed's path next to the page it follows: `/` → `/feed`, `/tag/x` → `/tag/x/feed`. */
export function feedPath(pagePath: string, feed: '/feed' | '/feed.json'): string {
    return pagePath === '/' ? feed : `${pagePath}${feed}`;
}

const bcp47 = (language: Language) => language.code.replace(/_/g, '-');
