import { z } from 'zod';
import { useSite } from '../../site-context';
import { classNames, layoutClass } from '../class-names';
import { safeWebUrl } from '../safe-url';
import { BlockLayoutSchema, OEmbedInfoSchema, parseNode } from '../schemas';
import { aspectRatioName, videoPlayer } from '../video-embed';
import { BookmarkCard } from './BookmarkCard';

const EmbedSchema = z.looseObject({
    type: z.enum(['embed', 'video']),
    url: z.string(),
    oembed: OEmbedInfoSchema.nullish().catch(null),
    layout: BlockLayoutSchema,
});

/**
 * Embedded media (embed and video nodes). A YouTube or Vimeo video becomes a lazy player frame;
 * anything else (posts, slides, maps…) becomes a card linking to it: we never insert the
 * provider's own HTML or scripts.
 */
export function Embed({ node }: { node: unknown }) {
    const { t } = useSite();
    const embed = parseNode(EmbedSchema, node);
    const href = safeWebUrl(embed?.url) ?? safeWebUrl(embed?.oembed?.url);
    if (!embed || !href) return null;
    const oembed = embed.oembed ?? null;
    const player = videoPlayer(href) ?? (oembed ? videoPlayer(oembed.url) : null);
    if (!player) {
        return (
            <div className={classNames('content-bookmark-block', layoutClass(embed.layout))}>
                <BookmarkCard href={href} oembed={oembed} layout="horizontal" showThumbnail={true} newTab={true} />
            </div>
        );
    }
    const oembedTitle = oembed?.title?.trim();
    return (
        <figure className={classNames('content-embed', layoutClass(embed.layout))}>
            <div className={`content-embed__frame content-ratio-${aspectRatioName(oembed?.width, oembed?.height)}`}>
                <iframe
                    src={player.src}
                    title={oembedTitle || t('story.embeddedContent')}
                    loading="lazy"
                    allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                    sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
                />
            </div>
            <figcaption className="content-caption" dir="auto">
                <a href={href}>{oembedTitle || new URL(href).hostname.replace(/^www\./, '')}</a>
            </figcaption>
        </figure>
    );
}
