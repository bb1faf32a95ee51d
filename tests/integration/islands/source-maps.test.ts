/**
 * Source maps of the production browser files (docs/islands.md, "Build"): the files name no map
 * (no `sourceMappingURL` comment), so the static handler names each script's map in a `SourceMap`
 * response header, which the browser's developer tools read, whichever variant it sends (brotli,
 * gzip or plain), and serves the map beside the script, under a BASE_PATH too.
 */
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
let basedApp: TestApp;

beforeAll(async () => {
    [testApp, basedApp] = await Promise.all([createTestApp(), createTestApp({ env: { BASE_PATH: '/press' } })]);
});

/** Every script of the build: the manifest lists each built file with its imports. */
function builtScripts(): string[] {
    return Object.keys(testApp.deps.assets.imports).filter((url) => url.endsWith('.js'));
}

/** The map a response's `SourceMap` header names, as a path resolved against the script's URL. */
function mapPath(scriptUrl: string, header: string | undefined): string {
    expect(header, `SourceMap header of ${scriptUrl}`).toBeDefined();
    return new URL(header!, `http://newsroom.test${scriptUrl}`).pathname;
}

interface SourceMap {
    version: number;
    sources: string[];
    mappings: string;
}

/** Fetches a map and checks it is one (esbuild's own helper chunk has an empty map: no sources of ours). */
async function fetchSourceMap(app: TestApp['app'], url: string): Promise<SourceMap> {
    const response = await request(app).get(url);
    expect(response.status, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    const map = JSON.parse(response.text) as SourceMap;
    expect(map.version, url).toBe(3);
    expect(Array.isArray(map.sources), url).toBe(true);
    return map;
}

/** The runtime's map holds the runtime's source, so the header leads to the right map. */
function expectRuntimeMap(map: SourceMap): void {
    expect(map.sources.some((source) => source.endsWith('browser/runtime/runtime.ts'))).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(0);
}

describe('production scripts', () => {
    it('name their own map in a SourceMap header, sent as brotli, gzip or plain', async () => {
        expect(builtScripts().length).toBeGreaterThan(3);
        const variants = [
            { accept: 'br', encoding: 'br' },
            { accept: 'gzip', encoding: 'gzip' },
            { accept: 'identity', encoding: undefined },
        ];
        for (const url of builtScripts()) {
            for (const { accept, encoding } of variants) {
                const response = await request(testApp.app).get(url).set('Accept-Encoding', accept);
                expect(response.status, url).toBe(200);
                expect(response.headers['content-encoding'], `${url} (${accept})`).toBe(encoding);
                expect(response.headers.sourcemap, `${url} (${accept})`).toBe(`${path.basename(url)}.map`);
            }
        }
    });

    it('have that map served beside them', async () => {
        const maps = new Map<string, SourceMap>();
        for (const url of builtScripts()) {
            const response = await request(testApp.app).head(url);
            maps.set(url, await fetchSourceMap(testApp.app, mapPath(url, response.headers.sourcemap)));
        }
        expectRuntimeMap(maps.get(testApp.deps.assets.runtime)!);
    });

    it('lead to their map under a BASE_PATH, from the URL the page gives them', async () => {
        const home = parseHtml((await request(basedApp.app).get('/press/')).text);
        const runtime = home.querySelector('script[type="module"]')?.getAttribute('src');
        expect(runtime).toMatch(/^\/press\/static\/assets\/runtime-\w+\.js$/);
        const response = await request(basedApp.app).get(runtime!).set('Accept-Encoding', 'br');
        expect(response.status).toBe(200);
        expectRuntimeMap(await fetchSourceMap(basedApp.app, mapPath(runtime!, response.headers.sourcemap)));
    });
});

describe('files without a map', () => {
    it('carry no SourceMap header', async () => {
        const licences = await request(testApp.app).get('/static/assets/LICENSES.txt');
        expect(licences.status).toBe(200);
        expect(licences.headers.sourcemap).toBeUndefined();
        const missing = await request(testApp.app).get('/static/assets/runtime-MISSING.js');
        expect(missing.status).toBe(404);
        expect(missing.headers.sourcemap).toBeUndefined();
    });
});
