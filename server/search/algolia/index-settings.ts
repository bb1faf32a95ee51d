import { SEARCHABLE_FIELDS } from '../search-document';
import { SNIPPETED } from './algolia-search-params';

/**
 * The Algolia index settings the indexing script applies: searchable fields in order of
 * importance, the facets (locale only for filtering), and newest first among equally
 * relevant stories (and for a search without words).
 */
export const ALGOLIA_INDEX_SETTINGS = {
    searchableAttributes: SEARCHABLE_FIELDS.map((field) => `unordered(${field})`),
    attributesForFaceting: ['filterOnly(locale)', 'categories', 'year', 'month'],
    customRanking: ['desc(published_at_ts)'],
    attributesToSnippet: SNIPPETED.map((attribute) => `${attribute}:30`),
    paginationLimitedTo: 1000,
};
