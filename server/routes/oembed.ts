import { z } from 'zod';
import { MediaImage } from '../../domain/media/image-urls';
import { isShareable } from '../../domain/stories/story-rules';
import type { SiteUrls } from '../../domain/urls';
import { storyAbsoluteUrl } from '../../domain/urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { languageKey, storyKey } from '../cache/surrogate-keys';
import type { ContentSnapshot } from '../content/content-snapshot';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';

const OEmbedQuerySchema = z.object({
    url: z.string().min(1).max(2048),
    format: z.string().max(10).optional(),
    maxwidth: z.string().max(10).optional(),
    maxheight: z.string().max(10).optional(),
});

/** A thumbnail no wider than this (oEmbed consumers show small cards). */
const THUMBNAIL_WIDTH = 640;

/**
 * `GET /oembed?url=…&format=json` (oembed.com): a card for a listed story of this site. The URL
 * must be one of this site's story URLs exactly; anything else is 404, bad input 400, another
 * format 501 as the oEmbed specification asks.
 */
export function oembedRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('oembed', (req, res) => {
        res.setHeader('X-Robots-Tag', 'noindex');
        const fail = (status: number, message: string) =>
            res.status(status).setHeader('Cache-Control', 'no-store').json({ message });
        const query = OEmbedQuerySchema.safeParse(req.query);
        if (!query.success) return fail(400, 'A url parameter is required');
        // An empty `format=` is a client's way of asking for the default.
        if ((query.data.format || 'json') !== 'json') return fail(501, 'Only the json format is supported');
        const { snapshot, urls } = requestContext(res);
        const story = findStory(snapshot, urls, query.data.url);
        if (!story) return fail(404, 'No story of this newsroom has this URL');

        const language = snapshot.languages.byCode(story.culture.code)!;
        const picture = story.thumbnail_image ?? story.header_image;
        const thumbnail = picture ? MediaImage.of(picture, deps.config.assetsCdnUrl) : null;
        const sized =
            thumbnail && !thumbnail.isGif && thumbnail.width > THUMBNAIL_WIDTH
                ? thumbnail.resize(THUMBNAIL_WIDTH)
                : thumbnail;
        const body = {
            version: '1.0',
            type: 'link',
            title: story.title,
            ...(story.author ? { author_name: story.author.display_name } : {}),
            provider_name: language.company_information.name || snapshot.newsroom.display_name,
            provider_url: urls.absolute(language.code),
            cache_age: 3600,
            ...(sized
                ? { thumbnail_url: sized.url, thumbnail_width: sized.width, thumbnail_height: sized.height }
                : {}),
        };
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify(body),
            cacheControl: PAGE_CACHE_CONTROL,
            headers: { 'X-Robots-Tag': 'noindex', 'Access-Control-Allow-Origin': '*' },
            keys: [storyKey(story.uuid), languageKey(language.code)],
        });
    });
    return routes;
}

/** The shareable (listed) story whose URL this is, comparing the whole normalised URL. */
function findStory(snapshot: ContentSnapshot, urls: SiteUrls, raw: string) {
    let url: URL;
    try {
        url = new URL(raw);
    } catch {
        return null;
    }
    const lastSegment = url.pathname.split('/').pop() ?? '';
    let slug: string;
    try {
        slug = decodeURIComponent(lastSegment);
    } catch {
        return null;
    }
    // A story's page is at its slug, or at its link `/s/{uuid}` (decision 2).
    const story = snapshot.stories.bySlug(slug) ?? snapshot.stories.byUuid(slug.toLowerCase());
    // Private, confidential and embargoed stories are not to be shared: no card for them.
    if (!story || !isShareable(story) || !snapshot.languages.byCode(story.culture.code)) return null;
    const expected = new URL(storyAbsoluteUrl(urls, story));
    return expected.origin === url.origin && expected.pathname === url.pathname ? story : null;
}
