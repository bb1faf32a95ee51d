import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition } from '../../../islands/island';

const ISLANDS = path.resolve('islands');
const folders = readdirSync(ISLANDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ISLANDS, entry.name, 'island.ts')))
    .map((entry) => entry.name);

describe('island declarations (islands/{name}/island.ts)', () => {
    it('declares the six islands of issue 14', () => {
        expect(folders.sort()).toEqual([
            'consent-bar',
            'cookie-toggle',
            'copy-link',
            'lightbox',
            'load-more',
            'quick-search',
        ]);
    });

    it.each(folders)(
        '%s: one declaration, named as its folder, with a known strategy and a component',
        async (folder) => {
            const module = (await import(path.join(ISLANDS, folder, 'island.ts'))) as Record<
                string,
                IslandDefinition<unknown>
            >;
            const declarations = Object.values(module);
            expect(declarations).toHaveLength(1);
            const [island] = declarations;
            expect(island!.name).toBe(folder);
            expect(['load', 'idle', 'visible', 'interaction']).toContain(island!.hydrate);
            expect(typeof island!.component).toBe('function');
        },
    );
});
