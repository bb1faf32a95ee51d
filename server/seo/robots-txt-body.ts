import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';

/** The Sitemap lines of robots.txt: the sitemap (or its index) and the Google News sitemap. */
export function sitemapLines(urls: Pick<SiteUrls, 'absoluteRoute'>): string[] {
    return [`Sitemap: ${urls.absoluteRoute('sitemap')}`, `Sitemap: ${urls.absoluteRoute('newsSitemap')}`];
}

/**
 * `/robots.txt` (docs/product-rules.md §6.3): everything disallowed when the newsroom is not indexable; otherwise
 * everything but the API and search result pages, with the sitemaps' addresses.
 */
export function robotsTxt(snapshot: ContentSnapshot, urls: SiteUrls): string {
    const base = urls.basePath;
    const lines = ['User-agent: *'];
    if (!snapshot.newsroom.is_indexable) {
        lines.push(`Disallow: ${base || '/'}`);
    } else {
        lines.push(`Allow: ${base || '/'}`, `Disallow: ${base}/api/`);
        // Hidden languages are named nowhere, here neither (their pages say noindex).
        for (const language of snapshot.languages.visible()) lines.push(`Disallow: ${urls.search(language.code)}`);
        lines.push('', ...sitemapLines(urls));
    }
    return `${lines.join('\n')}\n`;
}

/**
 * Under a BASE_PATH the site's robots.txt (`/newsroom/robots.txt`) is never read: crawlers ask
 * the host's root only. What the operator adds to the host's own file, said once at start-up
 * (README, docs/deploying.md). Null at the root, where the site's robots.txt is the host's.
 */
export function hostRobotsTxtNotice(urls: Pick<SiteUrls, 'absoluteRoute' | 'basePath'>): string | null {
    if (!urls.basePath) return null;
    const hostRobots = new URL('/robots.txt', urls.absoluteRoute('robots')).href;
    return [
        `BASE_PATH is ${urls.basePath}: crawlers read ${hostRobots} only, never ${urls.absoluteRoute('robots')}.`,
        `Add these lines to the host's robots.txt so they find the newsroom's sitemaps:`,
        ...sitemapLines(urls),
    ].join('\n');
}
