import { useSite } from '../../site-context';
import type { SearchPaginationView } from './search-view';

/** Previous and next links (the page number lives in the URL, so each page can be linked to). */
export function SearchPagination({ page, totalPages, previousHref, nextHref }: SearchPaginationView) {
    const { t } = useSite();
    if (!previousHref && !nextHref) return null;
    return (
        <nav className="search-pagination" aria-label={t('search.pagination')}>
            {previousHref ? (
                <a href={previousHref} rel="prev" className="search-pagination__previous">
                    {t('search.previousPage')}
                </a>
            ) : null}
            {totalPages ? (
                <span className="search-pagination__current">{t('meta.pageOf', { page, total: totalPages })}</span>
            ) : null}
            {nextHref ? (
                <a href={nextHref} rel="next" className="search-pagination__next">
                    {t('search.nextPage')}
                </a>
            ) : null}
        </nav>
    );
}
