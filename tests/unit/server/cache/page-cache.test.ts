import { describe, expect, it } from 'vitest';
import { type CachedPage, PageCache } from '../../../../server/cache/page-cache';

const page = (keys: string[], bytes = 1000, contentVersion = 1): CachedPage => ({
    contentVersion,
    status: 200,
    headers: [],
    etag: '"x"',
    body: Buffer.alloc(bytes),
    keys,
});

describe('PageCache', () => {
    it('evicts only the entries carrying a changed key, and moves the rest to the new version', () => {
        const cache = new PageCache(10);
        cache.set('/a', page(['site', 'story:a']));
        cache.set('/b', page(['site', 'story:b']));
        expect(cache.invalidate(['story:a'], 2)).toBe(1);
        expect(cache.get('/a', 2)).toBeUndefined();
        expect(cache.get('/b', 2)?.keys).toEqual(['site', 'story:b']);
        expect(cache.get('/b', 1)).toBeUndefined();
    });

    it('refuses an entry rendered from content older than the last invalidation', () => {
        const cache = new PageCache(10);
        cache.invalidate([], 3);
        cache.set('/old', page(['site'], 100, 2));
        cache.set('/new', page(['site'], 100, 3));
        expect(cache.size).toBe(1);
        expect(cache.get('/new', 3)).toBeDefined();
    });

    it('holds no more bytes than its budget, counting the compressed variants to come', () => {
        const cache = new PageCache(100, 10_000);
        for (let index = 0; index < 20; index++) cache.set(`/${index}`, page(['site'], 1000));
        expect(cache.bytes).toBeLessThanOrEqual(10_000);
        expect(cache.size).toBe(6);
        expect(cache.get('/19', 1)).toBeDefined();
        expect(cache.get('/0', 1)).toBeUndefined();
    });

    it('forgets the keys of entries pushed out, so a later change evicts nothing stale', () => {
        const cache = new PageCache(1);
        cache.set('/a', page(['story:a']));
        cache.set('/b', page(['story:b']));
        expect(cache.invalidate(['story:a'], 2)).toBe(0);
        cache.set('/b', page(['story:c'], 1000, 2));
        expect(cache.invalidate(['story:b'], 3)).toBe(0);
        expect(cache.invalidate(['story:c'], 4)).toBe(1);
    });

    it('stores nothing with no entries allowed', () => {
        const cache = new PageCache(0);
        cache.set('/a', page(['site']));
        expect(cache.size).toBe(0);
        expect(cache.invalidate(['site'], 2)).toBe(0);
    });
});
