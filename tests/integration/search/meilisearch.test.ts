/**
 * The Meilisearch back end through the REAL `meilisearch` client (v0.62), against a local HTTP
 * stand-in (node:http on 127.0.0.1:0) that replays Meilisearch's documented responses (search,
 * multi-search, tasks, index management, health, error bodies) and records every request, so
 * these tests check what the client really sends. No Meilisearch server runs here.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import { createLogger } from '../../../server/logger';
import { MeilisearchSearchBackend } from '../../../server/search/meilisearch/meilisearch-backend';
import { INDEX_SETTINGS } from '../../../server/search/meilisearch/meilisearch-index-documents';
import { SearchBackendError, type SearchQuery } from '../../../server/search/search-backend';
import type { SearchDocument } from '../../../server/search/search-document';
import { CHARGING_SECTIONS, writeSearchNewsroom } from '../../helpers/search-newsroom';
import { createTestApp } from '../../helpers/test-app';
import { meilisearchEngine } from './engine-stand-ins';
import { closedPort, type RecordedRequest, type StandIn, startStandIn } from './http-stand-in';
import { expectResultsAtTheTopWithoutSectionWords, expectResultsLandingOnTheThirdSection } from './section-results';

const API_KEY = 'search-key-123';
const query: SearchQuery = { locale: 'en', query: 'battery', page: 1, hitsPerPage: 2 };
let standIn: StandIn | null = null;

afterEach(async () => {
    await standIn?.close();
    standIn = null;
});

const backendFor = (url: string, options: { timeoutMs?: number; taskTimeoutMs?: number; adminApiKey?: string } = {}) =>
    new MeilisearchSearchBackend({
        host: url,
        apiKey: API_KEY,
        adminApiKey: options.adminApiKey,
        indexUid: 'stories',
        timeoutMs: options.timeoutMs ?? 2000,
        taskTimeoutMs: options.taskTimeoutMs ?? 2000,
    });

const hit = (n: number) => ({
    id: `uuid-${n}`,
    slug: `story-${n}`,
    locale: 'en',
    title: `Battery story ${n}`,
    published_at: '2024-03-12T08:00:00.000Z',
    categories: ['1'],
    _formatted: {
        id: `uuid-${n}`,
        title: `__ais-highlight__Battery__/ais-highlight__ story ${n}`,
        summary: 'A new __ais-highlight__battery__/ais-highlight__ for every bike…',
        intro: 'The cells come from…',
    },
});

/** A documented multi-search answer: one result per query, in order. */
const multiSearchAnswer = (request: RecordedRequest) => {
    const queries = (request.body as { queries: { facets?: string[]; limit?: number }[] }).queries;
    return {
        body: {
            results: queries.map((sent, position) => ({
                indexUid: 'stories',
                hits: position === 0 ? [hit(1), hit(2), hit(3)] : [],
                query: 'battery',
                processingTimeMs: 3,
                limit: sent.limit ?? 20,
                offset: 0,
                estimatedTotalHits: 7,
                facetDistribution:
                    position === 0
                        ? { categories: { '1': 3 }, year: { '2024': 2, '2025': 1 }, month: { '3': 3 } }
                        : { categories: { '1': 3, '2': 4 } },
                facetStats: {},
            })),
        },
    };
};

