import { createHash } from 'node:crypto';

/**
 * A UUID v4-shaped identifier derived from a name, so every run of the generator
 * gives the same ids (randomUUID() would change the output on each run).
 */
export function uuidFor(name: string): string {
    const hex = createHash('sha256').update(`northwind-demo:${name}`).digest('hex').slice(0, 32).split('');
    hex[12] = '4';
    hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
    const h = hex.join('');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** A seed for the pseudo-random generator, derived from a name. */
export function seedFor(name: string): number {
    return createHash('sha256').update(name).digest().readUInt32LE(0);
}

export interface Rng {
    /** A float in [0, 1). */
    next(): number;
    /** A float in [min, max). */
    range(min: number, max: number): number;
    /** An integer in [min, max]. */
    int(min: number, max: number): number;
    pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and good enough for placing shapes; fully determined by its seed. */
export function createRng(seed: number): Rng {
    let state = seed >>> 0;
    const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    return {
        next,
        range: (min, max) => min + (max - min) * next(),
        int: (min, max) => Math.floor(min + (max - min + 1) * next()),
        pick: (items) => items[Math.floor(next() * items.length)]!,
    };
}

/** Round for SVG output: fewer digits, smaller and stable strings. */
export function r(value: number): string {
    return (Math.round(value * 10) / 10).toString();
}
