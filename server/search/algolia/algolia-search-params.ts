import { languageOf } from '../../../domain/locale/locale-code';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../../domain/search/highlight';
import { pageWindow } from '../pagination';
import { activeFacets, filterValues } from '../query-filters';
import type { SearchQuery } from '../search-backend';
import { FACET_FIELDS, FACET_NAMES, type FacetName } from '../search-document';

/** Words kept around a match in snippets (the other back ends crop the same). */
const SNIPPET_WORDS = 30;
/** The summary, the text before the first heading and each section's text (a hit shows one of them). */
export const SNIPPETED = ['summary', 'intro', 'sections.text'];
const RETRIEVED = ['id', 'slug', 'locale', 'title', 'published_at', 'categories'];

/** Languages Algolia knows plurals of, for `ignorePlurals`. */
const PLURAL_LANGUAGES = new Set(['ar', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pt']);

/** One request of POST /1/indexes/*\/queries, as the lite client sends it. */
export interface AlgoliaSearchRequest {
    indexName: string;
    query: string;
    facetFilters: string[];
    facets: string[];
    [parameter: string]: unknown;
}

/** `field:value`: Algolia splits a facet filter on its first colon. */
function facetFilter(field: string, value: string | number): string {
    return `${field}:${String(value)}`;
}

function filters(query: SearchQuery, except?: FacetName): string[] {
    const values = filterValues(query);
    const result = [facetFilter('locale', query.locale)];
    for (const name of FACET_NAMES) {
        const value = values[name];
        if (value !== undefined && name !== except) result.push(facetFilter(FACET_FIELDS[name], value));
    }
    return result;
}

function languageParams(locale: string) {
    const language = languageOf(locale);
    return PLURAL_LANGUAGES.has(language) ? { queryLanguages: [language], ignorePlurals: true } : {};
}

/**
 * The main request: words, facet filters, facets, highlighting with our markers, snippets of
 * summary and body (of each section on its own, to tell which one matched), and pagination — `page` (0-based) and `hitsPerPage` in finite mode, else
 * `offset`/`length` with one extra hit (docs/product-rules.md §4.8).
 */
export function mainRequest(indexName: string, query: SearchQuery): AlgoliaSearchRequest {
    const { offset, limit } = pageWindow(query);
    return {
        indexName,
        query: query.query,
        facetFilters: filters(query),
        facets: FACET_NAMES.map((name) => FACET_FIELDS[name]),
        attributesToRetrieve: RETRIEVED,
        // docs/product-rules.md §9.8: attributes to highlight default to all.
        attributesToHighlight: ['*'],
        attributesToSnippet: SNIPPETED.map((attribute) => `${attribute}:${SNIPPET_WORDS}`),
        snippetEllipsisText: '…',
        highlightPreTag: HIGHLIGHT_PRE_TAG,
        highlightPostTag: HIGHLIGHT_POST_TAG,
        ...languageParams(query.locale),
        ...(query.finitePagination
            ? { page: query.page - 1, hitsPerPage: query.hitsPerPage }
            : { offset, length: limit }),
    };
}

/** Disjunctive facet counts for one active filter: every other filter, no hits. */
function facetRequest(indexName: string, query: SearchQuery, facet: FacetName): AlgoliaSearchRequest {
    return {
        indexName,
        query: query.query,
        facetFilters: filters(query, facet),
        facets: [FACET_FIELDS[facet]],
        hitsPerPage: 0,
        analytics: false,
        ...languageParams(query.locale),
    };
}

/** With keepZeroFacets: every facet value of the language. */
function allFacetValuesRequest(indexName: string, query: SearchQuery): AlgoliaSearchRequest {
    return {
        indexName,
        query: '',
        facetFilters: [facetFilter('locale', query.locale)],
        facets: FACET_NAMES.map((name) => FACET_FIELDS[name]),
        hitsPerPage: 0,
        analytics: false,
    };
}

export function buildRequests(indexName: string, query: SearchQuery): AlgoliaSearchRequest[] {
    return [
        mainRequest(indexName, query),
        ...activeFacets(query).map((facet) => facetRequest(indexName, query, facet)),
        ...(query.keepZeroFacets ? [allFacetValuesRequest(indexName, query)] : []),
    ];
}
