import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { IslandScripts } from '../../../../views/islands/IslandScripts';
import { IslandCollector, IslandCollectorProvider } from '../../../../views/islands/island-collector';
import type { DocumentAssets } from '../../../../views/layouts/document-assets';
import { parseHtml } from '../../../helpers/html';

const assets: DocumentAssets = {
    stylesheet: null,
    runtime: '/static/assets/runtime-AAAA.js',
    runtimeFiles: ['/static/assets/runtime-AAAA.js'],
    islandFiles: vi.fn((name: string) => [`/static/assets/${name}-BBBB.js`, '/static/assets/chunk-CCCC.js']),
};

function manifest(used: [string, 'load' | 'idle' | 'visible' | 'interaction'][]) {
    const collector = new IslandCollector();
    for (const [name, strategy] of used) collector.add(name, strategy);
    const markup = renderToStaticMarkup(
        <IslandCollectorProvider value={collector}>
            <IslandScripts assets={assets} />
        </IslandCollectorProvider>,
    );
    const html = parseHtml(`<body>${markup}</body>`);
    return {
        text: html.querySelector('#island-manifest')?.text ?? '',
        preloads: html.querySelectorAll('link[rel="modulepreload"]').map((link) => link.getAttribute('href')),
    };
}

describe('IslandScripts', () => {
    it("lists each used island's files in the order the page used them, and preloads the eager ones", () => {
        const page = manifest([
            ['quick-search', 'interaction'],
            ['copy-link', 'load'],
        ]);
        expect(Object.keys(JSON.parse(page.text))).toEqual(['quick-search', 'copy-link']);
        expect(JSON.parse(page.text)['copy-link']).toEqual([
            '/static/assets/copy-link-BBBB.js',
            '/static/assets/chunk-CCCC.js',
        ]);
        expect(page.preloads).toEqual([
            '/static/assets/copy-link-BBBB.js',
            '/static/assets/chunk-CCCC.js',
            '/static/assets/runtime-AAAA.js',
        ]);
    });

    it('makes the manifest of a list of islands once, whatever the pages that use it', () => {
        const used: [string, 'idle'][] = [
            ['lightbox', 'idle'],
            ['analytics', 'idle'],
        ];
        const first = manifest(used).text;
        vi.mocked(assets.islandFiles).mockClear();
        const stringify = vi.spyOn(JSON, 'stringify');
        expect(manifest(used).text).toBe(first);
        expect(stringify).not.toHaveBeenCalled();
        expect(assets.islandFiles).not.toHaveBeenCalled();
        stringify.mockRestore();
        expect(Object.keys(JSON.parse(manifest([...used].reverse()).text))).toEqual(['analytics', 'lightbox']);
    });
});
