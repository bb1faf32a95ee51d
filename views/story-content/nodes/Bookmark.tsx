import { z } from 'zod';
import { safeWebUrl } from '../safe-url';
import { CardLayoutSchema, NewTabSchema, OEmbedInfoSchema, parseNode } from '../schemas';
import { BookmarkCard } from './BookmarkCard';

const BookmarkSchema = z.looseObject({
    type: z.literal('bookmark'),
    url: z.string(),
    oembed: OEmbedInfoSchema.nullish().catch(null),
    layout: CardLayoutSchema,
    show_thumbnail: z.boolean().catch(true),
    new_tab: NewTabSchema,
});

/** A link preview card for a web page. */
export function Bookmark({ node }: { node: unknown }) {
    const bookmark = parseNode(BookmarkSchema, node);
    const href = safeWebUrl(bookmark?.url) ?? safeWebUrl(bookmark?.oembed?.url);
    if (!bookmark || !href) return null;
    return (
        <div className="content-bookmark-block">
            <BookmarkCard
                href={href}
                oembed={bookmark.oembed ?? null}
                layout={bookmark.layout}
                showThumbnail={bookmark.show_thumbnail}
                newTab={bookmark.new_tab}
            />
        </div>
    );
}
