import type { Newsroom, Story } from '../../domain/content';
import { imageUrl } from '../../domain/media/image-urls';
import { socialLinks } from '../../domain/social-links';
import type { SiteContextValue } from '../../views/site-context';
import { newsroomName } from './title-description';

/** The newsroom's wide logo for structured data, else its square one. */
export function logoImage(newsroom: Pick<Newsroom, 'newsroom_logo' | 'square_logo'>) {
    return newsroom.newsroom_logo ?? newsroom.square_logo;
}

/** schema.org Organization: who publishes this newsroom and how the press reaches them. */
export function organizationJsonLd(site: SiteContextValue): Record<string, unknown> {
    const { company } = site;
    const logo = logoImage(site.newsroom);
    const organization: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: newsroomName(site),
        url: company.website ?? site.urls.absolute(site.localeCode),
    };
    if (logo) organization.logo = imageUrl(logo, site.assetsCdnUrl, 600);
    const sameAs = socialLinks(company).map((link) => link.url);
    if (sameAs.length > 0) organization.sameAs = sameAs;
    if (company.email || company.phone) {
        organization.contactPoint = {
            '@type': 'ContactPoint',
            contactType: 'press',
            ...(company.email ? { email: company.email } : {}),
            ...(company.phone ? { telephone: company.phone } : {}),
        };
    }
    return organization;
}

/** schema.org NewsArticle for a listed story (never for private or embargoed ones). */
export function newsArticleJsonLd(
    site: SiteContextValue,
    story: Story,
    input: { url: string; imageUrl: string | null },
): Record<string, unknown> {
    const logo = logoImage(site.newsroom);
    return {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: story.title,
        ...(story.summary || story.subtitle ? { description: story.summary || story.subtitle } : {}),
        datePublished: story.published_at ?? story.updated_at,
        dateModified: story.updated_at,
        inLanguage: site.htmlLang,
        mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
        url: input.url,
        ...(input.imageUrl ? { image: [input.imageUrl] } : {}),
        ...(story.author ? { author: { '@type': 'Person', name: story.author.display_name } } : {}),
        publisher: {
            '@type': 'Organization',
            name: newsroomName(site),
            ...(logo ? { logo: { '@type': 'ImageObject', url: imageUrl(logo, site.assetsCdnUrl, 600) } } : {}),
        },
    };
}