describe('search', () => {
    it('sends one POST /multi-search with the parameters of docs/product-rules.md §7.6 and the API key', async () => {
        standIn = await startStandIn(multiSearchAnswer);
        const results = await backendFor(standIn.url).search({ ...query, category: 1 });

        expect(standIn.requests).toHaveLength(1);
        const [request] = standIn.requests;
        expect(request!.method).toBe('POST');
        expect(request!.path).toBe('/multi-search');
        expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
        expect(request!.headers['x-meilisearch-client']).toContain('newsroom-site');
        expect(request!.body).toEqual({
            queries: [
                {
                    indexUid: 'stories',
                    q: 'battery',
                    filter: ['locale = "en"', 'categories = "1"'],
                    facets: ['categories', 'year', 'month'],
                    attributesToRetrieve: ['id', 'slug', 'locale', 'title', 'published_at', 'categories'],
                    attributesToHighlight: ['*'],
                    attributesToCrop: ['summary', 'intro', 'sections.text'],
                    cropLength: 30,
                    cropMarker: '…',
                    highlightPreTag: '__ais-highlight__',
                    highlightPostTag: '__/ais-highlight__',
                    matchingStrategy: 'last',
                    offset: 0,
                    limit: 3,
                },
                {
                    indexUid: 'stories',
                    q: 'battery',
                    filter: ['locale = "en"'],
                    facets: ['categories'],
                    matchingStrategy: 'last',
                    limit: 0,
                },
            ],
        });

        // The extra hit (docs/product-rules.md §4.8) is dropped and tells that more exist.
        expect(results.hits.map((found) => found.id)).toEqual(['uuid-1', 'uuid-2']);
        expect(results.hasMore).toBe(true);
        expect(results.hits[0]).toMatchObject({
            highlightedTitle: '__ais-highlight__Battery__/ais-highlight__ story 1',
            snippet: 'A new __ais-highlight__battery__/ais-highlight__ for every bike…',
        });
        expect(results.facets.category).toEqual([
            { value: '2', count: 4 },
            { value: '1', count: 3 },
        ]);
        expect(results.facets.year).toEqual([
            { value: '2025', count: 1 },
            { value: '2024', count: 2 },
        ]);
    });

    it('asks for page and hitsPerPage in finite mode and reads the totals', async () => {
        standIn = await startStandIn(() => ({
            body: {
                results: [
                    {
                        indexUid: 'stories',
                        hits: [hit(3)],
                        query: 'battery',
                        processingTimeMs: 1,
                        hitsPerPage: 2,
                        page: 2,
                        totalPages: 2,
                        totalHits: 3,
                    },
                ],
            },
        }));
        const results = await backendFor(standIn.url).search({ ...query, page: 2, finitePagination: true });
        const sent = (standIn.requests[0]!.body as { queries: Record<string, unknown>[] }).queries[0]!;
        expect(sent).toMatchObject({ page: 2, hitsPerPage: 2 });
        expect(sent).not.toHaveProperty('limit');
        expect(results).toMatchObject({ totalHits: 3, totalPages: 2, hasMore: false, page: 2 });
    });
});

describe('error kinds (docs/product-rules.md §8.2)', () => {
    const kindOf = async (backend: MeilisearchSearchBackend) => {
        const error = await backend.search(query).catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(SearchBackendError);
        return (error as SearchBackendError).kind;
    };

    it('an error answer is an api error, with its code', async () => {
        standIn = await startStandIn(() => ({
            status: 400,
            body: {
                message: 'Attribute `year` is not filterable.',
                code: 'invalid_search_filter',
                type: 'invalid_request',
                link: 'https://docs.meilisearch.com/errors#invalid_search_filter',
            },
        }));
        const error = (await backendFor(standIn.url)
            .search(query)
            .catch((failure: unknown) => failure)) as SearchBackendError;
        expect(error.kind).toBe('api');
        expect(error.message).toContain('invalid_search_filter');
    });

    it('a server that cannot be reached is a communication error', async () => {
        expect(await kindOf(backendFor(`http://127.0.0.1:${await closedPort()}`))).toBe('communication');
    });

    it('a dropped connection is a communication error', async () => {
        standIn = await startStandIn(() => 'destroy');
        expect(await kindOf(backendFor(standIn.url))).toBe('communication');
    });

    it('a server that never answers is a timeout error, after the configured time', async () => {
        standIn = await startStandIn(() => 'hang');
        expect(await kindOf(backendFor(standIn.url, { timeoutMs: 150 }))).toBe('timeout');
    });
});

describe('health', () => {
    it('is true when GET /health answers available', async () => {
        standIn = await startStandIn(() => ({ body: { status: 'available' } }));
        expect(await backendFor(standIn.url).health()).toBe(true);
        expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /health']);
    });

    it('is false, never a failure, when the server errs, hangs or is gone', async () => {
        standIn = await startStandIn(() => ({ status: 503, body: { message: 'down', code: 'internal' } }));
        expect(await backendFor(standIn.url).health()).toBe(false);
        standIn.handle(() => 'hang');
        expect(await backendFor(standIn.url, { timeoutMs: 100 }).health()).toBe(false);
        expect(await backendFor(`http://127.0.0.1:${await closedPort()}`).health()).toBe(false);
    });
});

