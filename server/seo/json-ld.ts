import type { Contact, Newsroom, Story, UploadedImage } from '../../domain/content';
import { derivedFromImage } from '../../domain/media/image-derived';
import { imageUrl, MediaImage } from '../../domain/media/image-urls';
import { sharedJsonData } from '../../views/components/JsonScript';
import type { HeadSite } from './head-site';
import { newsroomName } from './title-description';

/** The newsroom's wide logo for structured data, else its square one. */
export function logoImage(newsroom: Pick<Newsroom, 'newsroom_logo' | 'square_logo'>) {
    return newsroom.newsroom_logo ?? newsroom.square_logo;
}

/**
 * schema.org Organization: who publishes this newsroom and how the press reaches them. The same
 * on every page of a language, so made (and written as JSON) once per content version.
 */
export function organizationJsonLd(site: HeadSite): Record<string, unknown> {
    return site.cache.sharedData(`${site.language.languageCode}\u0000organization-json-ld`, () =>
        sharedJsonData(makeOrganizationJsonLd(site)),
    ) as Record<string, unknown>;
}

function makeOrganizationJsonLd(site: HeadSite): Record<string, unknown> {
    const { company } = site.language;
    const logo = logoImage(site.settings.newsroom);
    const organization: Record<string, unknown> = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: newsroomName(site),
        url: company.website ?? site.addresses.urls.absolute(site.language.languageCode),
    };
    if (logo) organization.logo = imageUrl(logo, site.addresses.assetsCdnUrl, 600);
    const sameAs = site.language.socialLinks.map((link) => link.url);
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

/** schema.org WebSite with a SearchAction: how search engines offer a search box for the site (once per version too). */
export function websiteJsonLd(site: HeadSite): Record<string, unknown> {
    return site.cache.sharedData(`${site.language.languageCode}\u0000website-json-ld`, () =>
        sharedJsonData(makeWebsiteJsonLd(site)),
    ) as Record<string, unknown>;
}

function makeWebsiteJsonLd(site: HeadSite): Record<string, unknown> {
    return {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: newsroomName(site),
        url: site.addresses.urls.absolute(site.language.languageCode),
        inLanguage: site.language.htmlLang,
        potentialAction: {
            '@type': 'SearchAction',
            target: {
                '@type': 'EntryPoint',
                urlTemplate: `${site.addresses.urls.absoluteUrls.search(site.language.languageCode)}?query={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
        },
    };
}

/** Google shows article images in these shapes and asks for each. */
export const ARTICLE_IMAGE_RATIOS = [
    [16, 9],
    [4, 3],
    [1, 1],
] as const;
const ARTICLE_IMAGE_WIDTH = 1200;

/**
 * The story's picture in 16:9, 4:3 and 1:1 centre crops from the CDN: the largest crop of each
 * shape the picture holds, at most 1200 pixels wide, so a small picture is never enlarged.
 */
export function articleImageUrls(image: UploadedImage, cdnUrl: string): readonly string[] {
    return derivedFromImage(image, `article\n${cdnUrl}`, () => {
        const media = MediaImage.of(image, cdnUrl);
        return Object.freeze(
            ARTICLE_IMAGE_RATIOS.map(([across, down]) => {
                const width = Math.max(
                    1,
                    Math.min(ARTICLE_IMAGE_WIDTH, media.width, Math.floor((media.height * across) / down)),
                );
                const height = Math.max(1, Math.round((width * down) / across));
                return media.scaleCrop(width, height, 'center').format('auto').url;
            }),
        );
    });
}

/** The press contact who wrote the story (same e-mail, else same name), whose card has an address. */
export function authorContact(story: Story, contacts: readonly Contact[]): Contact | undefined {
    const author = story.author;
    if (!author) return undefined;
    const email = author.email?.toLowerCase();
    return (
        (email ? contacts.find((contact) => contact.email?.toLowerCase() === email) : undefined) ??
        contacts.find((contact) => contact.name === author.display_name)
    );
}

/** schema.org NewsArticle for a listed story (never for private or embargoed ones). */
export function newsArticleJsonLd(
    site: HeadSite,
    story: Story,
    input: { url: string; image: UploadedImage | null; authorUrl: string | null },
): Record<string, unknown> {
    const logo = logoImage(site.settings.newsroom);
    return {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: story.title,
        ...(story.summary || story.subtitle ? { description: story.summary || story.subtitle } : {}),
        datePublished: story.published_at ?? story.updated_at,
        dateModified: story.updated_at,
        inLanguage: site.language.htmlLang,
        mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
        url: input.url,
        ...(input.image ? { image: articleImageUrls(input.image, site.addresses.assetsCdnUrl) } : {}),
        ...(story.tags.length > 0 ? { keywords: story.tags.join(', ') } : {}),
        ...(story.author
            ? {
                  author: {
                      '@type': 'Person',
                      name: story.author.display_name,
                      ...(input.authorUrl ? { url: input.authorUrl } : {}),
                  },
              }
            : {}),
        publisher: {
            '@type': 'Organization',
            name: newsroomName(site),
            url: site.addresses.urls.absolute(site.language.languageCode),
            ...(logo
                ? { logo: { '@type': 'ImageObject', url: imageUrl(logo, site.addresses.assetsCdnUrl, 600) } }
                : {}),
        },
    };
}
