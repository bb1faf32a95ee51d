/**
 * Several instances sharing Redis announce each content change once (docs/journalists.md,
 * docs/product-rules.md §7.8–§7.10): with a real redis-server (Debian's, on a free port), the
 * local stand-ins of a WebSub hub and of IndexNow, and the Prezly stand-in. Two built instances
 * of one Prezly newsroom each apply a publication (one reads it, the other applies what it read,
 * over Redis), and only one of them pings the hub and submits to IndexNow. The claims alone:
 * two announcers of one change send it once, a later change again, and with Redis down each
 * sends it rather than none.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import { storyFeeds } from '../../../server/pages/page-kinds';
import { announceOnce } from '../../../server/push/announce-once';
import { createChangeAnnouncer, pushSenders } from '../../../server/push/change-announcer';
import { createOutbox } from '../../../server/push/outbox';
import { startBuiltServer } from '../../helpers/built-server';
import { type Engine, startRedis } from '../../helpers/engines';
import { memoryLogger } from '../../helpers/memory-logger';
import { storyUpdatedWebhook } from '../../helpers/new-connection-call';
import { builtPrezlySites } from '../../helpers/prezly-stand-in/built-prezly-sites';
import { editStory } from '../../helpers/prezly-stand-in/generated-newsroom';
import { type PushStandIn, startIndexNowEndpoint, startWebSubHub } from '../../helpers/push-stand-ins';
import { DEMO_CONTENT_DIR } from '../../helpers/test-app';

const SECRET = 'a-webhook-secret-of-some-length';
const KEY = 'a1b2c3d4-e5f6-0718-293a-4b5c6d7e8f90';
/** The fixture newsroom's draft, which the test publishes at "Prezly". */
const DRAFT = 'a0a0a0a0-0000-4000-8000-000000000401';
const sites = builtPrezlySites();

let redis: Engine;
let hub: PushStandIn;
let indexNow: PushStandIn;

beforeAll(async () => {
    [redis, hub, indexNow] = await Promise.all([startRedis(), startWebSubHub(), startIndexNowEndpoint()]);
});
afterAll(async () => {
    await Promise.all([hub?.close(), indexNow?.close()]);
    await redis?.stop();
});

const pushSettings = () => ({
    WEBSUB_HUB_URL: hub.url,
    INDEXNOW_KEY: KEY,
    INDEXNOW_ENDPOINT: indexNow.url,
    CDN_PURGE_RETRIES: '0',
});
const pingedFeeds = () => hub.received.map((ping) => new URLSearchParams(ping.body).get('hub.url'));

describe('two instances sharing Redis', () => {
    it('announce a publication once: one pings the hub and submits to IndexNow, the other stays quiet', async () => {
        hub.received.length = 0;
        indexNow.received.length = 0;
        const env = (extra: Record<string, string>) =>
            sites.env(sites.snapshotFolder(), {
                REDIS_URL: redis.url,
                WEBHOOK_SECRET: SECRET,
                PUBLIC_URL: 'http://newsroom.test',
                ...pushSettings(),
                ...extra,
            });
        const [a, b] = await Promise.all([
            sites.started(startBuiltServer(env({}))),
            sites.started(startBuiltServer(env({}))),
        ]);

        editStory(sites.dataset, DRAFT, { status: 'published', published_at: new Date().toISOString() });
        const webhook = await storyUpdatedWebhook(a.port, SECRET, DRAFT);
        expect(webhook.status).toBe(200);

        // B applied what A read; one of the two found the change claimed and said so (whichever
        // asked Redis second: A reads first, but each connects to Redis on its first claim).
        await expect
            .poll(() => b.output(), { timeout: 20_000 })
            .toMatch(/Applied a change another process read from Prezly/);
        const quiet = () => [a, b].filter((instance) => /is announced by another instance/.test(instance.output()));
        await expect.poll(() => quiet().length, { timeout: 20_000 }).toBe(1);
        // The other announced: each changed feed pinged once, one IndexNow submission.
        await vi.waitFor(() => expect(indexNow.received.length).toBeGreaterThan(0), { timeout: 20_000 });
        await vi.waitFor(() => expect(pingedFeeds()).toContain('http://newsroom.test/feed'), { timeout: 20_000 });
        const feeds = pingedFeeds();
        expect(new Set(feeds).size).toBe(feeds.length);
        expect(indexNow.received).toHaveLength(1);
        expect(JSON.parse(indexNow.received[0]!.body).urlList).toContain('http://newsroom.test/draft-roadmap');
    }, 90_000);
});

describe('the claims, with two announcers of one change', () => {
    let directory: string;
    beforeAll(() => {
        directory = mkdtempSync(path.join(tmpdir(), 'newsroom-announce-'));
        cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    });
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    /** A change of the demo newsroom: the outlook draft published, or its title edited (each a save: `updated_at` moves). */
    async function change(edit: Record<string, unknown>): Promise<[ContentSnapshot, ContentSnapshot]> {
        const { logger } = memoryLogger();
        const source = createFilesContentSource({ directory, logger });
        const before = await source.get();
        const file = path.join(directory, 'stories', '24508-en.json');
        const story = JSON.parse(readFileSync(file, 'utf8'));
        writeFileSync(file, JSON.stringify({ ...story, ...edit, updated_at: new Date().toISOString() }));
        await source.reload();
        const after = await source.get();
        await source.close();
        return [before, after];
    }

    function announcers(env: Record<string, string>) {
        const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test', ...pushSettings(), ...env });
        return [0, 1].map(() => {
            const { logger, lines } = memoryLogger();
            const outbox = createOutbox(pushSenders(config, logger), [], logger);
            return {
                announcer: createChangeAnnouncer(config, logger, outbox, storyFeeds, announceOnce(config, logger))!,
                lines,
            };
        });
    }

    it('send a change once, and the next change once again', async () => {
        const pair = announcers({ REDIS_URL: redis.url, REDIS_CHANNEL: 'claims-test' });
        try {
            for (const edit of [
                { status: 'published', published_at: '2026-11-20T09:00:00Z' },
                { title: 'Northwind Mobility outlook 2027, revised' },
            ]) {
                indexNow.received.length = 0;
                const [before, after] = await change(edit);
                for (const { announcer } of pair) announcer.announce(before, after);
                await vi.waitFor(
                    () =>
                        expect(
                            pair
                                .flatMap(({ lines }) => lines)
                                .filter((line) => /announced by another instance/.test(line.message)),
                        ).toHaveLength(edit.title ? 2 : 1),
                    { timeout: 10_000 },
                );
                await vi.waitFor(() => expect(indexNow.received).toHaveLength(1), { timeout: 10_000 });
            }
        } finally {
            await Promise.all(pair.map(({ announcer }) => announcer.close()));
        }
    });

    it('with Redis out of reach, each sends it: twice rather than never', async () => {
        // A port nothing listens on.
        const pair = announcers({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_CHANNEL: 'claims-test' });
        try {
            indexNow.received.length = 0;
            const [before, after] = await change({ title: 'Northwind Mobility outlook 2027, final' });
            for (const { announcer } of pair) announcer.announce(before, after);
            await vi.waitFor(() => expect(indexNow.received).toHaveLength(2), { timeout: 20_000 });
            for (const { lines } of pair) {
                expect(lines.some((line) => /Could not ask Redis who announces/.test(line.message))).toBe(true);
            }
        } finally {
            await Promise.all(pair.map(({ announcer }) => announcer.close()));
        }
    });
});
