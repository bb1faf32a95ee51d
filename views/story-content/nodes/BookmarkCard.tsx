import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { classNames } from '../class-names';
import { displayableImageUrl } from '../safe-url';
import type { OEmbedInfo } from '../schemas';

export interface BookmarkCardProps {
    href: string;
    oembed: OEmbedInfo | null;
    layout: 'vertical' | 'horizontal';
    showThumbnail: boolean;
    newTab: boolean;
}

/** A link to another page shown as a card: thumbnail or screenshot (when allowed), title, description, site. */
export function BookmarkCard({ href, oembed, layout, showThumbnail, newTab }: BookmarkCardProps) {
    const { t } = usePageLanguage();
    const { siteUrl, assetsCdnUrl } = useSiteAddresses();
    const host = new URL(href).hostname.replace(/^www\./, '');
    const shown = [siteUrl, assetsCdnUrl];
    const picture = displayableImageUrl(oembed?.thumbnail_url, shown);
    // Prezly's screenshot of the page stands in for a missing thumbnail; its size is not known.
    const screenshot = picture ? null : displayableImageUrl(oembed?.screenshot_url, shown);
    const thumbnail = showThumbnail ? (picture ?? screenshot) : null;
    const title = oembed?.title?.trim() || host;
    const description = oembed?.description?.trim();
    return (
        <a
            className={classNames('content-bookmark', `content-bookmark--${layout}`)}
            href={href}
            target={newTab ? '_blank' : undefined}
            rel={newTab ? 'noopener noreferrer' : undefined}
        >
            {thumbnail ? (
                <img
                    className="content-bookmark__thumbnail"
                    src={thumbnail}
                    alt=""
                    width={picture ? oembed?.thumbnail_width : undefined}
                    height={picture ? oembed?.thumbnail_height : undefined}
                    loading="lazy"
                    decoding="async"
                />
            ) : null}
            <span className="content-bookmark__text">
                <span className="content-bookmark__title" dir="auto">
                    {title}
                </span>
                {description ? (
                    <span className="content-bookmark__description" dir="auto">
                        {description}
                    </span>
                ) : null}
                <span className="content-bookmark__provider">{oembed?.provider_name?.trim() || host}</span>
                {newTab ? <span className="visually-hidden"> {t('story.opensInNewTab')}</span> : null}
            </span>
        </a>
    );
}
