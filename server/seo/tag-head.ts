import type { LocalizedTag } from '../../domain/content';
import type { HeadData } from '../../views/head/head-data';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates } from './alternates';
import type { HeadSite } from './head-site';
import type { Paging } from './page-facts';
import { basePageHead, pagedTitle } from './page-head';

/**
 * A tag page's head: the tag as title, its own RSS feed as an alternate, and (on page 1) the
 * same tag in every language whose stories carry it.
 */
export function tagPageHead(site: HeadSite, snapshot: ContentSnapshot, tag: LocalizedTag, paging: Paging): HeadData {
    const head = basePageHead(site, { title: pagedTitle(site, tag.name, paging) });
    const { absoluteUrls } = site.addresses.urls;
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.language.t('meta.tagRssTitle', { tag: tag.name }),
        href: absoluteUrls.tagFeed(site.language.languageCode, tag.slug),
    };
    const versions = site.language.languageLinks
        .filter((language) => snapshot.tags.bySlug(language.code, tag.slug) !== undefined)
        .map((language) => ({ code: language.code, href: absoluteUrls.tag(language.code, tag.slug) }));
    return {
        ...head,
        links: [...(head.links ?? []), feed],
        ...(paging.page > 1 ? {} : { alternates: hreflangAlternates(versions, snapshot.languages.default.code) }),
    };
}
