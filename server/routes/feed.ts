import { Router } from 'express';
import { MediaImage } from '../../domain/media/image-urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { languageKey, storyCardsKeys, storyListKey } from '../cache/surrogate-keys';
import { requestLanguage } from '../i18n/request-language';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { siteUrlsFor } from '../render/site-context';
import { requestState } from '../request-state';
import { rssFeed } from '../seo/rss-feed';
import { storyAbsoluteUrl } from '../seo/story-links';

/** How many of the latest stories a feed carries. */
export const FEED_SIZE = 50;

/**
 * `/feed` (SPEC §2): RSS 2.0 of the latest listed stories in the page's language, so
 * `/fr/feed` is the French feed. Only published public stories are ever in it.
 */
export function feedRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/feed', requestLanguage(deps.i18n), (req, res) => {
        const { snapshot, language } = requestState(res);
        const urls = siteUrlsFor(snapshot, deps.config);
        const company = language.company_information;
        const cdn = deps.config.assetsCdnUrl;
        const items = snapshot
            .listedStories(language.code)
            .slice(0, FEED_SIZE)
            .map((story) => {
                const picture = story.thumbnail_image ?? story.header_image;
                return {
                    title: story.title,
                    link: storyAbsoluteUrl(urls, story),
                    guid: story.uuid,
                    publishedAt: story.published_at ?? story.updated_at,
                    description: story.summary || story.subtitle,
                    categories: snapshot.storyCategories(story, language.code).map((category) => category.name),
                    author: story.author?.display_name ?? null,
                    enclosure: picture
                        ? { url: MediaImage.of(picture, cdn).url, length: picture.size, type: picture.mime_type }
                        : null,
                };
            });
        const body = rssFeed({
            title: company.name || snapshot.newsroom.display_name,
            link: urls.absolute(language.code),
            selfUrl: urls.absolute(language.code, '/feed'),
            description:
                company.seo_settings.meta_description ||
                company.about_plaintext ||
                company.name ||
                snapshot.newsroom.display_name,
            language: language.code.replace(/_/g, '-'),
            items,
        });
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'application/rss+xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
            keys: [
                languageKey(language.code),
                storyListKey(language.code),
                ...storyCardsKeys(snapshot.listedStories(language.code).slice(0, FEED_SIZE)),
            ],
        });
    });
    return router;
}
