/**
 * The Algolia back end through the REAL `algoliasearch` v5 clients (the lite client for
 * searching, the full client for indexing), pointed at a local HTTP stand-in (node:http on
 * 127.0.0.1:0) that replays Algolia's documented responses (multi-index queries, settings,
 * batch, index operations, tasks, error bodies) and records every request. No Algolia
 * application is contacted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import { createLogger } from '../../../server/logger';
import { AlgoliaSearchBackend } from '../../../server/search/algolia/algolia-backend';
import { ALGOLIA_INDEX_SETTINGS } from '../../../server/search/algolia/index-settings';
import { SearchBackendError, type SearchQuery } from '../../../server/search/search-backend';
import type { SearchDocument } from '../../../server/search/search-document';
import { CHARGING_SECTIONS, writeSearchNewsroom } from '../../helpers/search-newsroom';
import { createTestApp } from '../../helpers/test-app';
import { algoliaEngine } from './engine-stand-ins';
import { closedPort, type RecordedRequest, type StandIn, startStandIn } from './http-stand-in';
import { expectResultsAtTheTopWithoutSectionWords, expectResultsLandingOnTheThirdSection } from './section-results';

const query: SearchQuery = { locale: 'en', query: 'battery', page: 1, hitsPerPage: 2 };
let standIn: StandIn | null = null;

afterEach(async () => {
    await standIn?.close();
    standIn = null;
});

const backendFor = (port: number, options: { timeoutMs?: number; adminApiKey?: string } = {}) =>
    new AlgoliaSearchBackend({
        appId: 'TESTAPP',
        apiKey: 'search-only-key',
        adminApiKey: options.adminApiKey,
        indexName: 'stories',
        timeoutMs: options.timeoutMs ?? 2000,
        hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
    });

const hit = (n: number) => ({
    objectID: `uuid-${n}`,
    id: `uuid-${n}`,
    slug: `story-${n}`,
    locale: 'en',
    title: `Battery story ${n}`,
    published_at: '2024-03-12T08:00:00.000Z',
    categories: ['1'],
    _highlightResult: {
        title: {
            value: `__ais-highlight__Battery__/ais-highlight__ story ${n}`,
            matchLevel: 'partial',
            fullyHighlighted: false,
            matchedWords: ['battery'],
        },
    },
    _snippetResult: {
        summary: { value: 'A new __ais-highlight__battery__/ais-highlight__ for every bike…', matchLevel: 'full' },
        intro: { value: 'The cells come from…', matchLevel: 'none' },
    },
});

/** Documented answer of POST /1/indexes/*\/queries: one result per request, in order. */
const queriesAnswer = (request: RecordedRequest) => {
    const requests = (request.body as { requests: { facets: string[] }[] }).requests;
    return {
        body: {
            results: requests.map((_, position) => ({
                hits: position === 0 ? [hit(1), hit(2), hit(3)] : [],
                nbHits: 7,
                page: 0,
                nbPages: 4,
                hitsPerPage: 2,
                exhaustiveNbHits: true,
                exhaustiveFacetsCount: true,
                query: 'battery',
                params: '',
                index: 'stories',
                processingTimeMS: 2,
                facets:
                    position === 0
                        ? { categories: { '1': 3 }, year: { '2024': 3 }, month: { '3': 3 } }
                        : { year: { '2024': 3, '2023': 6 } },
            })),
        },
    };
};

