import { SearchFilters } from '../components/search/SearchFilters';
import { SearchHits } from '../components/search/SearchHits';
import { SearchPagination } from '../components/search/SearchPagination';
import type { SearchPageProps } from '../components/search/search-view';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

export type { SearchPageProps } from '../components/search/search-view';

/**
 * The full results page (docs/product-rules.md §2.8): the search form with its filters, then the results (without
 * words, a prompt and the newest stories: placeholder search, §9.5), the empty-result text
 * (§8.4), or a notice that search is unavailable. The results
 * container carries the 'Search' analytics event for the analytics island to send.
 */
export function SearchPage(props: SearchPageProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const { query, status, hits, totalHits, pagination } = props;
    const searched = status === 'results';
    return (
        <SiteLayout currentHref={urls.search(languageCode)}>
            <div className="container section search-page">
                <header className="page-header">
                    <h1 className="page-title">{query ? t('search.resultsFor', { query }) : t('search.title')}</h1>
                </header>
                <SearchFilters {...props} />
                <section
                    className="search-results"
                    aria-labelledby="search-results-heading"
                    {...(searched && query ? { 'data-analytics-event': 'Search', 'data-analytics-query': query } : {})}
                >
                    <h2 id="search-results-heading" className="visually-hidden">
                        {t('search.results')}
                    </h2>
                    {searched && !query ? <p className="search-results__prompt">{t('search.prompt')}</p> : null}
                    {status === 'invalid' ? (
                        <p className="search-results__notice" role="alert">
                            {t('search.invalid')}
                        </p>
                    ) : null}
                    {status === 'unavailable' ? (
                        <p className="search-results__notice" role="alert">
                            {t('search.unavailable')}
                        </p>
                    ) : null}
                    {searched && totalHits !== null && hits.length > 0 ? (
                        <p className="search-results__count">{t('search.resultsCount', { count: totalHits })}</p>
                    ) : null}
                    {searched && hits.length === 0 ? (
                        <p className="search-results__empty">{t('search.empty')}</p>
                    ) : null}
                    {hits.length > 0 ? <SearchHits hits={hits} /> : null}
                    <SearchPagination {...pagination} />
                </section>
            </div>
        </SiteLayout>
    );
}
