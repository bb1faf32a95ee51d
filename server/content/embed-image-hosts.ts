import { embedPhotoSource } from '../../domain/content/embed-players';
import type { NewsroomContent } from './newsroom-content';

/**
 * The origins of the pictures the newsroom's `photo` embeds show (decision 21), for the
 * Content-Security-Policy's img-src: an editor who embeds a photo from another site means the
 * page to show it, as Prezly's theme does. Only https origins count, and only pictures of
 * `photo` embeds (oEmbed's `url`, else its thumbnail); thumbnails of other embeds, players'
 * pictures among them, stay out (they would tell the provider who reads before any click).
 * Worked out once per content snapshot, like the rest of the headers (server/request-scope/site-edition.ts).
 */
export function embedImageOrigins(content: Pick<NewsroomContent, 'stories' | 'galleries'>): string[] {
    const origins = new Set<string>();
    const visit = (node: unknown, depth: number) => {
        if (depth > 32 || typeof node !== 'object' || node === null) return;
        const record = node as Record<string, unknown>;
        if (record.type === 'embed') {
            const origin = photoOrigin(record.oembed);
            if (origin) origins.add(origin);
        }
        if (Array.isArray(record.children)) for (const child of record.children) visit(child, depth + 1);
    };
    for (const story of content.stories) visit(story.content, 0);
    for (const gallery of content.galleries) visit(gallery.content, 0);
    return [...origins].sort();
}

function photoOrigin(oembed: unknown): string | null {
    const source = embedPhotoSource(oembed);
    const url = source ? new URL(source) : null;
    return url?.protocol === 'https:' ? url.origin : null;
}