/** A small Meilisearch: tasks are enqueued (202) and reported done on GET /tasks/:uid. */
function taskServer(outcome: (request: RecordedRequest) => { status: 'succeeded' | 'failed'; code?: string }) {
    const tasks = new Map<number, { status: string; type: string; error: unknown; indexUid: string }>();
    return (request: RecordedRequest) => {
        const taskMatch = /^\/tasks\/(\d+)$/.exec(request.path);
        if (request.method === 'GET' && taskMatch) {
            const task = tasks.get(Number(taskMatch[1]));
            if (!task) return { status: 404, body: { message: 'Task not found', code: 'task_not_found' } };
            return {
                body: {
                    uid: Number(taskMatch[1]),
                    batchUid: 0,
                    indexUid: task.indexUid,
                    status: task.status,
                    type: task.type,
                    canceledBy: null,
                    error: task.error,
                    duration: 'PT0.01S',
                    enqueuedAt: '2025-01-01T00:00:00Z',
                    startedAt: '2025-01-01T00:00:00Z',
                    finishedAt: '2025-01-01T00:00:00Z',
                },
            };
        }
        const result = outcome(request);
        const uid = tasks.size;
        const indexUid = (request.body as { uid?: string } | undefined)?.uid ?? request.path.split('/')[2] ?? '';
        tasks.set(uid, {
            status: result.status,
            type: 'task',
            indexUid,
            error: result.code
                ? { message: result.code, code: result.code, type: 'invalid_request', link: 'https://docs' }
                : null,
        });
        return {
            status: 202,
            body: { taskUid: uid, indexUid, status: 'enqueued', type: 'task', enqueuedAt: '2025-01-01T00:00:00Z' },
        };
    };
}

describe('deleteIfExists (docs/product-rules.md §8.2)', () => {
    it('is true when the index existed and was deleted', async () => {
        standIn = await startStandIn(taskServer(() => ({ status: 'succeeded' })));
        expect(await backendFor(standIn.url).deleteIfExists('old')).toBe(true);
        expect(standIn.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
            'DELETE /indexes/old',
            'GET /tasks/0',
        ]);
    });

    it('is false when the task fails with index_not_found', async () => {
        standIn = await startStandIn(taskServer(() => ({ status: 'failed', code: 'index_not_found' })));
        expect(await backendFor(standIn.url).deleteIfExists('missing')).toBe(false);
    });

    it('is false when the server refuses at once with index_not_found', async () => {
        standIn = await startStandIn(() => ({
            status: 404,
            body: { message: 'Index `missing` not found.', code: 'index_not_found', type: 'invalid_request', link: '' },
        }));
        expect(await backendFor(standIn.url).deleteIfExists('missing')).toBe(false);
    });

    it('rethrows any other error', async () => {
        standIn = await startStandIn(() => ({
            status: 403,
            body: { message: 'The provided API key is invalid.', code: 'invalid_api_key', type: 'auth', link: '' },
        }));
        const error = await backendFor(standIn.url)
            .deleteIfExists('stories')
            .catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(SearchBackendError);
        expect((error as SearchBackendError).kind).toBe('api');
    });
});

