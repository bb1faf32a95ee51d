import { z } from 'zod';
import { imageUrl } from '../../../domain/media/image-urls';
import { useSiteAddresses } from '../../site-context';
import { safeWebUrl } from '../safe-url';
import { CardLayoutSchema, NewTabSchema, parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';
import { BookmarkCard } from './BookmarkCard';

const CoverageSchema = z.looseObject({
    type: z.literal('coverage'),
    coverage: z.looseObject({ id: z.union([z.number(), z.string().min(1)]) }),
    layout: CardLayoutSchema,
    show_thumbnail: z.boolean().catch(true),
    new_tab: NewTabSchema,
});

/** Width of a coverage screenshot in a card, on the assets CDN. */
const SCREENSHOT_WIDTH = 720;

/**
 * A press article about the newsroom (a coverage entry), as a card: its headline, the outlet, its
 * screenshot from the assets CDN. Prezly sends the entry beside the body (`referenced_entities`);
 * without it, or without an address to link to, the node renders nothing.
 */
export function Coverage({ node }: { node: unknown }) {
    const { assetsCdnUrl } = useSiteAddresses();
    const { referenced } = useStoryContentOptions();
    const coverage = parseNode(CoverageSchema, node);
    const entry = coverage ? referenced?.coverages[String(coverage.coverage.id)] : undefined;
    const article = entry?.attachment_oembed;
    const href = safeWebUrl(entry?.url) ?? safeWebUrl(article?.url);
    if (!coverage || !entry || !href) return null;
    const screenshot = entry.screenshot;
    return (
        <div className="content-bookmark-block">
            <BookmarkCard
                href={href}
                oembed={{
                    ...article,
                    type: 'link',
                    url: href,
                    title: entry.headline ?? article?.title,
                    provider_name: entry.outlet ?? article?.provider_name,
                    ...(screenshot
                        ? {
                              thumbnail_url: imageUrl(screenshot, assetsCdnUrl, SCREENSHOT_WIDTH),
                              thumbnail_width: SCREENSHOT_WIDTH,
                              thumbnail_height: Math.round(
                                  (SCREENSHOT_WIDTH * screenshot.original_height) / screenshot.original_width,
                              ),
                          }
                        : {}),
                }}
                layout={coverage.layout}
                showThumbnail={coverage.show_thumbnail}
                newTab={coverage.new_tab}
            />
        </div>
    );
}
