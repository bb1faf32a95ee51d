import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { requestLanguage } from '../i18n/request-language';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { feedChannel, feedItems } from '../seo/feed-model';
import { rssFeed } from '../seo/rss-feed';

/**
 * `/feed` (SPEC §2): RSS 2.0 of the latest listed stories in the page's language, so
 * `/fr/feed` is the French feed. Only published public stories are ever in it.
 */
export function feedRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/feed', requestLanguage(deps.i18n), (req, res) => {
        const { snapshot, language } = requestState(res);
        const urls = siteUrlsFor(snapshot, deps.config);
        const context = { urls, cdnUrl: deps.config.assetsCdnUrl, localeCode: language.code };
        const body = rssFeed({
            ...feedChannel(snapshot, language),
            link: urls.absolute(language.code),
            selfUrl: urls.absolute(language.code, '/feed'),
            language: language.code.replace(/_/g, '-'),
            items: feedItems(snapshot, context, snapshot.listedStories(language.code)),
        });
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'application/rss+xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
        });
    });
    return router;
}
