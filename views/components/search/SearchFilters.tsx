import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { InternalLink } from '../InternalLink';
import type { FacetOption, SearchFilterState, SearchPageProps } from './search-view';

interface FilterSelectProps {
    name: keyof SearchFilterState;
    label: string;
    anyLabel: string;
    options: FacetOption[];
    value: string;
}

function FilterSelect({ name, label, anyLabel, options, value }: FilterSelectProps) {
    const { t } = usePageLanguage();
    const id = `search-filter-${name}`;
    return (
        <div className="search-filters__field">
            <label htmlFor={id}>{label}</label>
            <select id={id} name={name} defaultValue={value}>
                <option value="">{anyLabel}</option>
                {options.map((option) => (
                    <option key={option.value} value={option.value}>
                        {t('search.facetOption', { label: option.label, count: option.count })}
                    </option>
                ))}
            </select>
        </div>
    );
}

/**
 * The results page's form: the words and the three filters, each a select listing its values
 * with their counts. A plain GET form, so the whole search state lives in the URL.
 */
export function SearchFilters({ query, filters, facets, clearFiltersTo }: SearchPageProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <search className="search-filters">
            <form action={urls.search(languageCode)} method="get">
                <div className="search-filters__query">
                    <label htmlFor="search-page-query">{t('search.label')}</label>
                    <input
                        id="search-page-query"
                        type="search"
                        name="query"
                        defaultValue={query}
                        maxLength={200}
                        placeholder={t('search.placeholder')}
                    />
                </div>
                <fieldset className="search-filters__facets">
                    <legend>{t('search.filters')}</legend>
                    <FilterSelect
                        name="category"
                        label={t('search.filterCategory')}
                        anyLabel={t('search.anyCategory')}
                        options={facets.category}
                        value={filters.category}
                    />
                    <FilterSelect
                        name="year"
                        label={t('search.filterYear')}
                        anyLabel={t('search.anyYear')}
                        options={facets.year}
                        value={filters.year}
                    />
                    <FilterSelect
                        name="month"
                        label={t('search.filterMonth')}
                        anyLabel={t('search.anyMonth')}
                        options={facets.month}
                        value={filters.month}
                    />
                </fieldset>
                <div className="search-filters__actions">
                    <button type="submit" className="button">
                        {t('search.submit')}
                    </button>
                    {clearFiltersTo ? (
                        <InternalLink to={clearFiltersTo}>{t('search.clearFilters')}</InternalLink>
                    ) : null}
                </div>
            </form>
        </search>
    );
}
