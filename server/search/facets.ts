import type { FacetValue, SearchFacets } from './search-backend';
import type { FacetName } from './search-document';

/** Facet counts as engines report them: facet → value → count. */
export type FacetDistribution = Partial<Record<FacetName, Record<string, number>>>;

const byCountThenValue = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
const ORDER: Record<FacetName, (a: FacetValue, b: FacetValue) => number> = {
    category: byCountThenValue,
    year: (a, b) => Number(b.value) - Number(a.value),
    month: (a, b) => Number(a.value) - Number(b.value),
};

/**
 * Turns engine facet counts into our facets: categories by count, years newest first, months
 * in calendar order. docs/product-rules.md §4.7: values with a zero count are dropped unless `keepZeroFacets`;
 * with it, every value in `known` (all values of the index) is listed, with 0 when absent.
 */
export function toSearchFacets(
    distribution: FacetDistribution,
    options: { keepZeroFacets?: boolean; known?: FacetDistribution } = {},
): SearchFacets {
    const facet = (name: FacetName): FacetValue[] => {
        const counts = new Map(Object.entries(distribution[name] ?? {}));
        if (options.keepZeroFacets) {
            for (const value of Object.keys(options.known?.[name] ?? {})) {
                if (!counts.has(value)) counts.set(value, 0);
            }
        }
        return [...counts]
            .map(([value, count]) => ({ value, count }))
            .filter((value) => options.keepZeroFacets || value.count > 0)
            .sort(ORDER[name]);
    };
    return { category: facet('category'), year: facet('year'), month: facet('month') };
}
