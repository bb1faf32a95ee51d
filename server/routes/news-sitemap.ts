import { sendCacheable } from '../cache/send-cacheable';
import { RouteAnswers } from '../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { newsEntries, newsSitemapDocument, newsStories } from '../seo/news-sitemap-body';

/**
 * `/sitemap-news.xml`: the Google News sitemap of the stories published in the last two days.
 * It changes with the clock as well as with content, so it stays out of the page cache (which
 * only content changes clear); it is cheap, the stories being sorted newest first already.
 * A newsroom that is not indexable lists nothing.
 */
export function newsSitemapRoutes(): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('newsSitemap', (req, res) => {
        const { snapshot, urls } = requestContext(res);
        const stories = snapshot.newsroom.is_indexable ? newsStories(snapshot, new Date()) : [];
        const body = newsSitemapDocument(newsEntries(snapshot, urls, stories));
        sendCacheable(req, res, null, snapshot.version, {
            contentType: 'application/xml; charset=utf-8',
            body,
            cacheControl: PAGE_CACHE_CONTROL,
        });
    });
    return routes;
}
