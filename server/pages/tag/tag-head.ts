import type { LocalizedTag } from '../../../domain/content';
import type { RequestContext } from '../../request-scope/request-context';
import type { PageHead, Paging } from '../../seo/page-head';

/**
 * A tag page's head: the tag as title, its own RSS feed as an alternate, and (on page 1) the
 * same tag in every language whose stories carry it.
 */
export function tagHead(context: RequestContext, tag: LocalizedTag, paging: Paging): PageHead {
    const { site, snapshot, urls } = context;
    const feed = {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: site.language.t('meta.tagRssTitle', { tag: tag.name }),
        href: urls.absoluteUrls.tagFeed(site.language.languageCode, tag.slug),
    };
    const versions = () =>
        site.language.languageLinks
            .filter((language) => snapshot.tags.bySlug(language.code, tag.slug) !== undefined)
            .map((language) => ({ code: language.code, href: urls.absoluteUrls.tag(language.code, tag.slug) }));
    return { title: tag.name, paging, links: [feed], ...(paging.page > 1 ? {} : { versions: versions() }) };
}
