import { describe, expect, it } from 'vitest';
import { createPrezlyFetch } from '../../../../../server/content/prezly/prezly-fetch';

/** A fetch that records the URL asked for and answers what the test says (or never, until aborted). */
function fakeFetch(answer: (() => Response) | 'never') {
    const urls: string[] = [];
    const fetchImpl = ((url: string, init?: RequestInit) => {
        urls.push(url);
        if (answer !== 'never') return Promise.resolve(answer());
        return new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
    }) as typeof fetch;
    return { urls, fetchImpl };
}

describe('the fetch given to @prezly/sdk', () => {
    it('keeps a path prefix of PREZLY_API_URL (a gateway in front of Prezly)', async () => {
        const { urls, fetchImpl } = fakeFetch(() => Response.json({ ok: true }));
        const prezlyFetch = createPrezlyFetch({
            apiUrl: 'https://gw.example/prezly',
            timeoutMs: 1000,
            fetch: fetchImpl,
        });
        await prezlyFetch('https://gw.example/v2/stories/search?limit=2', { method: 'POST' });
        expect(urls).toEqual(['https://gw.example/prezly/v2/stories/search?limit=2']);
    });

    it('fails a call past its time limit with a message naming the call and the setting', async () => {
        const { fetchImpl } = fakeFetch('never');
        const prezlyFetch = createPrezlyFetch({ apiUrl: 'https://api.example', timeoutMs: 20, fetch: fetchImpl });
        await expect(prezlyFetch('https://api.example/v2/newsrooms/x')).rejects.toThrow(
            'Prezly did not answer GET /v2/newsrooms/x within 20 ms (PREZLY_TIMEOUT_MS)',
        );
    });

    it('names a body that is not JSON', async () => {
        const { fetchImpl } = fakeFetch(() => new Response('<html>', { status: 200 }));
        const prezlyFetch = createPrezlyFetch({ apiUrl: 'https://api.example', timeoutMs: 1000, fetch: fetchImpl });
        const response = await prezlyFetch('https://api.example/v2/newsrooms/x');
        await expect(response.json()).rejects.toThrow(
            'Prezly sent a body that is not JSON for GET /v2/newsrooms/x (HTTP 200)',
        );
    });

    it('says which host it could not reach', async () => {
        const fetchImpl = (() =>
            Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))) as typeof fetch;
        const prezlyFetch = createPrezlyFetch({ apiUrl: 'https://api.example', timeoutMs: 1000, fetch: fetchImpl });
        await expect(prezlyFetch('https://api.example/v2/newsrooms/x')).rejects.toThrow(
            'Cannot reach https://api.example (GET /v2/newsrooms/x): ECONNREFUSED',
        );
    });
});
