import type { LocalizedTag } from '../../domain/content';
import type { HeadData } from '../../views/head/head-data';
import type { SiteContextValue } from '../../views/site-context';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates } from './alternates';
import { basePageHead } from './page-head';

/**
 * A tag page's head: the tag as title, its own RSS feed as an alternate, and (on page 1) the
 * same tag in every language whose stories carry it.
 */
export function tagPageHead(
    site: SiteContextValue,
    snapshot: ContentSnapshot,
    tag: LocalizedTag,
    paging: { page: number; pages: number },
): HeadData {
    const { page, pages } = paging;
    const head = basePageHead(site, {
        title: page > 1 ? `${tag.name} – ${site.t('meta.pageOf', { page, total: pages })}` : tag.name,
    });
    const path = `/tag/${encodeURIComponent(tag.slug)}`;
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.t('meta.tagRssTitle', { tag: tag.name }),
        href: site.urls.absolute(site.localeCode, `${path}/feed`),
    };
    const versions = site.languages
        .filter((language) => snapshot.tagBySlug(language.code, tag.slug) !== undefined)
        .map((language) => ({ code: language.code, href: site.urls.absolute(language.code, path) }));
    return {
        ...head,
        links: [...(head.links ?? []), feed],
        ...(page > 1 ? {} : { alternates: hreflangAlternates(versions, snapshot.defaultLanguage.code) }),
    };
}
