import type { HubStory, Language, Story } from '../../domain/content';
import { MediaImage } from '../../domain/media/image-urls';
import type { SiteUrls } from '../../domain/urls';
import { storyAbsoluteUrl } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';

/** How many of the latest stories a feed carries. */
export const FEED_SIZE = 50;

export interface FeedItem {
    title: string;
    link: string;
    guid: string;
    publishedAt: string;
    updatedAt: string;
    description: string;
    categories: string[];
    tags: string[];
    author: string | null;
    image: { url: string; length: number; type: string } | null;
}

/** What RSS and JSON Feed both say: the feed's own facts and its stories. */
export interface FeedModel {
    title: string;
    /** The page the feed follows (home, a category, a tag). */
    link: string;
    /** The feed's own address. */
    selfUrl: string;
    /** The WebSub hub the feed names (WEBSUB_HUB_URL), if any. */
    hubUrl?: string;
    description: string;
    /** BCP 47: `fr-BE`. */
    language: string;
    items: FeedItem[];
}

/** The newsroom's name and description in a language, as every feed of that language states them. */
export function feedChannel(snapshot: ContentSnapshot, language: Language): { title: string; description: string } {
    const company = language.company_information;
    const title = company.name || snapshot.newsroom.display_name;
    return {
        title,
        description: company.seo_settings.meta_description || company.about_plaintext || title,
    };
}

/** The latest stories of a list as feed items, in the list's language. */
export function feedItems(
    snapshot: ContentSnapshot,
    context: { urls: SiteUrls; cdnUrl: string; languageCode: string },
    stories: readonly Story[],
): FeedItem[] {
    return stories.slice(0, FEED_SIZE).map((story) => {
        const picture = story.thumbnail_image ?? story.header_image;
        return {
            title: story.title,
            link: storyAbsoluteUrl(context.urls, story),
            guid: story.uuid,
            publishedAt: story.published_at ?? story.updated_at,
            updatedAt: story.updated_at,
            description: story.summary || story.subtitle,
            categories: snapshot.categories.ofStory(story, context.languageCode).map((category) => category.name),
            tags: [...story.tags],
            author: story.author?.display_name ?? null,
            image: picture
                ? { url: MediaImage.of(picture, context.cdnUrl).url, length: picture.size, type: picture.mime_type }
                : null,
        };
    });
}

/** A hub member's story in the hub's feeds (docs/hub-newsrooms.md): its page on the member's site, by its market. */
export function memberFeedItem(story: HubStory, marketName: string, cdnUrl: string): FeedItem {
    const picture = story.thumbnail_image;
    return {
        title: story.title,
        link: story.url,
        guid: story.uuid,
        publishedAt: story.published_at,
        updatedAt: story.updated_at,
        description: story.subtitle ?? '',
        categories: [marketName],
        tags: [],
        author: null,
        image: picture
            ? { url: MediaImage.of(picture, cdnUrl).url, length: picture.size, type: picture.mime_type }
            : null,
    };
}
