/**
 * A process never goes back to older content because a sibling announced a snapshot it saved
 * (server/content/prezly/prezly-source.ts, restore): two instances on one host with one snapshot
 * folder both start, one reads an edit, and the other's cold load is saved after it. Driven with
 * the Prezly stand-in, a real snapshot file and a real redis-server carrying the announcement on
 * the content channel, as between processes.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config/config';
import { SNAPSHOT_FORMAT } from '../../../server/content/persisted/snapshot-format';
import { createSnapshotKeeper } from '../../../server/content/persisted/snapshot-keeper';
import { fileSnapshotStore } from '../../../server/content/persisted/snapshot-stores';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { type ContentChannel, createContentChannel } from '../../../server/content/sharing/content-channel';
import { INSTANCE_ID } from '../../../server/content/sharing/shared-change';
import { type Engine, startRedis } from '../../helpers/engines';
import { memoryLogger } from '../../helpers/memory-logger';
import { editStory, generatedNewsroom, generatedStoryUuid } from '../../helpers/prezly-stand-in/generated-newsroom';
import { prezlySourceSettings, startPrezlyStandIn } from '../../helpers/prezly-stand-in/stand-in-server';

const SNAPSHOT_FILE = 'content.ndjson.gz';

let redis: Engine;
beforeAll(async () => {
    redis = await startRedis();
});
afterAll(async () => {
    await redis?.stop();
});

describe('a sibling announcing a saved snapshot', () => {
    it('is ignored when the snapshot was read from Prezly before the content this process serves', async () => {
        const { dataset, newsroomUuid } = generatedNewsroom(30);
        const standIn = await startPrezlyStandIn({ dataset: () => dataset, newsroomUuid });
        const folder = mkdtempSync(path.join(tmpdir(), 'newsroom-older-snapshot-'));
        const env = {
            NODE_ENV: 'test',
            PUBLIC_URL: 'http://newsroom.test',
            ...prezlySourceSettings(standIn),
            REDIS_URL: redis.url,
        };
        const config = loadConfig(env);
        const { logger, lines } = memoryLogger();
        const channels: ContentChannel[] = [];
        const channel = async () => {
            const made = await createContentChannel(config, logger);
            if (!made) throw new Error('Expected a content channel over Redis');
            channels.push(made);
            return made;
        };
        const store = fileSnapshotStore(folder);
        const keeper = createSnapshotKeeper([store], logger);
        const source = createPrezlyContentSource(config, logger, {
            retryBaseDelayMs: 5,
            snapshotStores: [store],
            keeper,
            channel: await channel(),
        });
        const sibling = await channel();
        const expected = { newsroomUuid, source: 'prezly' };
        const corrected = 'A headline corrected after the sibling read';
        try {
            const uuid = generatedStoryUuid(3);
            const before = (await source.get()).stories.byUuid(uuid)!.title;
            await keeper.flush();
            // The cold load's snapshot, as a sibling that read Prezly at the same moment would save it.
            const older = path.join(folder, 'older.ndjson.gz');
            copyFileSync(path.join(folder, SNAPSHOT_FILE), older);
            const olderLoadedAt = (await store.read(expected))!.header.loadedAt;

            editStory(dataset, uuid, { title: corrected });
            await source.reload({ stories: [uuid] });
            await keeper.flush();
            expect((await source.get()).stories.byUuid(uuid)?.title).toBe(corrected);
            const heldSince = source.status().loadedAt!;
            expect(Date.parse(heldSince)).toBeGreaterThan(Date.parse(olderLoadedAt));

            // The sibling's older snapshot lands in the folder after the edit, and it says so.
            copyFileSync(older, path.join(folder, SNAPSHOT_FILE));
            const from = lines.length;
            sibling.publish({
                format: SNAPSHOT_FORMAT,
                newsroomUuid,
                loadedAt: olderLoadedAt,
                instance: INSTANCE_ID,
                snapshotSaved: true,
            });
            // Handled either way: kept (logged), or the older snapshot served (logged too).
            const handled = () =>
                lines.slice(from).find((line) => /^(Kept the content|Serving the content snapshot)/.test(line.message));
            await expect.poll(handled, { timeout: 10_000 }).toBeDefined();
            expect((await source.get()).stories.byUuid(uuid)?.title).toBe(corrected);
            expect(handled()?.message).toBe(
                `Kept the content read from Prezly at ${heldSince}: the snapshot in ${store.name} was read at ${olderLoadedAt}`,
            );
            expect(before).not.toBe(corrected);
        } finally {
            await source.close();
            for (const each of channels) await each.close();
            await standIn.close();
            rmSync(folder, { recursive: true, force: true });
        }
    }, 60_000);
});
