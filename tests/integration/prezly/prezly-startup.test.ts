/**
 * Start-up against Prezly, as a PaaS runs it: the built server (dist/server/main.js) in its own
 * process, pointed at a local stand-in of the Prezly API (node:http on 127.0.0.1 replaying
 * Prezly's documented responses). A restart that meets a Prezly outage must never take the
 * press room down: the process serves the last good content it persisted, or answers 503 until
 * Prezly is back, and never exits into a crash loop.
 */
import { describe, expect, it } from 'vitest';
import {
    type BuiltServer,
    startBuiltServer,
    startBuiltServerListening,
    stopBuiltServer,
} from '../../helpers/built-server';
import { parseHtml } from '../../helpers/html';
import { builtPrezlySites } from '../../helpers/prezly-stand-in/built-prezly-sites';
import { FIXTURE_NEWSROOM } from '../../helpers/prezly-stand-in/recorded-answers';

const sites = builtPrezlySites();
const snapshotFolder = () => sites.snapshotFolder();
const started = (promise: Promise<BuiltServer>) => sites.started(promise);
const prezlyEnv = (folder: string, env: Record<string, string> = {}) =>
    sites.env(folder, { PREZLY_RETRIES: '1', ...env });

const get = (server: BuiltServer, url: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${server.port}${url}`, { headers });

/** What these tests read of /healthz. */
interface HealthAnswer {
    content: { ok: boolean; lastError?: string };
}
const prezlyDown = () => sites.standIn().intercept(() => ({ status: 503, body: { message: 'Service Unavailable' } }));

describe('start-up with CONTENT_SOURCE=prezly', () => {
    it('with Prezly down and a persisted snapshot, serves the snapshot at once and says it is stale', async () => {
        const folder = snapshotFolder();
        const first = await started(startBuiltServer(prezlyEnv(folder)));
        expect((await get(first, '/')).status).toBe(200);
        // Stopping saves what it holds; the next start finds it.
        await stopBuiltServer(first);

        const stop = prezlyDown();
        try {
            const second = await started(startBuiltServer(prezlyEnv(folder)));
            const home = await get(second, '/acme-opens-ghent-plant');
            expect(home.status).toBe(200);
            expect(parseHtml(await home.text()).querySelector('h1')?.text).toContain('Acme opens');
            // The refresh that follows the restore fails after its retries; /healthz then says why.
            let health = (await (await get(second, '/healthz')).json()) as HealthAnswer;
            for (let attempt = 0; attempt < 200 && !health.content.lastError; attempt++) {
                await new Promise((resolve) => setTimeout(resolve, 50));
                health = (await (await get(second, '/healthz')).json()) as HealthAnswer;
            }
            expect(health).toMatchObject({
                status: 'stale',
                content: {
                    ok: true,
                    stale: true,
                    restoredFrom: expect.stringContaining('content.ndjson.gz'),
                    ageSeconds: expect.any(Number),
                    lastError: expect.stringContaining('(503)'),
                },
            });
            expect(second.child.exitCode).toBeNull();
        } finally {
            stop();
        }
    });

    it('with Prezly down and nothing persisted, answers 503 with Retry-After, then 200 once Prezly is back', async () => {
        const stop = prezlyDown();
        let server: BuiltServer;
        try {
            server = await started(startBuiltServerListening(prezlyEnv(snapshotFolder())));
            const page = await get(server, '/');
            expect(page.status).toBe(503);
            expect(page.headers.get('retry-after')).toBe('10');
            expect(page.headers.get('cache-control')).toBe('no-store');
            const html = parseHtml(await page.text());
            expect(html.querySelector('h1')?.text).toBe('Something went wrong...');
            expect(html.querySelector('html')?.getAttribute('lang')).toBe('en');
            expect(html.querySelectorAll('script')).toHaveLength(0);
            const arabic = parseHtml(await (await get(server, '/', { 'Accept-Language': 'ar' })).text());
            expect(arabic.querySelector('html')?.getAttribute('dir')).toBe('rtl');
            const api = await get(server, '/api/fetch-stories?locale=en&page=2');
            expect(api.status).toBe(503);
            expect(((await api.json()) as { message: string }).message).toContain('Something went wrong');
            const health = await get(server, '/healthz');
            expect(health.status).toBe(503);
            expect(((await health.json()) as HealthAnswer).content).toMatchObject({
                ok: false,
                lastError: expect.stringContaining('(503)'),
            });
        } finally {
            stop();
        }
        for (let attempt = 0; attempt < 300 && (await get(server, '/')).status !== 200; attempt++) {
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect((await get(server, '/')).status).toBe(200);
        expect(server.child.exitCode).toBeNull();
    });

    it('with a token Prezly rejects (401), logs one clear line and answers 503 instead of exiting', async () => {
        const server = await started(
            startBuiltServerListening(prezlyEnv(snapshotFolder(), { PREZLY_ACCESS_TOKEN: 'not-the-token' })),
        );
        expect((await get(server, '/')).status).toBe(503);
        expect(((await (await get(server, '/healthz')).json()) as HealthAnswer).content.lastError).toBe(
            'Prezly rejected PREZLY_ACCESS_TOKEN (401): check the token',
        );
        expect(server.output() + server.errors()).toContain(
            'Prezly rejected PREZLY_ACCESS_TOKEN (401): check the token',
        );
        expect(server.child.exitCode).toBeNull();
    });

    it('stops with one clear line when the token is missing (a configuration error)', async () => {
        const server = startBuiltServer({
            CONTENT_SOURCE: 'prezly',
            PREZLY_API_URL: sites.standIn().url,
            PREZLY_NEWSROOM_UUID: FIXTURE_NEWSROOM.uuid,
        });
        await expect(server).rejects.toThrow(/exited with 1/);
    });
});
