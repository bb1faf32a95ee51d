import { z } from 'zod';
import { checkedImage, type UploadedImage } from '../../../domain/content';
import { embedPhotoSource } from '../../../domain/content/embed-players';
import { EmbedPlayerFacade } from '../../../islands/embed-player/island';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { classNames, layoutClass } from '../class-names';
import { embedPlayer } from '../embed-player';
import { imageBlockSizes } from '../image-sizes';
import { displayableImageUrl, safeWebUrl } from '../safe-url';
import { type BlockLayout, BlockLayoutSchema, type OEmbedInfo, OEmbedInfoSchema, parseNode } from '../schemas';
import { aspectRatioName } from '../video-embed';
import { BookmarkCard } from './BookmarkCard';

const EmbedSchema = z.looseObject({
    type: z.enum(['embed', 'video']),
    url: z.string(),
    oembed: OEmbedInfoSchema.nullish().catch(null),
    layout: BlockLayoutSchema,
});

const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * Embedded media (embed and video nodes), as Prezly's theme shows them, safely (decision 21):
 * - a `photo` embed is a figure with the picture and a link to where it comes from;
 * - a video (a `video` node, a `video` or `rich` embed) with a player we can load is a facade
 *   (picture, title, play link) whose player loads only when the visitor presses play;
 * - anything else (posts, slides, maps, a video without a usable player) is a card linking to it.
 * The provider's own HTML and scripts never reach the page.
 */
export function Embed({ node }: { node: unknown }) {
    const { siteUrl, assetsCdnUrl, embedImageOrigins } = useSiteAddresses();
    const embed = parseNode(EmbedSchema, node);
    const href = safeWebUrl(embed?.url) ?? safeWebUrl(embed?.oembed?.url);
    if (!embed || !href) return null;
    const oembed = embed.oembed ?? null;
    const layout = classNames('content-embed', layoutClass(embed.layout));
    const photo = embed.type === 'embed' ? shownPhoto(oembed, assetsCdnUrl, embedImageOrigins) : null;
    if (photo && oembed) return <EmbeddedPhoto href={href} oembed={oembed} photo={photo} layout={embed.layout} />;
    const html = typeof oembed?.html === 'string' ? oembed.html : undefined;
    const player = embedPlayer({ nodeType: embed.type, href, oembed, html, mediaOrigins: [siteUrl, assetsCdnUrl] });
    if (!player) {
        return (
            <div className={classNames('content-bookmark-block', layoutClass(embed.layout))}>
                <BookmarkCard href={href} oembed={oembed} layout="horizontal" showThumbnail={true} newTab={true} />
            </div>
        );
    }
    const title = oembed?.title?.trim() || hostOf(href);
    return (
        <figure className={classNames(layout, 'content-embed--player')}>
            <EmbedPlayerFacade
                player={{ kind: player.kind, src: player.src }}
                href={href}
                title={title}
                thumbnail={facadePicture(oembed, [siteUrl, assetsCdnUrl])}
                ratio={aspectRatioName(oembed?.width, oembed?.height)}
            />
            <figcaption className="content-caption">
                <a href={href} dir="auto">
                    {title}
                </a>
                {player.firstParty ? null : <ThirdPartyNote provider={player.provider} />}
            </figcaption>
        </figure>
    );
}

function ThirdPartyNote({ provider }: { provider: string }) {
    const { t } = usePageLanguage();
    return <span className="content-embed__note">{t('story.playerFrom', { provider })}</span>;
}

/** The facade's picture: the thumbnail, else Prezly's screenshot, when on a host the CSP allows for images. */
function facadePicture(oembed: OEmbedInfo | null, shown: readonly string[]) {
    const thumbnail = displayableImageUrl(oembed?.thumbnail_url, shown);
    if (thumbnail) return { src: thumbnail, width: oembed?.thumbnail_width, height: oembed?.thumbnail_height };
    const screenshot = displayableImageUrl(oembed?.screenshot_url, shown);
    return screenshot ? { src: screenshot } : null;
}

const CDN_FILE = /^\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/(?:([^/]+))?$/;

type ShownPhoto = { kind: 'uploaded'; image: UploadedImage } | { kind: 'remote'; src: string };

/**
 * The picture of a `photo` embed (domain/content/embed-players.ts, embedPhotoSource), when the page
 * can show it: uploaded to Prezly (on the assets CDN, with its size known), served in sizes like
 * other images; or on another host the CSP allows for images (server/content/embed-image-hosts.ts).
 */
function shownPhoto(
    oembed: OEmbedInfo | null,
    assetsCdnUrl: string,
    allowedOrigins: readonly string[],
): ShownPhoto | null {
    const source = embedPhotoSource(oembed);
    if (!source || !oembed) return null;
    const url = new URL(source);
    const cdn = assetsCdnUrl.replace(/\/+$/, '');
    if (url.href.startsWith(`${cdn}/`)) {
        const file = CDN_FILE.exec(url.href.slice(cdn.length).split(/[?#]/)[0]!);
        const width = oembed.width ?? oembed.thumbnail_width;
        const height = oembed.height ?? oembed.thumbnail_height;
        const image =
            file && width && height
                ? checkedImage({
                      version: 2,
                      uuid: file[1],
                      filename: safeDecode(file[2]) ?? 'photo.jpg',
                      mime_type: 'image/jpeg',
                      size: 1,
                      original_width: width,
                      original_height: height,
                      effects: [],
                  })
                : null;
        return image ? { kind: 'uploaded', image } : { kind: 'remote', src: url.href };
    }
    return allowedOrigins.includes(url.origin) ? { kind: 'remote', src: url.href } : null;
}

function safeDecode(segment: string | undefined): string | null {
    if (!segment) return null;
    try {
        return decodeURIComponent(segment);
    } catch {
        return null;
    }
}

/**
 * A `photo` embed as Prezly's theme shows it: the picture with its width and height, lazy, and a
 * caption linking to the page it comes from.
 */
function EmbeddedPhoto({
    href,
    oembed,
    photo,
    layout,
}: {
    href: string;
    oembed: OEmbedInfo;
    photo: ShownPhoto;
    layout: BlockLayout;
}) {
    const title = oembed.title?.trim() || '';
    const { width, sizes } = imageBlockSizes(layout, 100);
    return (
        <figure className={classNames('content-embed', 'content-embed--photo', layoutClass(layout))}>
            {photo.kind === 'uploaded' ? (
                <ResponsiveImage
                    className="content-image__img"
                    image={photo.image}
                    alt={title}
                    width={width}
                    sizes={sizes}
                />
            ) : (
                <img
                    className="content-image__img"
                    src={photo.src}
                    width={oembed.width ?? oembed.thumbnail_width}
                    height={oembed.height ?? oembed.thumbnail_height}
                    alt={title}
                    loading="lazy"
                    decoding="async"
                />
            )}
            <figcaption className="content-caption">
                <a href={href} dir="auto">
                    {title || oembed.provider_name?.trim() || hostOf(href)}
                </a>
            </figcaption>
        </figure>
    );
}
