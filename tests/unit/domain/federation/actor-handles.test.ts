import { describe, expect, it } from 'vitest';
import { actorHandles, FEDIVERSE_HANDLE, handleFrom } from '../../../../domain/federation/actor-handles';

describe('handleFrom (docs/federation.md, "The actors")', () => {
    it.each([
        ['Northwind Mobility', 'northwind_mobility'],
        ['Énergie & Climat', 'energie_climat'],
        ['wind-power', 'wind-power'],
        ['--edge--', 'edge'],
        ['a'.repeat(40), 'a'.repeat(30)],
        ['نورث ويند', ''],
        ['風力', ''],
    ])('%s → %s', (text, handle) => {
        expect(handleFrom(text)).toBe(handle);
        if (handle) expect(handle).toMatch(FEDIVERSE_HANDLE);
    });
});

describe('actorHandles', () => {
    it('takes the setting, else the name, else `newsroom`', () => {
        expect(actorHandles({ configured: 'press', newsroomName: 'Acme', categories: [] }).newsroom).toBe('press');
        expect(actorHandles({ newsroomName: 'Acme Group', categories: [] }).newsroom).toBe('acme_group');
        expect(actorHandles({ newsroomName: 'أكمي', categories: [] }).newsroom).toBe('newsroom');
    });

    it('gives every category its own handle, never the newsroom’s, the same whatever the order', () => {
        const categories = [
            { id: 7, slug: 'wind' },
            { id: 3, slug: 'Wind' },
            { id: 9, slug: 'acme' },
            { id: 12, slug: 'طاقة' },
        ];
        const handles = actorHandles({ newsroomName: 'Acme', categories });
        expect(Object.fromEntries(handles.categories)).toEqual({
            3: 'wind',
            7: 'wind_7',
            9: 'acme_9',
            12: 'category_12',
        });
        expect(actorHandles({ newsroomName: 'Acme', categories: [...categories].reverse() }).categories).toEqual(
            handles.categories,
        );
    });
});
