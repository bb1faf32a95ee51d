/**
 * CDN purge by surrogate key. Fastly and Cloudflare cannot be reached from tests: each is a
 * local HTTP stand-in (node:http on 127.0.0.1) replaying the answers their API documentation
 * gives for a purge, and the adapters are pointed at it with FASTLY_API_URL / CLOUDFLARE_API_URL.
 * Varnish is tested for real in tests/integration/scale-out/real-engines.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config/config';
import { createCdnPurger } from '../../../server/push/cdn/create-cdn-purger';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp } from '../../helpers/test-app';
import { closedPort, type StandIn, startStandIn } from '../search/http-stand-in';

const open: StandIn[] = [];
afterEach(async () => {
    await Promise.all(open.splice(0).map((standIn) => standIn.close()));
});

/** Fastly's documented answer to a batch purge: each key with its purge id. */
const fastlyPurged = (keys: string[]) =>
    Object.fromEntries(keys.map((key, index) => [key, `108-1391560174-${974124 + index}`]));
/** Cloudflare's documented answer to a purge. */
const CLOUDFLARE_OK = { success: true, errors: [], messages: [], result: { id: '023e105f4ecef8ad9ca31a8372d0c353' } };

async function fastly(handler: Parameters<typeof startStandIn>[0], env: Record<string, string> = {}) {
    const standIn = await startStandIn(handler);
    open.push(standIn);
    const { logger, lines } = memoryLogger();
    const config = loadConfig({
        CDN_PURGE: 'fastly',
        FASTLY_SERVICE_ID: 'SU1Z0isxPaozGVKXdv0eY',
        FASTLY_API_TOKEN: 'fastly-token',
        FASTLY_API_URL: standIn.url,
        CDN_PURGE_TIMEOUT_MS: '300',
        ...env,
    });
    return { standIn, lines, config, logger, purger: createCdnPurger(config, logger)! };
}

const keys = (count: number) => Array.from({ length: count }, (_, index) => `story:${index}`);

describe('Fastly purge', () => {
    it('purges the keys in batches of 256 with the token in Fastly-Key, and logs one line', async () => {
        const { standIn, purger, lines } = await fastly((request) => ({
            body: fastlyPurged((request.body as { surrogate_keys: string[] }).surrogate_keys),
        }));
        expect(await purger.purge(keys(300))).toEqual({ ok: true, unsent: [] });
        expect(standIn.requests.map((request) => [request.method, request.path])).toEqual([
            ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'],
            ['POST', '/service/SU1Z0isxPaozGVKXdv0eY/purge'],
        ]);
        expect(standIn.requests[0]!.headers['fastly-key']).toBe('fastly-token');
        expect(
            standIn.requests.map((request) => (request.body as { surrogate_keys: string[] }).surrogate_keys),
        ).toEqual([keys(256), keys(300).slice(256)]);
        expect(lines.filter((line) => line.message.startsWith('CDN purge (fastly): 300 keys'))).toHaveLength(1);
    });

    it('retries a failing or slow API, then succeeds', async () => {
        let calls = 0;
        const { standIn, purger } = await fastly(() => {
            calls++;
            if (calls === 1) return { status: 503, body: { msg: 'Service Unavailable' } };
            if (calls === 2) return 'hang';
            return { body: fastlyPurged(['site']) };
        });
        expect(await purger.purge(['site'])).toEqual({ ok: true, unsent: [] });
        expect(standIn.requests).toHaveLength(3);
    });

    it('at a stop, starts no further batch: the keys left are unsent for the next start, not logged as failed', async () => {
        const halt = new AbortController();
        const { standIn, purger, lines } = await fastly((request) => {
            // The process starts to stop while the first batch is answered.
            halt.abort();
            return { body: fastlyPurged((request.body as { surrogate_keys: string[] }).surrogate_keys) };
        });
        const stop = { halted: halt.signal, cut: new AbortController().signal };
        expect(await purger.purge(keys(300), stop)).toEqual({ ok: false, unsent: keys(300).slice(256) });
        expect(standIn.requests).toHaveLength(1);
        expect(lines).toEqual([]);
    });

    it('at a stop, a failed batch is not tried again, and one still unanswered at the cut is abandoned', async () => {
        const halt = new AbortController();
        const failing = await fastly(() => {
            halt.abort();
            return { status: 503, body: { msg: 'Service Unavailable' } };
        });
        const halted = { halted: halt.signal, cut: new AbortController().signal };
        expect(await failing.purger.purge(['site'], halted)).toEqual({ ok: false, unsent: ['site'] });
        expect(failing.standIn.requests).toHaveLength(1);

        const cut = new AbortController();
        const hanging = await fastly(
            () => {
                cut.abort();
                return 'hang';
            },
            { CDN_PURGE_TIMEOUT_MS: '5000' },
        );
        const stop = { halted: new AbortController().signal, cut: cut.signal };
        expect(await hanging.purger.purge(['site'], stop)).toEqual({ ok: false, unsent: ['site'] });
        expect(hanging.standIn.requests).toHaveLength(1);
    });

    it('does not retry a rejected token, and says so', async () => {
        const { standIn, purger, lines } = await fastly(() => ({
            status: 401,
            body: { msg: 'Provided credentials are missing or invalid' },
        }));
        expect(await purger.purge(['site'])).toEqual({ ok: false, unsent: [] });
        expect(standIn.requests).toHaveLength(1);
        expect(lines.find((line) => line.level === 'warn')?.message).toMatch(
            /^CDN purge \(fastly\) failed: Fastly answered 401: .*credentials.*; the 1 keys expire by s-maxage instead$/,
        );
    });

    it('gives up after its retries when the API is unreachable', async () => {
        const { purger, lines } = await fastly(() => ({}), {
            FASTLY_API_URL: `http://127.0.0.1:${await closedPort()}`,
            CDN_PURGE_RETRIES: '2',
        });
        expect(await purger.purge(['site'])).toEqual({ ok: false, unsent: [] });
        expect(
            lines.some((line) => line.level === 'warn' && line.message.startsWith('CDN purge (fastly) failed')),
        ).toBe(true);
    });
});

