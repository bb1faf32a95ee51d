/**
 * Gets a computed answer from a snapshot's table, computing it the first time. A snapshot never
 * changes and pages ask it the same questions, so its answers are kept for its whole life; the
 * tables are bounded by the snapshot's own locales, categories and tags, not by visitors.
 */
export function remember<K, V>(table: Map<K, V>, key: K, compute: () => V): V {
    const known = table.get(key);
    if (known !== undefined || table.has(key)) return known as V;
    const value = compute();
    table.set(key, value);
    return value;
}
