import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../../server/content/content-source';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import { createLogger } from '../../../server/logger';
import { parseHtml } from '../../helpers/html';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from '../../helpers/test-app';

/** A content source that counts how often it is asked for the snapshot. */
function countingSource(): { source: ContentSource; calls: () => number; reset: () => void } {
    const logger = createLogger({ level: 'error', format: 'json', silent: true });
    const inner = createFilesContentSource({ directory: DEMO_CONTENT_DIR, logger });
    let count = 0;
    const source = new Proxy(inner, {
        get(target, property, receiver) {
            if (property === 'get') {
                return () => {
                    count += 1;
                    return target.get();
                };
            }
            const value = Reflect.get(target, property, receiver);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
    return { source, calls: () => count, reset: () => (count = 0) };
}

let testApp: TestApp;
let counter: ReturnType<typeof countingSource>;
let storyPath: string;
beforeAll(async () => {
    counter = countingSource();
    // No page cache: every request renders.
    testApp = await createTestApp({ content: counter.source, env: { PAGE_CACHE_ENTRIES: '0' } });
    const snapshot = await counter.source.get();
    const story = snapshot.stories.listed(snapshot.languages.default.code)[0]!;
    storyPath = `/${story.slug}`;
});

describe('the request scope (server/cache/cache-hits.ts, server/request-scope/)', () => {
    it('asks for the content once per uncached page', async () => {
        counter.reset();
        const response = await request(testApp.app).get(storyPath);
        expect(response.status).toBe(200);
        expect(counter.calls()).toBe(1);
    });

    it('asks once for a request the cache cannot answer (POST): the cache-hit path asks for every request', async () => {
        counter.reset();
        const response = await request(testApp.app).post('/subscribe').type('form').send({ email: 'not an address' });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(counter.calls()).toBe(1);
    });

    it('gives the page the language its URL names', async () => {
        const snapshot = await counter.source.get();
        const other = snapshot.languages.visible().find((language) => !language.is_default);
        expect(other).toBeDefined();
        const prefix = snapshot.languages.urlPrefix(other!.code);
        const response = await request(testApp.app).get(`/${prefix}`);
        expect(response.status).toBe(200);
        expect(response.headers['content-language']).toBe(
            parseHtml(response.text).querySelector('html')?.getAttribute('lang'),
        );
        expect(parseHtml(response.text).querySelector('html')?.getAttribute('lang')).not.toBe('en');
    });
});
