/**
 * Placeholder search on (docs/product-rules.md §9.5) through the remote back ends: `/search` without words and
 * `/api/search?query=` ask the engine for everything, newest first, with facets and pages, and
 * show what it answers. The REAL `meilisearch` and `algoliasearch` clients talk to a local HTTP
 * stand-in (node:http on 127.0.0.1:0) replaying each engine's documented answers; no engine runs.
 */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { AlgoliaSearchBackend } from '../../../server/search/algolia/algolia-backend';
import { MeilisearchSearchBackend } from '../../../server/search/meilisearch/meilisearch-backend';
import type { SearchBackend } from '../../../server/search/search-backend';
import { parseHtml } from '../../helpers/html';
import { writeSearchNewsroom } from '../../helpers/search-newsroom';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { type RecordedRequest, type StandIn, startStandIn } from './http-stand-in';

let testApp: TestApp;
let standIn: StandIn | null = null;
beforeAll(async () => {
    testApp = await createTestApp({ contentDir: writeSearchNewsroom() });
});
afterEach(async () => {
    await standIn?.close();
    standIn = null;
});

/** Three of the newest listed English stories, as the engine would answer them. */
async function newestThree() {
    const snapshot = await testApp.content.get();
    return snapshot.stories.listed('en').slice(0, 3);
}

/** Two results a page: the engine's third hit is the extra one that tells more exist (docs/product-rules.md §4.8). */
const appWith = (search: SearchBackend) =>
    createApp({ ...testApp.deps, config: { ...testApp.deps.config, SEARCH_HITS_PER_PAGE: 2 }, search });

async function expectPlaceholderPages(search: SearchBackend, slugs: string[]) {
    const app = appWith(search);
    const html = parseHtml((await request(app).get('/search')).text);
    expect(html.querySelectorAll('.search-hit__title a').map((link) => link.getAttribute('href'))).toEqual(
        slugs.slice(0, 2).map((slug) => `/${slug}`),
    );
    expect(html.querySelectorAll('select[name="year"] option').map((option) => option.getAttribute('value'))).toContain(
        '2024',
    );
    expect(html.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/search?page=2');
    const api = await request(app).get('/api/search?query=&locale=en');
    expect(api.status).toBe(200);
    expect(api.body.hits.map((hit: { url: string }) => hit.url)).toEqual(slugs.map((slug) => `/${slug}`));
    expect(api.body.facets.year).toEqual([{ value: '2024', label: '2024', count: 9 }]);
}

describe('Meilisearch', () => {
    it('asks for everything of the language, newest first, and lists what it answers', async () => {
        const stories = await newestThree();
        const answer = (sent: RecordedRequest) => ({
            body: {
                results: (sent.body as { queries: { limit?: number }[] }).queries.map((query) => ({
                    indexUid: 'stories',
                    hits: stories.map((story) => ({
                        id: story.uuid,
                        slug: story.slug,
                        locale: 'en',
                        title: story.title,
                        published_at: story.published_at,
                        categories: [],
                        _formatted: { title: story.title, summary: story.summary },
                    })),
                    query: '',
                    processingTimeMs: 1,
                    limit: query.limit ?? 20,
                    offset: 0,
                    estimatedTotalHits: 40,
                    totalHits: 40,
                    totalPages: 20,
                    page: 1,
                    hitsPerPage: 2,
                    facetDistribution: { categories: {}, year: { '2024': 9 }, month: {} },
                })),
            },
        });
        standIn = await startStandIn(answer);
        const search = new MeilisearchSearchBackend({
            host: standIn.url,
            apiKey: 'search-key',
            indexUid: 'stories',
            timeoutMs: 2000,
            taskTimeoutMs: 2000,
        });
        await expectPlaceholderPages(
            search,
            stories.map((story) => story.slug),
        );
        for (const sent of standIn.requests) {
            const [main] = (sent.body as { queries: Record<string, unknown>[] }).queries;
            expect(main).toMatchObject({ q: '', filter: ['locale = "en"'], sort: ['published_at_ts:desc'] });
            expect(main!.facets).toEqual(['categories', 'year', 'month']);
        }
    });
});

describe('Algolia', () => {
    it('asks for everything of the language (ranked newest first by the index) and lists what it answers', async () => {
        const stories = await newestThree();
        const answer = (sent: RecordedRequest) => ({
            body: {
                results: (sent.body as { requests: unknown[] }).requests.map(() => ({
                    hits: stories.map((story) => ({
                        objectID: story.uuid,
                        id: story.uuid,
                        slug: story.slug,
                        locale: 'en',
                        title: story.title,
                        published_at: story.published_at,
                        categories: [],
                        _highlightResult: { title: { value: story.title, matchLevel: 'none', matchedWords: [] } },
                        _snippetResult: { summary: { value: story.summary, matchLevel: 'none' } },
                    })),
                    nbHits: 40,
                    page: 0,
                    nbPages: 20,
                    hitsPerPage: 2,
                    exhaustiveNbHits: true,
                    query: '',
                    params: '',
                    index: 'stories',
                    processingTimeMS: 1,
                    facets: { year: { '2024': 9 } },
                })),
            },
        });
        standIn = await startStandIn(answer);
        const search = new AlgoliaSearchBackend({
            appId: 'TESTAPP',
            apiKey: 'search-only-key',
            indexName: 'stories',
            timeoutMs: 2000,
            hosts: [{ url: '127.0.0.1', port: standIn.port, protocol: 'http', accept: 'readWrite' }],
        });
        await expectPlaceholderPages(
            search,
            stories.map((story) => story.slug),
        );
        for (const sent of standIn.requests) {
            const [main] = (sent.body as { requests: Record<string, unknown>[] }).requests;
            expect(main).toMatchObject({ query: '', facetFilters: ['locale:en'] });
        }
    });
});
