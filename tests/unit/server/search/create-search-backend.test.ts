import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config/config';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { createLogger, type Logger } from '../../../../server/logger';
import { createSearchBackend } from '../../../../server/search/create-search-backend';
import { withFailureLogging } from '../../../../server/search/failure-logging';
import { type SearchBackend, SearchBackendError } from '../../../../server/search/search-backend';
import { fixtureStory } from '../../../helpers/fixture-newsroom';
import { writeSearchNewsroom } from '../../../helpers/search-newsroom';

const silent = createLogger({ level: 'error', format: 'json', silent: true });
const config = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...env });

describe('createSearchBackend', () => {
    it('is embedded by default, indexed at once and rebuilt when the content changes', async () => {
        const directory = writeSearchNewsroom();
        const content = createFilesContentSource({ directory, logger: silent });
        const search = await createSearchBackend(config(), silent, content);
        expect(search.kind).toBe('embedded');
        const find = async (words: string) =>
            (await search.search({ locale: 'en', query: words, page: 1, hitsPerPage: 20 })).hits.map((hit) => hit.slug);
        expect(await find('hydrogen')).toEqual([]);

        writeFileSync(
            path.join(directory, 'stories/900.json'),
            JSON.stringify(fixtureStory({ id: 900, slug: 'hydrogen-bus', title: 'A hydrogen bus for Ghent' })),
        );
        await content.reload();
        await expect.poll(() => find('hydrogen')).toEqual(['hydrogen-bus']);

        await search.close();
        writeFileSync(
            path.join(directory, 'stories/901.json'),
            JSON.stringify(fixtureStory({ id: 901, slug: 'hydrogen-tram', title: 'A hydrogen tram' })),
        );
        await content.reload();
        // Closed: it no longer follows the content.
        await expect(find('tram')).rejects.toBeInstanceOf(SearchBackendError);
    });

    it('picks Meilisearch and Algolia from the configuration without contacting them', async () => {
        const meili = await createSearchBackend(
            config({ SEARCH_BACKEND: 'meilisearch', MEILISEARCH_HOST: 'http://127.0.0.1:9' }),
            silent,
        );
        expect(meili.kind).toBe('meilisearch');
        const algolia = await createSearchBackend(
            config({ SEARCH_BACKEND: 'algolia', ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'search-key' }),
            silent,
        );
        expect(algolia.kind).toBe('algolia');
    });
});

describe('search failures (docs/product-rules.md §8.2)', () => {
    it('are logged and rethrown as SearchBackendErrors', async () => {
        const logged: string[] = [];
        const logger = { error: (message: string) => logged.push(message) } as unknown as Logger;
        const failing: SearchBackend = {
            kind: 'meilisearch',
            search: async () => {
                throw new SearchBackendError('timeout', 'meilisearch', 'request timed out after 10ms');
            },
            index: async () => {
                throw new TypeError('boom');
            },
            health: async () => false,
            close: async () => {},
        };
        const wrapped = withFailureLogging(failing, logger);
        const error = await wrapped.search({ locale: 'en', query: 'x', page: 1, hitsPerPage: 20 }).catch((e) => e);
        expect(error).toBeInstanceOf(SearchBackendError);
        expect(error.kind).toBe('timeout');
        const indexError = await wrapped.index({} as never).catch((e) => e);
        expect(indexError).toBeInstanceOf(SearchBackendError);
        expect(indexError.kind).toBe('generic');
        expect(logged).toEqual([
            'Search query failed: meilisearch timeout error: request timed out after 10ms',
            'Search indexing failed: meilisearch generic error: boom',
        ]);
    });
});