describe('Cloudflare purge', () => {
    async function cloudflare(handler: Parameters<typeof startStandIn>[0]) {
        const standIn = await startStandIn(handler);
        open.push(standIn);
        const { logger, lines } = memoryLogger();
        const config = loadConfig({
            CDN_PURGE: 'cloudflare',
            CLOUDFLARE_ZONE_ID: '023e105f4ecef8ad9ca31a8372d0c353',
            CLOUDFLARE_API_TOKEN: 'cf-token',
            CLOUDFLARE_API_URL: `${standIn.url}/client/v4`,
        });
        return { standIn, lines, purger: createCdnPurger(config, logger)! };
    }

    it('purges by tags, 30 a request, with a bearer token', async () => {
        const { standIn, purger } = await cloudflare(() => ({ body: CLOUDFLARE_OK }));
        expect(await purger.purge(keys(35))).toEqual({ ok: true, unsent: [] });
        expect(standIn.requests.map((request) => request.path)).toEqual([
            '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
            '/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
        ]);
        expect(standIn.requests[0]!.headers.authorization).toBe('Bearer cf-token');
        expect(standIn.requests.map((request) => (request.body as { tags: string[] }).tags.length)).toEqual([30, 5]);
    });

    it('reports Cloudflare’s own error message and does not retry it', async () => {
        const { standIn, purger, lines } = await cloudflare(() => ({
            status: 403,
            body: {
                success: false,
                errors: [{ code: 10000, message: 'Authentication error' }],
                messages: [],
                result: null,
            },
        }));
        expect(await purger.purge(['site'])).toEqual({ ok: false, unsent: [] });
        expect(standIn.requests).toHaveLength(1);
        expect(lines.find((line) => line.level === 'warn')?.message).toContain('Authentication error');
    });
});

describe('purge on content change', () => {
    it('purges the changed keys, and a failing CDN never fails the reload', async () => {
        const directory = writeFixtureNewsroom();
        const { standIn, purger } = await fastly(() => ({ status: 503, body: { msg: 'down' } }), {
            CDN_PURGE_RETRIES: '1',
        });
        const testApp = await createTestApp({
            contentDir: directory,
            env: { WEBHOOK_SECRET: 'a-webhook-secret-of-some-length' },
        });
        const app = createApp({ ...testApp.deps, cdnPurger: purger });
        const file = `${directory}/stories/1.json`;
        writeFileSync(file, readFileSync(file, 'utf8').replace('"Story 1"', '"Story 1, corrected"'));
        const answer = await request(app)
            .post('/api/webhooks/prezly')
            .set('X-Webhook-Secret', 'a-webhook-secret-of-some-length');
        expect(answer.status).toBe(200);
        for (let attempt = 0; standIn.requests.length < 2 && attempt < 100; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const purged = (standIn.requests[0]!.body as { surrogate_keys: string[] }).surrogate_keys;
        expect(purged).toEqual(expect.arrayContaining(['story:00000000-0000-4000-8000-000000000001', 'content']));
        expect(purged).not.toContain('site');
    });
});
