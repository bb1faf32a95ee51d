/**
 * A large Prezly newsroom (generated at test time, tests/helpers/prezly-stand-in) read through
 * the real @prezly/sdk from the stand-in, which records what each answer carried: a refresh
 * reads only what changed, and one failed call is retried alone.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import type { ContentSource } from '../../../server/content/content-source';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import {
    deleteStory,
    editStory,
    generatedNewsroom,
    generatedStoryUuid,
    unpublishStory,
} from '../../helpers/prezly-stand-in/generated-newsroom';
import {
    type PrezlyStandIn,
    prezlySourceSettings,
    type RecordedRequest,
    startPrezlyStandIn,
} from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

const STORIES = 240;
const PAGE_SIZE = 20;
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()));
});

async function newsroom(env: Record<string, string> = {}) {
    const { dataset, newsroomUuid } = generatedNewsroom(STORIES);
    const standIn = await startPrezlyStandIn({ dataset: () => dataset, newsroomUuid });
    const { logger, lines } = memoryLogger();
    const fullEnv = {
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://newsroom.test',
        ...prezlySourceSettings(standIn),
        ...env,
    };
    const config = loadConfig(fullEnv);
    const source = createPrezlyContentSource(config, logger, {
        pageSize: PAGE_SIZE,
        retryBaseDelayMs: 5,
        snapshotStores: [],
    });
    open.push({
        async close() {
            await source.close();
            await standIn.close();
        },
    });
    return { dataset, standIn, source, lines, env: fullEnv };
}

/** The calls made by `action`, and what their answers carried. */
async function callsDuring(standIn: PrezlyStandIn, action: () => Promise<unknown>): Promise<RecordedRequest[]> {
    const from = standIn.requests.length;
    await action();
    return standIn.requests.slice(from);
}
const bodies = (calls: RecordedRequest[]) => calls.reduce((sum, call) => sum + (call.storyBodies ?? 0), 0);
const bytes = (calls: RecordedRequest[]) => calls.reduce((sum, call) => sum + (call.responseBytes ?? 0), 0);

describe('a refresh of a large Prezly newsroom', () => {
    it('with nothing changed, makes a few light calls and fetches no story body', async () => {
        const { standIn, source } = await newsroom();
        const cold = await callsDuring(standIn, () => source.get());
        expect(bodies(cold)).toBe(STORIES);
        const first = await source.get();

        const refresh = await callsDuring(standIn, () => source.reload());
        expect(bodies(refresh)).toBe(0);
        expect(refresh.length).toBeLessThanOrEqual(8);
        // The site parts (newsroom, theme, languages, categories, contacts, galleries) are most of it.
        expect(bytes(refresh)).toBeLessThan(bytes(cold) / 10);
        expect(await source.get()).toBe(first);
    });

    it('with one story edited, reads that story’s body alone, and the page shows the edit', async () => {
        const { standIn, source, dataset, env } = await newsroom();
        const { app } = await createTestApp({ content: source, env });
        const uuid = generatedStoryUuid(100);
        const story = (await source.get()).stories.byUuid(uuid)!;
        const path = story.culture.code === 'en' ? `/${story.slug}` : `/${story.culture.code}/${story.slug}`;
        editStory(dataset, uuid, { title: 'A corrected headline' });

        const refresh = await callsDuring(standIn, () => source.reload());
        expect(bodies(refresh)).toBe(1);
        expect((await source.get()).stories.byUuid(uuid)?.title).toBe('A corrected headline');
        const page = parseHtml((await request(app).get(path).expect(200)).text);
        expect(page.querySelector('h1')?.text).toContain('A corrected headline');
    });

    it('a webhook naming a story reads that story only, not the newsroom', async () => {
        const { standIn, source, dataset, env } = await newsroom({ WEBHOOK_SECRET: 'a-webhook-secret-of-some-length' });
        const { app } = await createTestApp({
            content: source,
            env: { ...env, WEBHOOK_SECRET: 'a-webhook-secret-of-some-length' },
        });
        const uuid = generatedStoryUuid(7);
        editStory(dataset, uuid, { title: 'Announced by webhook' });
        const calls = await callsDuring(standIn, () =>
            request(app)
                .post('/api/webhooks/prezly')
                .set('X-Webhook-Secret', 'a-webhook-secret-of-some-length')
                .send({ event: 'story.updated', story: { uuid } })
                .expect(200),
        );
        expect(calls).toHaveLength(1);
        expect(calls[0]?.body).toMatchObject({ query: { uuid: { $in: [uuid] } } });
        expect((await source.get()).stories.byUuid(uuid)?.title).toBe('Announced by webhook');
    });

    it('an unpublished story leaves lists, feeds, the sitemap and search at the next refresh', async () => {
        const { source, dataset, env } = await newsroom();
        const { app } = await createTestApp({ content: source, env });
        const snapshot = await source.get();
        const newest = snapshot.stories.listed('en')[0]!;
        expect(await searchFinds(app, newest.title, newest.slug)).toBe(true);
        unpublishStory(dataset, newest.uuid);
        await source.reload();
        await expectGone(app, source, newest.uuid, newest.slug, newest.title);
    });

    it('a deleted story, which no change reports, leaves them at the next sweep', async () => {
        const { source, dataset, standIn, env } = await newsroom();
        const { app } = await createTestApp({ content: source, env });
        const newest = (await source.get()).stories.listed('en')[0]!;
        expect(await searchFinds(app, newest.title, newest.slug)).toBe(true);
        deleteStory(dataset, newest.uuid);
        await source.reload();
        expect((await source.get()).stories.byUuid(newest.uuid)).toBeDefined();

        const sweep = await callsDuring(standIn, () => source.reload({ everything: true }));
        expect(bodies(sweep)).toBe(0);
        await expectGone(app, source, newest.uuid, newest.slug, newest.title);
    });
});

