import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserModules, islands } from '../../../islands/registry';

const ISLANDS = path.resolve('islands');
const entries = readdirSync(ISLANDS, { withFileTypes: true });
const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('the island registry (islands/registry.ts)', () => {
    it('lists the six islands of issue 14, Copy text, the embargo time and the embed player, and every folder under islands/ is one of them', () => {
        const names = islands.map((declared) => declared.island.name).sort();
        expect(names).toEqual([
            'consent-bar',
            'cookie-toggle',
            'copy-link',
            'copy-story-text',
            'embargo-time',
            'embed-player',
            'lightbox',
            'load-more',
            'quick-search',
        ]);
        expect(folders).toEqual(names);
    });

    it('is the one file of islands/ beside the island folders: the runtime lives in views/islands and browser/', () => {
        expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual(['registry.ts']);
    });

    it.each(islands.map((declared) => [declared.island.name, declared] as const))(
        '%s: declared in its folder, with a known strategy, hydrating the default export of its component.tsx',
        async (name, declared) => {
            const declaration = (await import(path.join(ISLANDS, name, 'island.ts'))) as Record<string, unknown>;
            expect(Object.values(declaration)).toEqual([declared]);
            const component = (await import(path.join(ISLANDS, name, 'component.tsx'))) as { default: unknown };
            expect(declared.island.component).toBe(component.default);
            expect(['load', 'idle', 'visible', 'interaction']).toContain(declared.island.hydrate);
        },
    );

    it('puts the two consent islands, which render on the same pages, in one browser file', () => {
        const bundles = Object.fromEntries(islands.map(({ island }) => [island.name, island.bundle]));
        expect(bundles).toEqual({
            'consent-bar': 'consent',
            'cookie-toggle': 'consent',
            'copy-link': undefined,
            'copy-story-text': undefined,
            lightbox: undefined,
            'load-more': undefined,
            'quick-search': undefined,
        });
    });

    it('lists the analytics module, whose entry exports the start the runtime calls', async () => {
        expect(browserModules.map(({ module }) => module.name)).toEqual(['analytics']);
        for (const { module } of browserModules) {
            const entry = (await import(path.resolve(module.entry))) as { start?: unknown };
            expect(typeof entry.start).toBe('function');
        }
    });
});
