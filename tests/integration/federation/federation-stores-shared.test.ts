/**
 * Where the federation keeps its state (docs/federation.md, "Where it keeps its state"): two
 * instances sharing one Redis deliver each activity once, and, without Redis, the embedded store
 * keeps the signing keys and the followers across a restart (losing the keys breaks every follower).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Engine, startRedis } from '../../helpers/engines';
import { type FederatedSite, startFederatedSite } from '../../helpers/federated-site';
import { type FollowerServer, startFollowerServer } from '../../helpers/fediverse-follower';
import { DEMO_CONTENT_DIR } from '../../helpers/test-app';

const SCHEDULED = '24514-en.json';
const SCHEDULED_UUID = '2d687377-4e31-4adf-bdb7-c16f8d53227d';

let directory: string;
let journalist: FollowerServer;

beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'newsroom-federated-shared-'));
    cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    journalist = await startFollowerServer();
});

afterAll(async () => {
    await journalist?.close();
    rmSync(directory, { recursive: true, force: true });
});

async function publicKeyOf(actorUrl: string): Promise<string> {
    const actor = (await (await fetch(actorUrl, { headers: { Accept: 'application/activity+json' } })).json()) as {
        publicKey: { publicKeyPem: string };
    };
    return actor.publicKey.publicKeyPem;
}

async function followersCount(actorUrl: string): Promise<number> {
    const response = await fetch(`${actorUrl}/followers`, { headers: { Accept: 'application/activity+json' } });
    return ((await response.json()) as { totalItems: number }).totalItems;
}

describe('two instances sharing Redis', () => {
    let redis: Engine;
    let first: FederatedSite;
    let second: FederatedSite;

    beforeAll(async () => {
        redis = await startRedis();
        first = await startFederatedSite({ directory, redisUrl: redis.url });
        // The same site behind one address: the second instance has the first one's PUBLIC_URL (and Prezly).
        second = await startFederatedSite({ directory, redisUrl: redis.url, instanceOf: first });
    }, 30_000);

    afterAll(async () => {
        await second?.close();
        await first?.close();
        await redis?.stop();
    });

    it('share one key pair and one follower list', async () => {
        const newsroom = `${first.url}/ap/actors/newsroom`;
        expect(await publicKeyOf(newsroom)).toBe(await publicKeyOf(newsroom.replace(first.url, second.url)));
        const followId = await journalist.follow(newsroom);
        await journalist.waitFor((entry) => entry.type === 'Accept' && entry.objectId === followId);
        expect(await followersCount(newsroom.replace(first.url, second.url))).toBe(1);
    });

    it('deliver each activity once, though both read every change', async () => {
        const articleId = `${first.url}/ap/stories/${SCHEDULED_UUID}`;
        const change = async (edit: (story: Record<string, unknown>) => void) => {
            await first.editStory(SCHEDULED, edit);
            await second.site.content.reload();
        };
        const at = () => new Date().toISOString();
        await change((story) => {
            story.status = 'published';
            story.published_at = at();
            story.updated_at = at();
        });
        await journalist.waitFor((entry) => entry.type === 'Create' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        await change((story) => {
            story.title = 'Free winter check, in every workshop';
            story.updated_at = at();
        });
        await journalist.waitFor((entry) => entry.type === 'Update' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        // A third change marks the end: a repeat of either activity, queued before it, would be in by then.
        await change((story) => {
            story.status = 'draft';
            story.updated_at = at();
        });
        await journalist.waitFor((entry) => entry.type === 'Delete' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        const received = (type: string) =>
            journalist.received.filter((entry) => entry.type === type && entry.objectId === articleId).length;
        expect([received('Create'), received('Update')]).toEqual([1, 1]);
    }, 60_000);
});

describe('the embedded store', () => {
    it('keeps the keys and the followers across a restart', async () => {
        const storeDirectory = mkdtempSync(path.join(tmpdir(), 'newsroom-federation-restart-'));
        const storeFile = path.join(storeDirectory, 'store.json');
        try {
            const before = await startFederatedSite({ directory, storeFile });
            const newsroom = `${before.url}/ap/actors/newsroom`;
            const key = await publicKeyOf(newsroom);
            const followId = await journalist.follow(newsroom);
            await journalist.waitFor((entry) => entry.type === 'Accept' && entry.objectId === followId);
            await before.close();

            const after = await startFederatedSite({ directory, storeFile });
            try {
                const again = `${after.url}/ap/actors/newsroom`;
                expect(await publicKeyOf(again)).toBe(key);
                expect(await followersCount(again)).toBe(1);
            } finally {
                await after.close();
            }
        } finally {
            rmSync(storeDirectory, { recursive: true, force: true });
        }
    }, 30_000);
});
