import { openGraphLocale } from '../../domain/locale/open-graph-locale';
import type { HeadData } from '../../views/head/head-data';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import { hreflangAlternates } from './alternates';
import type { HeadSite } from './head-site';
import { logoImage, websiteJsonLd } from './json-ld';
import { defaultSocialImage, hasMeta, imageMeta } from './open-graph';
import { NOINDEX_NOFOLLOW } from './robots';

export interface PageAddress {
    /** The page's path without base path or language prefix (what the route matched): `/media`. */
    pathname: string;
    /** The list page asked for (`?page=N`); other query parameters never make another page. */
    page: number;
    status: number;
}

/**
 * Fills in what a route did not set itself, from where the page is: the canonical URL (the page
 * itself; paged lists are their own canonical), hreflang alternates (the same path in every
 * language the visitor can switch to; only on the first page of a list), og:url,
 * og:locale:alternate and the default social image. Error pages get no canonical or alternates;
 * pages of a hidden language no alternates and `noindex, nofollow`.
 */
export function completeHead(
    head: HeadData,
    context: { site: HeadSite; snapshot: ContentSnapshot; config: Config; address: PageAddress },
): HeadData {
    const { site, snapshot, config, address } = context;
    const meta = [...(head.meta ?? [])];
    if (!hasMeta(meta, 'og:image')) {
        meta.push(
            ...imageMeta(
                defaultSocialImage({
                    ogImageUrl: config.OG_IMAGE_URL,
                    newsroomUuid: site.settings.newsroom.uuid,
                    languageCode: site.language.languageCode,
                    logo: site.settings.newsroom.square_logo ?? logoImage(site.settings.newsroom),
                    cdnUrl: site.addresses.assetsCdnUrl,
                    staticUrl: (path) => site.addresses.urls.absoluteRoot(path),
                }),
            ),
        );
    }
    if (address.status !== 200) return { ...head, meta };

    const path = address.page > 1 ? site.addresses.urls.withPage(address.pathname, address.page) : address.pathname;
    const canonical =
        head.canonical === undefined ? site.addresses.urls.absolute(site.language.languageCode, path) : head.canonical;
    // A hidden language's pages are for the readers already there: not indexed, no alternates.
    const hidden = snapshot.languages.isHidden(site.language.languageCode);
    const alternates = hidden
        ? []
        : (head.alternates ??
          (address.page > 1
              ? []
              : hreflangAlternates(
                    site.language.languageLinks.map((language) => ({
                        code: language.code,
                        href: site.addresses.urls.absolute(language.code, address.pathname),
                    })),
                    snapshot.languages.default.code,
                )));
    if (canonical && !hasMeta(meta, 'og:url')) meta.push({ property: 'og:url', content: canonical });
    for (const alternate of alternates) {
        const language = site.language.languageLinks.find((candidate) => candidate.htmlLang === alternate.hreflang);
        if (language && language.code !== site.language.languageCode) {
            meta.push({ property: 'og:locale:alternate', content: openGraphLocale(language.code) });
        }
    }
    // Search engines read the site's name and search box from its home page.
    const jsonLd = address.pathname === '/' ? [...(head.jsonLd ?? []), websiteJsonLd(site)] : head.jsonLd;
    return { ...head, ...(hidden ? { robots: NOINDEX_NOFOLLOW } : {}), canonical, alternates, meta, jsonLd };
}
