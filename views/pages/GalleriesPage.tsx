import type { Gallery } from '../../domain/content';
import { GalleryCard } from '../components/GalleryCard';
import { LoadMoreList } from '../components/LoadMoreList';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

export interface GalleriesPageProps {
    galleries: Gallery[];
    page: number;
    pageSize: number;
    /** Every public gallery, for the load-more arithmetic (docs/product-rules.md §4.6). */
    total: number;
    pageCount: number;
    nextHref: string | null;
    previousHref: string | null;
}

/**
 * The media gallery section: gallery cards, six a page (docs/product-rules.md §9.1). Without JavaScript "Load more"
 * is a link to the next page; the load-more island appends the next pages to the list in place.
 */
export function GalleriesPage({
    galleries,
    page,
    pageSize,
    total,
    pageCount,
    nextHref,
    previousHref,
}: GalleriesPageProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <SiteLayout currentHref={urls.media(languageCode)}>
            <div className="container section">
                <header className="page-header">
                    <h1 className="page-title">{t('media.title')}</h1>
                    <p className="page-header__lead">{t('media.description')}</p>
                    {page > 1 ? (
                        <p className="page-header__meta">{t('meta.pageOf', { page, total: pageCount })}</p>
                    ) : null}
                </header>
                {galleries.length === 0 ? (
                    <p className="empty-state__subtitle">{t('media.empty')}</p>
                ) : (
                    <LoadMoreList
                        kind="galleries"
                        state={{ page, pageSize, total }}
                        loadMoreLabel={t('media.loadMore')}
                        failedLabel={t('media.loadMoreFailed')}
                        listId="galleries-list"
                        itemClassName="gallery-list__item"
                        nextHref={nextHref}
                        previousHref={previousHref}
                    >
                        <ul
                            id="galleries-list"
                            className="gallery-list"
                            data-load-more-list=""
                            aria-label={t('media.galleries')}
                        >
                            {galleries.map((gallery, index) => (
                                <li key={gallery.uuid} className="gallery-list__item">
                                    <GalleryCard gallery={gallery} priority={index === 0} eager={index < 3} />
                                </li>
                            ))}
                        </ul>
                    </LoadMoreList>
                )}
            </div>
        </SiteLayout>
    );
}
