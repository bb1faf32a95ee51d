/**
 * JSON with the keys of every object in sorted order, so two equal values always give the same
 * text: what the stores keep, and what `cas` compares (Fedify's own MemoryKvStore compares deep
 * equality, which key order does not change).
 */
export function stableJson(value: unknown): string | undefined {
    return JSON.stringify(value, (_key, field: unknown) => {
        if (field === null || typeof field !== 'object' || Array.isArray(field)) return field;
        return Object.fromEntries(
            Object.entries(field).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)),
        );
    });
}
