import { usePageLanguage } from '../../site-context';
import { InternalLink } from '../InternalLink';
import type { SearchPaginationView } from './search-view';

/** Previous and next links (the page number lives in the URL, so each page can be linked to). */
export function SearchPagination({ page, totalPages, previousTo, nextTo }: SearchPaginationView) {
    const { t } = usePageLanguage();
    if (!previousTo && !nextTo) return null;
    return (
        <nav className="search-pagination" aria-label={t('search.pagination')}>
            {previousTo ? (
                <InternalLink to={previousTo} rel="prev" className="search-pagination__previous">
                    {t('search.previousPage')}
                </InternalLink>
            ) : null}
            {totalPages ? (
                <span className="search-pagination__current">{t('meta.pageOf', { page, total: totalPages })}</span>
            ) : null}
            {nextTo ? (
                <InternalLink to={nextTo} rel="next" className="search-pagination__next">
                    {t('search.nextPage')}
                </InternalLink>
            ) : null}
        </nav>
    );
}
