/** A field name, optionally a function call such as `_geoPoint(50.8, 4.3)`, then its direction. */
const SORT_PAIR = /([A-Za-z0-9_.-]+(?:\([^()]*\))?)\s*:\s*(asc|desc)\b/g;

/**
 * docs/product-rules.md §5.5: a sort string ("published_at:desc, title:asc") is split into `field:asc` or
 * `field:desc` pairs only. Anything else in the string (a field without a direction, another
 * word) is left out; commas inside a geo point's parentheses do not split it.
 */
export function splitSortString(sort: string): string[] {
    const pairs: string[] = [];
    for (const match of sort.matchAll(SORT_PAIR)) pairs.push(`${match[1]}:${match[2]}`);
    return pairs;
}
