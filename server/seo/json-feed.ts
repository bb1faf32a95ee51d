import type { FeedModel } from './feed-model';

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), the fields we fill. */
export interface JsonFeed {
    version: 'https://jsonfeed.org/version/1.1';
    title: string;
    home_page_url: string;
    feed_url: string;
    description: string;
    language: string;
    icon?: string;
    favicon?: string;
    /** WebSub hubs subscribers may use instead of polling. */
    hubs?: { type: 'WebSub'; url: string }[];
    authors: { name: string }[];
    items: JsonFeedItem[];
}

export interface JsonFeedItem {
    id: string;
    url: string;
    title: string;
    content_text: string;
    summary?: string;
    image?: string;
    date_published: string;
    date_modified: string;
    authors?: { name: string }[];
    tags?: string[];
    attachments?: { url: string; mime_type: string; size_in_bytes: number }[];
}

/**
 * The same feed as the RSS one, in JSON Feed 1.1: the newsroom as the feed's author, each story's
 * summary as its text (the page has the whole story), categories and tags as `tags`, the
 * picture as `image` and as an attachment with its size and type.
 */
export function jsonFeed(feed: FeedModel, images: { icon?: string; favicon?: string } = {}): string {
    const document: JsonFeed = {
        version: 'https://jsonfeed.org/version/1.1',
        title: feed.title,
        home_page_url: feed.link,
        feed_url: feed.selfUrl,
        description: feed.description,
        language: feed.language,
        ...images,
        ...(feed.hubUrl ? { hubs: [{ type: 'WebSub', url: feed.hubUrl }] } : {}),
        authors: [{ name: feed.title }],
        items: feed.items.map((item) => {
            const tags = [...new Set([...item.categories, ...item.tags])];
            return {
                id: item.guid,
                url: item.link,
                title: item.title,
                content_text: item.description || item.title,
                ...(item.description ? { summary: item.description } : {}),
                ...(item.image ? { image: item.image.url } : {}),
                date_published: item.publishedAt,
                date_modified: item.updatedAt,
                ...(item.author ? { authors: [{ name: item.author }] } : {}),
                ...(tags.length > 0 ? { tags } : {}),
                ...(item.image
                    ? {
                          attachments: [
                              { url: item.image.url, mime_type: item.image.type, size_in_bytes: item.image.length },
                          ],
                      }
                    : {}),
            };
        }),
    };
    return `${JSON.stringify(document, null, 2)}\n`;
}
