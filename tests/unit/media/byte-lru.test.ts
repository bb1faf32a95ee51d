import { describe, expect, it } from 'vitest';
import { ByteLru } from '../../../server/media/byte-lru';

const bytes = (n: number) => Buffer.alloc(n);

describe('ByteLru', () => {
    it('drops the least recently used entries past its byte budget', () => {
        const lru = new ByteLru(10, 8);
        lru.set('a', bytes(4));
        lru.set('b', bytes(4));
        expect(lru.get('a')?.length).toBe(4); // a is now the most recent
        lru.set('c', bytes(4));
        expect(lru.get('b')).toBeUndefined();
        expect(lru.get('a')?.length).toBe(4);
        expect(lru.get('c')?.length).toBe(4);
        expect(lru.size).toBe(8);
    });

    it('does not keep items over its item limit, and replaces an entry in place', () => {
        const lru = new ByteLru(100, 8);
        lru.set('big', bytes(9));
        expect(lru.get('big')).toBeUndefined();
        lru.set('a', bytes(3));
        lru.set('a', bytes(5));
        expect(lru.size).toBe(5);
        lru.delete('a');
        expect(lru.size).toBe(0);
    });
});
