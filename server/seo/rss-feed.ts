import { element } from './xml';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface FeedItem {
    title: string;
    link: string;
    guid: string;
    publishedAt: string;
    description: string;
    categories: string[];
    author: string | null;
    enclosure: { url: string; length: number; type: string } | null;
}

export interface Feed {
    title: string;
    link: string;
    selfUrl: string;
    description: string;
    language: string;
    items: FeedItem[];
}

/** RFC 822 date as RSS 2.0 wants it: `Wed, 05 Mar 2025 09:00:00 GMT`. */
export function rfc822(iso: string): string {
    return new Date(iso).toUTCString();
}

/** An RSS 2.0 document with an atom self link (as feed validators ask) and Dublin Core creators. */
export function rssFeed(feed: Feed): string {
    const newest = feed.items[0]?.publishedAt;
    const items = feed.items.map((item) =>
        [
            '<item>',
            element('title', item.title),
            element('link', item.link),
            element('guid', item.guid, { isPermaLink: 'false' }),
            element('pubDate', rfc822(item.publishedAt)),
            // Readers treat a description as HTML: escape the plain-text summary for HTML first.
            element('description', escapeHtml(item.description)),
            ...item.categories.map((category) => element('category', category)),
            item.author ? element('dc:creator', item.author) : '',
            item.enclosure ? element('enclosure', null, item.enclosure) : '',
            '</item>',
        ].join(''),
    );
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
        '<channel>',
        element('title', feed.title),
        element('link', feed.link),
        element('description', feed.description),
        element('language', feed.language),
        newest ? element('lastBuildDate', rfc822(newest)) : '',
        element('atom:link', null, { href: feed.selfUrl, rel: 'self', type: 'application/rss+xml' }),
        ...items,
        '</channel>',
        '</rss>',
        '',
    ].join('\n');
}
