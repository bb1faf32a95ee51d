import { describe, expect, it } from 'vitest';
import { entityTag } from '../../../../server/cache/send-cacheable';

describe('entityTag', () => {
    const page = Buffer.from('<!doctype html><html lang="en"><title>Northwind</title><p>Ghent</p></html>');

    it('is a strong ETag: quoted, no W/ prefix', () => {
        expect(entityTag(page)).toMatch(/^"[0-9a-f]+-[0-9a-f]{8}"$/);
    });

    it('is the same for the same bytes, whichever process renders them', () => {
        expect(entityTag(Buffer.from(page))).toBe(entityTag(page));
    });

    it('changes when one byte changes and the length does not', () => {
        const edited = Buffer.from(page);
        edited[edited.indexOf('Ghent')] = 'K'.charCodeAt(0);
        expect(edited.length).toBe(page.length);
        expect(entityTag(edited)).not.toBe(entityTag(page));
    });

    it('changes when the length changes', () => {
        expect(entityTag(Buffer.concat([page, Buffer.from(' ')]))).not.toBe(entityTag(page));
        expect(entityTag(Buffer.alloc(0))).toBe('"0-00000000"');
    });
});
