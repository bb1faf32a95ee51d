import { describe, expect, it } from 'vitest';
import { MeilisearchSearchBackend } from '../../../../../server/search/meilisearch/meilisearch-backend';
import { validateClientOptions } from '../../../../../server/search/meilisearch/validate-client-options';

/** The rules of docs/product-rules.md §5.2, the messages of §8.1, word for word. */
const MESSAGES = {
    host: 'Provided hostUrl value (1st parameter) is not a string, expected string',
    apiKey: 'Provided apiKey value (2nd parameter) is not a string or a function, expected string or function',
    apiKeyFunction: 'Provided apiKey function (2nd parameter) did not return a string, expected string',
    requestConfig: 'Provided requestConfig should be an object',
    httpClient: 'Provided custom httpClient should be a function',
};

const expectTypeError = (run: () => unknown, message: string) => {
    expect(run).toThrowError(TypeError);
    expect(run).toThrowError(message);
};

describe('search client set-up', () => {
    it('needs a string host', () => {
        for (const host of [undefined, null, 7700, {}, ['http://x']]) {
            expectTypeError(() => validateClientOptions(host, 'key'), MESSAGES.host);
        }
    });

    it('needs an API key that is a string or a function', () => {
        for (const key of [null, 42, {}, ['key'], true]) {
            expectTypeError(() => validateClientOptions('http://127.0.0.1:7700', key), MESSAGES.apiKey);
        }
    });

    it('calls an API key function, which must return a string', () => {
        expectTypeError(() => validateClientOptions('http://127.0.0.1:7700', () => 42), MESSAGES.apiKeyFunction);
        expectTypeError(() => validateClientOptions('http://127.0.0.1:7700', () => undefined), MESSAGES.apiKeyFunction);
        expect(validateClientOptions('http://127.0.0.1:7700', () => 'rotated').apiKey).toBe('rotated');
    });

    it('accepts a missing key (a Meilisearch without a master key)', () => {
        expect(validateClientOptions('http://127.0.0.1:7700').apiKey).toBe('');
    });

    it('needs the request config to be an object', () => {
        for (const requestConfig of [null, 'headers', 3, ['x']]) {
            expectTypeError(
                () => validateClientOptions('http://127.0.0.1:7700', 'key', { requestConfig }),
                MESSAGES.requestConfig,
            );
        }
        const valid = validateClientOptions('http://h', 'key', { requestConfig: { headers: { 'X-Team': 'press' } } });
        expect(valid.requestInit).toEqual({ headers: { 'X-Team': 'press' } });
    });

    it('needs a custom HTTP client to be a function', () => {
        for (const httpClient of [null, 'fetch', {}, 1]) {
            expectTypeError(() => validateClientOptions('http://h', 'key', { httpClient }), MESSAGES.httpClient);
        }
        expect(validateClientOptions('http://h', 'key', { httpClient: fetch }).httpClient).toBe(fetch);
    });

    it('checks in order: host first, then key, request config, HTTP client', () => {
        expectTypeError(() => validateClientOptions(1, 1, { requestConfig: 1, httpClient: 1 }), MESSAGES.host);
        expectTypeError(() => validateClientOptions('h', 1, { requestConfig: 1, httpClient: 1 }), MESSAGES.apiKey);
        expectTypeError(
            () => validateClientOptions('h', 'k', { requestConfig: 1, httpClient: 1 }),
            MESSAGES.requestConfig,
        );
    });

    it('is applied when the Meilisearch back end is made', () => {
        expectTypeError(
            () => new MeilisearchSearchBackend({ host: 42, apiKey: 'k', indexUid: 'stories', timeoutMs: 100 }),
            MESSAGES.host,
        );
        expectTypeError(
            () =>
                new MeilisearchSearchBackend({
                    host: 'http://h',
                    apiKey: () => 1,
                    indexUid: 'stories',
                    timeoutMs: 100,
                }),
            MESSAGES.apiKeyFunction,
        );
    });
});