describe('search', () => {
    it('sends the lite client queries with our parameters and the search key only', async () => {
        standIn = await startStandIn(queriesAnswer);
        const results = await backendFor(standIn.port).search({ ...query, year: 2024 });

        expect(standIn.requests).toHaveLength(1);
        const [request] = standIn.requests;
        expect(`${request!.method} ${request!.path}`).toBe('POST /1/indexes/*/queries');
        expect(request!.headers['x-algolia-application-id']).toBe('TESTAPP');
        expect(request!.headers['x-algolia-api-key']).toBe('search-only-key');
        expect(request!.body).toEqual({
            requests: [
                {
                    indexName: 'stories',
                    query: 'battery',
                    facetFilters: ['locale:en', 'year:2024'],
                    facets: ['categories', 'year', 'month'],
                    attributesToRetrieve: ['id', 'slug', 'locale', 'title', 'published_at', 'categories'],
                    attributesToHighlight: ['*'],
                    attributesToSnippet: ['summary:30', 'intro:30', 'sections.text:30'],
                    snippetEllipsisText: '…',
                    highlightPreTag: '__ais-highlight__',
                    highlightPostTag: '__/ais-highlight__',
                    queryLanguages: ['en'],
                    ignorePlurals: true,
                    offset: 0,
                    length: 3,
                },
                {
                    indexName: 'stories',
                    query: 'battery',
                    facetFilters: ['locale:en'],
                    facets: ['year'],
                    hitsPerPage: 0,
                    analytics: false,
                    queryLanguages: ['en'],
                    ignorePlurals: true,
                },
            ],
        });

        expect(results.hits.map((found) => found.id)).toEqual(['uuid-1', 'uuid-2']);
        expect(results.hasMore).toBe(true);
        expect(results.hits[0]).toMatchObject({
            highlightedTitle: '__ais-highlight__Battery__/ais-highlight__ story 1',
            snippet: 'A new __ais-highlight__battery__/ais-highlight__ for every bike…',
        });
        expect(results.facets.year).toEqual([
            { value: '2024', count: 3 },
            { value: '2023', count: 6 },
        ]);
        expect(results.facets.category).toEqual([{ value: '1', count: 3 }]);
    });

    it('reads nbHits and nbPages in finite mode', async () => {
        standIn = await startStandIn(queriesAnswer);
        const results = await backendFor(standIn.port).search({ ...query, finitePagination: true });
        const sent = (standIn.requests[0]!.body as { requests: Record<string, unknown>[] }).requests[0]!;
        expect(sent).toMatchObject({ page: 0, hitsPerPage: 2 });
        expect(results).toMatchObject({ totalHits: 7, totalPages: 4, hasMore: true });
        expect(results.hits).toHaveLength(3);
    });
});

describe('error kinds (docs/product-rules.md §8.2)', () => {
    const failure = async (backend: AlgoliaSearchBackend) => {
        const error = await backend.search(query).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(SearchBackendError);
        return error as SearchBackendError;
    };

    it('a 4xx answer is an api error', async () => {
        standIn = await startStandIn(() => ({
            status: 403,
            body: { message: 'Invalid Application-ID or API key', status: 403 },
        }));
        const error = await failure(backendFor(standIn.port));
        expect(error.kind).toBe('api');
        expect(error.message).toContain('Invalid Application-ID or API key');
    });

    it('a host that answers 5xx or cannot be reached is a communication error', async () => {
        standIn = await startStandIn(() => ({ status: 503, body: { message: 'Service unavailable' } }));
        expect((await failure(backendFor(standIn.port))).kind).toBe('communication');
        expect((await failure(backendFor(await closedPort()))).kind).toBe('communication');
    });

    it('a host that never answers is a timeout error', async () => {
        standIn = await startStandIn(() => 'hang');
        expect((await failure(backendFor(standIn.port, { timeoutMs: 150 }))).kind).toBe('timeout');
    });
});

describe('health', () => {
    it('is true when an empty search answers', async () => {
        standIn = await startStandIn(queriesAnswer);
        expect(await backendFor(standIn.port).health()).toBe(true);
        expect((standIn.requests[0]!.body as { requests: unknown[] }).requests).toEqual([
            { indexName: 'stories', query: '', hitsPerPage: 0, analytics: false },
        ]);
    });

    it('is false, never a failure, when the application errs or hangs', async () => {
        standIn = await startStandIn(() => ({ status: 403, body: { message: 'Invalid API key', status: 403 } }));
        expect(await backendFor(standIn.port).health()).toBe(false);
        standIn.handle(() => 'hang');
        expect(await backendFor(standIn.port, { timeoutMs: 100 }).health()).toBe(false);
    });
});

