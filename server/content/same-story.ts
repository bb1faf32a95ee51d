import type { Story } from '../../domain/content';
import { packedBodyOf } from './packed-bodies';

/** Two JSON-shaped values (parsed records) equal, field by field, without serialising them. */
function sameValue(a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length) return false;
        return a.every((item, index) => sameValue(item, b[index]));
    }
    const fields = Object.keys(a);
    if (Array.isArray(b) || fields.length !== Object.keys(b).length) return false;
    return fields.every((field) =>
        sameValue((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]),
    );
}

/**
 * Whether two loads of a story hold the same: every field, and the body compared as the packed
 * bytes it is stored as, without parsing it, so comparing a whole large newsroom stays cheap
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function sameStory(a: Story, b: Story): boolean {
    const fields = Object.keys(a);
    if (fields.length !== Object.keys(b).length) return false;
    for (const field of fields) {
        // Reading `content` would parse the body; it is compared below.
        if (field === 'content') continue;
        if (!sameValue(a[field as keyof Story], b[field as keyof Story])) return false;
    }
    const bodyA = packedBodyOf(a);
    const bodyB = packedBodyOf(b);
    if (bodyA && bodyB) return Buffer.compare(bodyA, bodyB) === 0;
    return JSON.stringify(a.content) === JSON.stringify(b.content);
}
