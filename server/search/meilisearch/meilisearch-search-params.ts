import type { MultiSearchQuery } from 'meilisearch';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../../domain/search/highlight';
import { pageWindow } from '../pagination';
import { activeFacets, filterValues } from '../query-filters';
import type { SearchQuery } from '../search-backend';
import { FACET_FIELDS, FACET_NAMES, type FacetName } from '../search-document';
import { splitSortString } from './sort';

/** Words kept around a match in cropped attributes (the embedded back end crops the same). */
const CROP_LENGTH = 30;
const CROP_MARKER = '…';
const RETRIEVED = ['id', 'slug', 'locale', 'title', 'published_at', 'categories'];
/** The summary, the text before the first heading and each section's text (a hit shows one of them). */
const CROPPED = ['summary', 'intro', 'sections.text'];
/** Newest first when there are no words to rank by (a placeholder search). */
const DEFAULT_SORT = 'published_at_ts:desc';

/** A filter condition with the value quoted and escaped: `locale = "en"`. */
export function equals(field: string, value: string | number): string {
    return `${field} = "${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function conditions(query: SearchQuery, except?: FacetName): string[] {
    const values = filterValues(query);
    const filter = [equals('locale', query.locale)];
    for (const name of FACET_NAMES) {
        const value = values[name];
        if (value !== undefined && name !== except) filter.push(equals(FACET_FIELDS[name], value));
    }
    return filter;
}

/**
 * The main query (the parameters of docs/product-rules.md §7.6): words, filters, facets, highlighting with our markers,
 * cropped summary and body (each section cropped on its own, to tell which one matched), and pagination — `page`/`hitsPerPage` in finite mode, else
 * `offset`/`limit` with one extra hit (docs/product-rules.md §4.8).
 */
export function mainSearchParams(indexUid: string, query: SearchQuery, sort?: string): MultiSearchQuery {
    const { offset, limit } = pageWindow(query);
    const sortString = sort ?? (query.query.trim() ? undefined : DEFAULT_SORT);
    return {
        indexUid,
        q: query.query,
        filter: conditions(query),
        facets: FACET_NAMES.map((name) => FACET_FIELDS[name]),
        attributesToRetrieve: RETRIEVED,
        // docs/product-rules.md §9.8: attributes to highlight default to all.
        attributesToHighlight: ['*'],
        attributesToCrop: CROPPED,
        cropLength: CROP_LENGTH,
        cropMarker: CROP_MARKER,
        highlightPreTag: HIGHLIGHT_PRE_TAG,
        highlightPostTag: HIGHLIGHT_POST_TAG,
        matchingStrategy: 'last',
        ...(query.finitePagination ? { page: query.page, hitsPerPage: query.hitsPerPage } : { offset, limit }),
        ...(sortString ? { sort: splitSortString(sortString) } : {}),
    };
}

/**
 * Disjunctive facets: for each active filter, the same words with every other filter, to count
 * that facet's values as if its own filter were not set (so a visitor can switch category).
 */
function facetSearchParams(indexUid: string, query: SearchQuery, facet: FacetName): MultiSearchQuery {
    return {
        indexUid,
        q: query.query,
        filter: conditions(query, facet),
        facets: [FACET_FIELDS[facet]],
        matchingStrategy: 'last',
        limit: 0,
    };
}

/** With keepZeroFacets: every facet value of the language, to list absent ones with 0. */
function allFacetValuesParams(indexUid: string, query: SearchQuery): MultiSearchQuery {
    return {
        indexUid,
        q: '',
        filter: [equals('locale', query.locale)],
        facets: FACET_NAMES.map((name) => FACET_FIELDS[name]),
        limit: 0,
    };
}

/** All queries of one search, sent together to POST /multi-search. */
export function buildMultiSearch(indexUid: string, query: SearchQuery): MultiSearchQuery[] {
    return [
        mainSearchParams(indexUid, query),
        ...activeFacets(query).map((facet) => facetSearchParams(indexUid, query, facet)),
        ...(query.keepZeroFacets ? [allFacetValuesParams(indexUid, query)] : []),
    ];
}
