/**
 * Which stores the federation runs on (server/federation/stores/federation-stores.ts) without
 * REDIS_URL: the two files, the queue's beside the store's, both kept across a restart, and a
 * store file that cannot be read stops the start.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFederationStores, queueFileFor } from '../../../../server/federation/stores/federation-stores';
import { memoryLogger } from '../../../helpers/memory-logger';

const folders: string[] = [];
afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function storeFile(): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'federation-stores-'));
    folders.push(folder);
    return path.join(folder, 'data', 'federation.json');
}

describe('createFederationStores without Redis', () => {
    it('puts the queue beside the store', () => {
        expect(queueFileFor('/var/lib/newsroom/federation.json')).toBe('/var/lib/newsroom/federation.queue.json');
        expect(queueFileFor('/var/lib/newsroom/federation')).toBe('/var/lib/newsroom/federation.queue.json');
    });

    it('keeps values and waiting messages in two files that a restart finds again', async () => {
        const file = storeFile();
        const { logger } = memoryLogger();
        const before = await createFederationStores({ keyPrefix: 'newsroom:fedify:', storeFile: file }, logger);
        expect(before.kind).toBe('file');
        await before.kv.set(['_fedify', 'keys', 'news'], { publicKey: 'kept' });
        await before.queue.enqueue({ deliver: 'Create' });
        await before.close();
        expect(existsSync(file)).toBe(true);
        expect(existsSync(queueFileFor(file))).toBe(true);

        const after = await createFederationStores({ keyPrefix: 'newsroom:fedify:', storeFile: file }, logger);
        expect(await after.kv.get(['_fedify', 'keys', 'news'])).toEqual({ publicKey: 'kept' });
        expect(await after.queue.getDepth?.()).toEqual({ queued: 1, ready: 1, delayed: 0 });
        await after.close();
    });

    it('refuses to start on a store file it cannot read', async () => {
        const file = storeFile();
        const { logger } = memoryLogger();
        mkdirSync(path.dirname(file));
        writeFileSync(file, 'not json');
        await expect(createFederationStores({ keyPrefix: 'x:', storeFile: file }, logger)).rejects.toThrow(file);
    });
});