/** Quick search for the story's title finds its link. */
async function searchFinds(app: Awaited<ReturnType<typeof createTestApp>>['app'], title: string, slug: string) {
    const search = await request(app)
        .get(`/api/search?query=${encodeURIComponent(title)}&locale=en`)
        .expect(200);
    return JSON.stringify(search.body).includes(slug);
}

async function expectGone(
    app: Awaited<ReturnType<typeof createTestApp>>['app'],
    source: ContentSource,
    uuid: string,
    slug: string,
    title: string,
): Promise<void> {
    expect((await source.get()).stories.byUuid(uuid)).toBeUndefined();
    await request(app).get(`/${slug}`).expect(404);
    expect((await request(app).get('/')).text).not.toContain(title);
    expect((await request(app).get('/feed')).text).not.toContain(slug);
    expect((await request(app).get('/sitemap.xml')).text).not.toContain(slug);
    expect(await searchFinds(app, title, slug)).toBe(false);
}

describe('a cold load that meets faults', () => {
    it('retries a reset connection, that call only, and logs its progress', async () => {
        const { standIn, source, lines } = await newsroom();
        let reset = false;
        standIn.intercept((call) => {
            const body = call.body as { offset?: number } | undefined;
            if (call.path !== '/v2/stories/search' || body?.offset !== PAGE_SIZE * 3 || reset) return undefined;
            reset = true;
            return { reset: true };
        });
        const snapshot = await source.get();
        expect(snapshot.content.stories).toHaveLength(STORIES);
        const pages = standIn.requests.filter((call) => call.path === '/v2/stories/search');
        expect(pages.filter((call) => (call.body as { offset: number }).offset === PAGE_SIZE * 3)).toHaveLength(2);
        expect(pages).toHaveLength(STORIES / PAGE_SIZE + 1);
        expect(lines.map((line) => line.message)).toEqual(
            expect.arrayContaining([
                expect.stringMatching(
                    /^Prezly call for the reachable stories \(full\) failed .*; trying again in \d+ ms \(retry 1 of 4\)$/,
                ),
                expect.stringMatching(/^Loading stories from Prezly: \d+ of 240$/),
            ]),
        );
    });

    it('waits as a 429’s Retry-After says, then goes on', async () => {
        const { standIn, source, lines } = await newsroom();
        let limited = false;
        standIn.intercept((call) => {
            if (!call.path.endsWith('/languages') || limited) return undefined;
            limited = true;
            return { status: 429, body: { message: 'Too Many Requests' }, headers: { 'Retry-After': '1' } };
        });
        await source.get();
        expect(standIn.requests.filter((call) => call.path.endsWith('/languages'))).toHaveLength(2);
        expect(lines.map((line) => line.message)).toContainEqual(
            'Prezly call for the newsroom languages failed (HTTP 429); trying again in 1000 ms (retry 1 of 4)',
        );
    });

    it('retries a 500 and a call that hangs past PREZLY_TIMEOUT_MS', async () => {
        const { standIn, source } = await newsroom({ PREZLY_TIMEOUT_MS: '300' });
        const failed = new Set<string>();
        standIn.intercept((call) => {
            if (call.path.endsWith('/contacts') && !failed.has('contacts')) {
                failed.add('contacts');
                return { status: 500, body: { message: 'Internal Server Error' } };
            }
            if (call.path.endsWith('/categories') && !failed.has('categories')) {
                failed.add('categories');
                return { hang: true };
            }
            return undefined;
        });
        expect((await source.get()).content.stories).toHaveLength(STORIES);
        expect(standIn.requests.filter((call) => call.path.endsWith('/contacts'))).toHaveLength(2);
        expect(standIn.requests.filter((call) => call.path.endsWith('/categories'))).toHaveLength(2);
    });

    it('keeps at most PREZLY_CONCURRENCY calls in flight', async () => {
        const { standIn, source } = await newsroom({ PREZLY_CONCURRENCY: '2' });
        standIn.latencyMs = 20;
        await source.get();
        expect(Math.max(...standIn.requests.map((call) => call.inFlight ?? 0))).toBe(2);
    });
});