describe('indexing', () => {
    /** Write endpoints answer with a task; GET …/task/:id says it is published. */
    const writeServer = (request: RecordedRequest) => {
        if (request.method === 'GET' && /\/task\/\d+$/.test(request.path)) {
            return { body: { status: 'published', pendingTask: false } };
        }
        if (request.path.endsWith('/batch')) {
            const requests = (request.body as { requests: { body: { objectID: string } }[] }).requests;
            return { body: { taskID: 20, objectIDs: requests.map((entry) => entry.body.objectID) } };
        }
        return { body: { taskID: 10, updatedAt: '2025-01-01T00:00:00Z' } };
    };

    it('applies the settings, then replaces every record with the admin key', async () => {
        const logger = createLogger({ level: 'error', format: 'json', silent: true });
        const snapshot = await createFilesContentSource({ directory: writeSearchNewsroom(), logger }).get();
        standIn = await startStandIn(writeServer);
        const report = await backendFor(standIn.port, { adminApiKey: 'admin-key' }).index(snapshot);
        expect(report.documents).toBe(39);

        const writes = standIn.requests.filter((request) => request.method !== 'GET');
        expect(writes.every((request) => request.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);
        const [settings, copy, batch] = writes;
        expect(`${settings!.method} ${settings!.path}`).toBe('PUT /1/indexes/stories/settings');
        expect(settings!.body).toEqual(ALGOLIA_INDEX_SETTINGS);
        expect(ALGOLIA_INDEX_SETTINGS.attributesForFaceting).toEqual([
            'filterOnly(locale)',
            'categories',
            'year',
            'month',
        ]);
        expect(`${copy!.method} ${copy!.path}`).toBe('POST /1/indexes/stories/operation');
        const temporary = (copy!.body as { destination: string }).destination;
        expect(temporary).toMatch(/^stories_tmp_\d+$/);
        expect(batch!.path).toBe(`/1/indexes/${temporary}/batch`);
        const records = (batch!.body as { requests: { action: string; body: { objectID: string; slug: string } }[] })
            .requests;
        expect(records).toHaveLength(39);
        expect(records.every((record) => record.action === 'addObject')).toBe(true);
        expect(records.map((record) => record.body.slug)).not.toContain('secret-battery-prototype');
        const move = writes[writes.length - 1]!;
        expect(move.path).toBe(`/1/indexes/${temporary}/operation`);
        expect(move.body).toEqual({ operation: 'move', destination: 'stories' });
    });

    it('refuses to index without the admin key', async () => {
        standIn = await startStandIn(writeServer);
        const error = await backendFor(standIn.port)
            .index({ stories: { allListed: () => [] }, newsroom: { timezone: 'UTC' } } as never)
            .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(SearchBackendError);
        expect(standIn.requests).toEqual([]);
    });
});

describe('results that land on a section', () => {
    /** The search newsroom indexed into a stand-in that answers from what it was given. */
    async function siteOnTheEngine() {
        const testApp = await createTestApp({ contentDir: writeSearchNewsroom() });
        standIn = await startStandIn(algoliaEngine());
        const search = backendFor(standIn.port, { adminApiKey: 'admin-key' });
        await search.index(await testApp.content.get());
        return { app: createApp({ ...testApp.deps, search }), standIn };
    }

    it('indexes each story once, with its sections, and snippets each section on its own', async () => {
        const { standIn } = await siteOnTheEngine();
        const batch = standIn.requests.find((request) => request.path.endsWith('/batch'))!;
        const records = (batch.body as { requests: { body: SearchDocument }[] }).requests.map(({ body }) => body);
        expect(records.filter((record) => record.slug === 'charging-network')).toHaveLength(1);
        expect(records.find((record) => record.slug === 'charging-network')!.sections[2]).toEqual({
            heading: CHARGING_SECTIONS.third.heading,
            anchor: CHARGING_SECTIONS.third.anchor,
            text: 'After the first year a full charge costs forty cents, paid with a contactless card at the post.',
        });
        expect(ALGOLIA_INDEX_SETTINGS.searchableAttributes).toEqual([
            'unordered(title)',
            'unordered(subtitle)',
            'unordered(summary)',
            'unordered(intro)',
            'unordered(sections.heading)',
            'unordered(sections.text)',
        ]);
    });

    it('name the heading of the section the words are in, show its text and link to the heading', async () => {
        const { app, standIn } = await siteOnTheEngine();
        await expectResultsLandingOnTheThirdSection(app);
        const searched = standIn.requests.find((request) => request.path === '/1/indexes/*/queries')!;
        expect((searched.body as { requests: Record<string, unknown>[] }).requests[0]).toMatchObject({
            attributesToSnippet: ['summary:30', 'intro:30', 'sections.text:30'],
        });
    });

    it('link to the story itself when the words are only in the summary or before the first heading', async () => {
        const { app } = await siteOnTheEngine();
        await expectResultsAtTheTopWithoutSectionWords(app);
    });
});
