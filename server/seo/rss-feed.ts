import { meaningfulUpdate } from '../../domain/stories/story-updates';
import type { FeedModel } from './feed-model';
import { xmlDocument } from './xml-document';

/** Readers treat an RSS description as HTML: the plain-text summary is escaped for HTML first. */
const asHtmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** RFC 822 date as RSS 2.0 wants it: `Wed, 05 Mar 2025 09:00:00 GMT`. */
export function rfc822(iso: string): string {
    return new Date(iso).toUTCString();
}

/** An RSS 2.0 document with an atom self link (as feed validators ask) and Dublin Core creators. */
export function rssFeed(feed: FeedModel): string {
    const newest = feed.items[0]?.publishedAt;
    return xmlDocument({
        rss: {
            '@version': '2.0',
            '@xmlns:atom': 'http://www.w3.org/2005/Atom',
            '@xmlns:dc': 'http://purl.org/dc/elements/1.1/',
            channel: {
                title: feed.title,
                link: feed.link,
                description: feed.description,
                language: feed.language,
                lastBuildDate: newest ? rfc822(newest) : undefined,
                'atom:link': [
                    { '@href': feed.selfUrl, '@rel': 'self', '@type': 'application/rss+xml' },
                    // WebSub: subscribers find the hub beside the feed's own address.
                    ...(feed.hubUrl ? [{ '@href': feed.hubUrl, '@rel': 'hub' }] : []),
                ],
                item: feed.items.map((item) => ({
                    title: item.title,
                    link: item.link,
                    guid: { '#text': item.guid, '@isPermaLink': 'false' },
                    pubDate: rfc822(item.publishedAt),
                    // A correction after publication (docs/product-rules.md §4.10); the guid stays.
                    'atom:updated':
                        meaningfulUpdate({ published_at: item.publishedAt, updated_at: item.updatedAt }) ?? undefined,
                    description: asHtmlText(item.description),
                    category: item.categories.length > 0 ? item.categories : undefined,
                    'dc:creator': item.author ?? undefined,
                    enclosure: item.image
                        ? { '@url': item.image.url, '@length': item.image.length, '@type': item.image.type }
                        : undefined,
                })),
            },
        },
    });
}
