import type { LocalizedCategory } from '../../domain/content';
import type { AddressedStory, SiteUrls } from '../../domain/urls';
import type {
    FacetOption,
    SearchFilterState,
    SearchHitView,
    SearchPageProps,
    SearchPageStatus,
} from '../../views/components/search/search-view';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { FacetValue, SearchFacets, SearchHit, SearchResults } from './search-backend';

export interface SearchPageInput {
    snapshot: ContentSnapshot;
    urls: SiteUrls;
    languageCode: string;
    /** BCP 47 tag for month names. */
    htmlLang: string;
    query: string;
    category: LocalizedCategory | undefined;
    year: number | undefined;
    month: number | undefined;
    status: SearchPageStatus;
    results: SearchResults | null;
}

const monthNames = new Map<string, Intl.DateTimeFormat>();

function monthName(month: number, lang: string): string {
    let format = monthNames.get(lang);
    if (!format) {
        format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
        monthNames.set(lang, format);
    }
    return format.format(Date.UTC(2000, month - 1, 1));
}

/** Keeps the selected value listed even when it has no results left, so the select shows it. */
function withSelected(options: FacetOption[], selected: FacetOption | null): FacetOption[] {
    if (!selected || options.some((option) => option.value === selected.value)) return options;
    return [...options, selected];
}

/** Facet values as a visitor reads them: category slugs and names, years, month names. */
export function localizedFacets(
    facets: SearchFacets,
    where: { snapshot: ContentSnapshot; languageCode: string; htmlLang: string },
): { category: FacetOption[]; year: FacetOption[]; month: FacetOption[] } {
    return {
        category: facets.category.flatMap((facet: FacetValue): FacetOption[] => {
            const found = where.snapshot.categories.byId(Number(facet.value));
            const localized = found ? where.snapshot.categories.localize(found, where.languageCode) : null;
            return localized ? [{ value: localized.slug, label: localized.name, count: facet.count }] : [];
        }),
        year: facets.year.map((facet) => ({ ...facet, label: facet.value })),
        month: facets.month.map((facet) => ({ ...facet, label: monthName(Number(facet.value), where.htmlLang) })),
    };
}

/** Turns search results into what the page shows: localized facet labels, links, pagination. */
export function searchPageModel(input: SearchPageInput): SearchPageProps {
    const { snapshot, urls, languageCode, results, query, category, year, month } = input;
    const filters: SearchFilterState = {
        category: category?.slug ?? '',
        year: year ? String(year) : '',
        month: month ? String(month) : '',
    };
    // Router paths (no BASE_PATH): the views link with `InternalLink`, whose `useHref` adds it.
    const toPage = (page: number) =>
        urls.to.search(languageCode, {
            query: query || undefined,
            category: filters.category || undefined,
            year: filters.year || undefined,
            month: filters.month || undefined,
            page: page > 1 ? page : undefined,
        });

    const options = results
        ? localizedFacets(results.facets, { snapshot, languageCode, htmlLang: input.htmlLang })
        : { category: [], year: [], month: [] };
    const { category: categoryOptions, year: yearOptions, month: monthOptions } = options;

    const hits: SearchHitView[] = (results?.hits ?? []).map((hit) => ({
        id: hit.id,
        to: urls.to.storySectionOf(listedHit(hit), hit.section?.anchor ?? null),
        highlightedTitle: hit.highlightedTitle,
        snippet: hit.snippet,
        highlightedSection: hit.section?.highlightedHeading ?? null,
        publishedAt: hit.publishedAt,
    }));
    const page = results?.page ?? 1;
    const hasFilters = Boolean(filters.category || filters.year || filters.month);
    return {
        query,
        status: input.status,
        filters,
        facets: {
            category: withSelected(
                categoryOptions,
                category ? { value: category.slug, label: category.name, count: 0 } : null,
            ),
            year: withSelected(yearOptions, year ? { value: String(year), label: String(year), count: 0 } : null),
            month: withSelected(
                monthOptions,
                month ? { value: String(month), label: monthName(month, input.htmlLang), count: 0 } : null,
            ),
        },
        hits,
        totalHits: results?.totalHits ?? null,
        pagination: {
            page,
            totalPages: results?.totalPages ?? null,
            previousTo: results && page > 1 ? toPage(page - 1) : null,
            nextTo: results?.hasMore ? toPage(page + 1) : null,
        },
        clearFiltersTo: hasFilters ? urls.to.search(languageCode, { query: query || undefined }) : null,
    };
}

/** A search hit as its address needs it: the index holds listed (public) stories only. */
export function listedHit(hit: Pick<SearchHit, 'id' | 'slug' | 'locale'>): AddressedStory {
    return { uuid: hit.id, slug: hit.slug, visibility: 'public', culture: { code: hit.locale } };
}