describe('indexing', () => {
    let snapshot: ContentSnapshot;
    beforeAll(async () => {
        const logger = createLogger({ level: 'error', format: 'json', silent: true });
        snapshot = await createFilesContentSource({ directory: writeSearchNewsroom(), logger }).get();
    });

    it('fills a fresh index with the settings and the published public stories, then swaps it in', async () => {
        standIn = await startStandIn(
            taskServer((request) =>
                request.method === 'POST' &&
                request.path === '/indexes' &&
                (request.body as { uid: string }).uid === 'stories'
                    ? { status: 'failed', code: 'index_already_exists' }
                    : { status: 'succeeded' },
            ),
        );
        const report = await backendFor(standIn.url, { adminApiKey: 'admin-key' }).index(snapshot);
        expect(report).toEqual({ documents: 39, locales: ['ar', 'de', 'en', 'fr', 'nl'] });
        // Indexing writes with the admin key, never the search key.
        expect(standIn.requests.every((request) => request.headers.authorization === 'Bearer admin-key')).toBe(true);

        const writes = standIn.requests.filter((request) => request.method !== 'GET');
        expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
            'DELETE /indexes/stories_next',
            'POST /indexes',
            'PATCH /indexes/stories_next/settings',
            'POST /indexes/stories_next/documents',
            'POST /indexes',
            'POST /swap-indexes',
            'DELETE /indexes/stories_next',
        ]);
        expect(writes[1]!.body).toEqual({ uid: 'stories_next', primaryKey: 'id' });
        expect(writes[2]!.body).toEqual(INDEX_SETTINGS);
        expect(INDEX_SETTINGS).toMatchObject({
            filterableAttributes: ['locale', 'categories', 'year', 'month'],
            sortableAttributes: ['published_at_ts'],
        });
        const documents = writes[3]!.body as { slug: string; locale: string; year: string; categories: string[] }[];
        expect(documents).toHaveLength(39);
        const slugs = documents.map((document) => document.slug);
        expect(slugs).toContain('aurora-launch');
        expect(slugs).not.toContain('secret-battery-prototype');
        expect(slugs).not.toContain('private-battery-briefing');
        expect(slugs).not.toContain('embargoed-battery-news');
        expect(documents.find((document) => document.slug === 'charging-network')).toMatchObject({
            locale: 'en',
            year: '2025',
            categories: ['1', '3'],
        });
        expect(writes[5]!.body).toEqual([{ indexes: ['stories', 'stories_next'], rename: false }]);
        // Every task was waited for before the next step.
        const gets = standIn.requests.filter((request) => request.method === 'GET');
        expect(gets).toHaveLength(writes.length);
    });

    it('fails with an api error when a task fails', async () => {
        standIn = await startStandIn(
            taskServer((request) =>
                request.path.endsWith('/documents')
                    ? { status: 'failed', code: 'invalid_document_id' }
                    : { status: 'succeeded' },
            ),
        );
        const error = await backendFor(standIn.url)
            .index(snapshot)
            .catch((failure: unknown) => failure);
        expect(error).toBeInstanceOf(SearchBackendError);
        expect((error as SearchBackendError).kind).toBe('api');
        expect(standIn.requests.some((request) => request.path === '/swap-indexes')).toBe(false);
    });

    it('fails with a timeout error when a task never finishes', async () => {
        standIn = await startStandIn((request) => {
            if (request.method === 'GET') {
                return { body: { uid: 0, indexUid: 'stories_next', status: 'processing', type: 'indexDeletion' } };
            }
            return { status: 202, body: { taskUid: 0, indexUid: 'stories_next', status: 'enqueued', type: 'x' } };
        });
        const error = await backendFor(standIn.url, { taskTimeoutMs: 200 })
            .index(snapshot)
            .catch((failure: unknown) => failure);
        expect((error as SearchBackendError).kind).toBe('timeout');
    });
});

describe('results that land on a section', () => {
    /** The search newsroom indexed into a stand-in that answers from what it was given. */
    async function siteOnTheEngine() {
        const testApp = await createTestApp({ contentDir: writeSearchNewsroom() });
        standIn = await startStandIn(meilisearchEngine());
        const search = backendFor(standIn.url, { adminApiKey: 'admin-key' });
        await search.index(await testApp.content.get());
        return { app: createApp({ ...testApp.deps, search }), standIn };
    }

    it('indexes each story once, its body as the text before the first heading and its sections', async () => {
        const { standIn } = await siteOnTheEngine();
        const added = standIn.requests.find((request) => request.path.endsWith('/documents'))!;
        const charging = (added.body as SearchDocument[]).find((document) => document.slug === 'charging-network')!;
        expect(charging.intro).toBe('The stations were planned with the cyclists’ union over two seasons.');
        expect(charging.sections.map((section) => section.anchor)).toEqual([
            'where-the-stations-stand',
            'opening-hours',
            CHARGING_SECTIONS.third.anchor,
        ]);
        expect(INDEX_SETTINGS.searchableAttributes).toEqual([
            'title',
            'subtitle',
            'summary',
            'intro',
            'sections.heading',
            'sections.text',
        ]);
    });

    it('name the heading of the section the words are in, show its text and link to the heading', async () => {
        const { app, standIn } = await siteOnTheEngine();
        await expectResultsLandingOnTheThirdSection(app);
        const searched = standIn.requests.find((request) => request.path === '/multi-search')!;
        expect((searched.body as { queries: Record<string, unknown>[] }).queries[0]).toMatchObject({
            attributesToCrop: ['summary', 'intro', 'sections.text'],
            cropLength: 30,
        });
    });

    it('link to the story itself when the words are only in the summary or before the first heading', async () => {
        const { app } = await siteOnTheEngine();
        await expectResultsAtTheTopWithoutSectionWords(app);
    });
});
