import { z } from 'zod';
import { checkedImage } from '../../../domain/content';
import { lightboxItemProps } from '../../components/lightbox-item';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useNewsroomSettings, useSiteAddresses } from '../../site-context';
import { blockAlignClass, classNames, layoutClass } from '../class-names';
import { imageBlockSizes, widthStep } from '../image-sizes';
import { storyLinkHref } from '../safe-url';
import { BlockAlignSchema, BlockLayoutSchema, ChildrenSchema, NewTabSchema, parseNode } from '../schemas';
import { InlineContent, inlineText, isBlankInline } from './InlineContent';

const ImageSchema = z.looseObject({
    type: z.literal('image-block'),
    // Checked on its own, once for every reader of the payload (domain/content/checked-uploads.ts).
    file: z.unknown(),
    layout: BlockLayoutSchema,
    align: BlockAlignSchema,
    width: z.string().optional().catch(undefined),
    href: z.string().nullish().catch(null),
    new_tab: NewTabSchema,
    // The caption, as inline nodes.
    children: ChildrenSchema.catch([]),
});

/**
 * An image from the assets CDN with its caption. Linked where the editor gave it a link; else it
 * links to the large image, which the story page's lightbox island opens (docs/product-rules.md §2.4 hash
 * `#image-{uuid}`).
 */
export function Image({ node }: { node: unknown }) {
    const { assetsCdnUrl } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
    const image = parseNode(ImageSchema, node);
    const file = image && checkedImage(image.file);
    if (!file) return null;
    const step = image.layout === 'contained' ? widthStep(image.width) : 100;
    const { width, sizes } = imageBlockSizes(image.layout, step);
    const caption = isBlankInline(image.children) ? null : image.children;
    const alt = (caption ? inlineText(caption) : (file.caption ?? '')).trim();
    const picture = (
        <ResponsiveImage className="content-image__img" image={file} alt={alt} width={width} sizes={sizes} />
    );
    const href = storyLinkHref(image.href, newsroom.url);
    const newTab = image.new_tab && href !== null && /^https?:/.test(href);
    return (
        <figure
            className={classNames(
                'content-image',
                layoutClass(image.layout),
                step < 100 && `content-width-${step}`,
                step < 100 && blockAlignClass(image.align),
            )}
        >
            {href ? (
                <a
                    className="content-image__link"
                    href={href}
                    target={newTab ? '_blank' : undefined}
                    rel={newTab ? 'noopener noreferrer' : undefined}
                >
                    {picture}
                </a>
            ) : (
                <a
                    className="content-image__link"
                    id={`image-${file.uuid}`}
                    {...lightboxItemProps(file, assetsCdnUrl, caption ? alt : '')}
                >
                    {picture}
                </a>
            )}
            {caption ? (
                <figcaption className="content-caption">
                    <InlineContent nodes={caption} />
                </figcaption>
            ) : null}
        </figure>
    );
}
