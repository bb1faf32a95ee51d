import type { Gallery } from '../../domain/content';
import { zipArchiveUrl } from '../../domain/media/file-urls';
import { Lightbox } from '../../islands/lightbox/island';
import { galleryCounts } from '../components/GalleryCard';
import { GalleryGrid } from '../components/GalleryGrid';
import { Icon } from '../components/Icon';
import { InternalLink } from '../components/InternalLink';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { StoryContent } from '../story-content/StoryContent';

/**
 * One gallery: title, description, how many images, a download of the whole gallery as a zip
 * (when the gallery has a CDN group) and the album as the editor laid it out in Prezly (its
 * `content`, rendered as a story body is: gallery blocks in their order and layout, a video
 * gallery's videos), else the grid of its images; each image opens in the lightbox.
 */
export function GalleryPage({ gallery }: { gallery: Gallery }) {
    const { t, languageCode } = usePageLanguage();
    const { urls, assetsCdnUrl } = useSiteAddresses();
    const zip = gallery.uploadcare_group_uuid
        ? zipArchiveUrl(assetsCdnUrl, gallery.uploadcare_group_uuid, gallery.title)
        : null;
    return (
        <SiteLayout currentHref={urls.media(languageCode)} analyticsIds={{ gallery: gallery.uuid }}>
            <div className="container section gallery-page">
                <p className="gallery-page__back">
                    <InternalLink to={urls.to.media(languageCode)}>
                        <Icon name="arrowBack" />
                        {t('media.backToGalleries')}
                    </InternalLink>
                </p>
                <header className="page-header gallery-page__header">
                    <p className="page-header__eyebrow">{t('media.title')}</p>
                    <h1 className="page-title" dir="auto">
                        {gallery.title}
                    </h1>
                    {gallery.description ? (
                        <p className="page-header__lead" dir="auto">
                            {gallery.description}
                        </p>
                    ) : null}
                    <p className="page-header__meta">{galleryCounts(gallery, t)}</p>
                    {zip ? (
                        <p className="gallery-page__actions">
                            <a
                                className="button"
                                href={zip}
                                download=""
                                data-media-event="Media gallery download"
                                data-gallery-uuid={gallery.uuid}
                            >
                                {t('media.downloadAll')}
                            </a>
                        </p>
                    ) : null}
                </header>
                {gallery.content && gallery.content.children.length > 0 ? (
                    <div className="gallery-page__content" data-gallery-uuid={gallery.uuid}>
                        <StoryContent document={gallery.content} />
                    </div>
                ) : (
                    <GalleryGrid gallery={gallery} />
                )}
                <Lightbox />
            </div>
        </SiteLayout>
    );
}
