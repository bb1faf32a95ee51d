/**
 * The key–value store of a site without Redis (server/federation/stores/file-kv-store.ts): Fedify's
 * KvStore semantics, and a JSON file that survives a restart and is never silently replaced, as
 * it holds the actors' signing keys and the followers.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KvStore } from '@fedify/fedify';
import { Temporal } from '@js-temporal/polyfill';
import { afterEach, describe, expect, it } from 'vitest';
import { FileKvStore } from '../../../../server/federation/stores/file-kv-store';
import { memoryLogger } from '../../../helpers/memory-logger';

const folders: string[] = [];
const stores: FileKvStore[] = [];
afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function storeFile(): string {
    const folder = mkdtempSync(path.join(tmpdir(), 'federation-kv-'));
    folders.push(folder);
    return path.join(folder, 'federation.json');
}

async function open(file: string) {
    const store = await FileKvStore.open(file, memoryLogger().logger);
    stores.push(store);
    return store;
}

async function listed(store: KvStore, prefix?: readonly [string, ...string[]]) {
    const entries: { key: readonly string[]; value: unknown }[] = [];
    for await (const entry of store.list(prefix)) entries.push({ key: entry.key, value: entry.value });
    // In key order, part by part.
    return entries.sort((left, right) => (left.key.join('\u0001') < right.key.join('\u0001') ? -1 : 1));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('FileKvStore', () => {
    it('gets what was set, as a copy, and nothing once deleted', async () => {
        const store = await open(storeFile());
        expect(await store.get(['followers', 'news'])).toBeUndefined();
        const value = { inbox: 'https://example.social/inbox', since: 3 };
        await store.set(['followers', 'news'], value);
        value.since = 4;
        expect(await store.get(['followers', 'news'])).toEqual({ inbox: 'https://example.social/inbox', since: 3 });
        await store.set(['followers', 'news'], null);
        expect(await store.get(['followers', 'news'])).toBeNull();
        await store.delete(['followers', 'news']);
        expect(await store.get(['followers', 'news'])).toBeUndefined();
    });

    it('keeps keys whose parts would run together apart', async () => {
        const store = await open(storeFile());
        await store.set(['a', 'b'], 1);
        await store.set(['a/b'], 2);
        await store.set(['a', 'b', ''], 3);
        expect(await store.get(['a', 'b'])).toBe(1);
        expect(await store.get(['a/b'])).toBe(2);
        expect(await store.get(['a', 'b', ''])).toBe(3);
    });

    it('never returns a value past its ttl, and leaves it out of the file', async () => {
        const file = storeFile();
        const store = await open(file);
        await store.set(['short'], 'gone soon', { ttl: Temporal.Duration.from({ milliseconds: 500 }) });
        await store.set(['long'], 'stays', { ttl: Temporal.Duration.from({ hours: 1 }) });
        expect(await store.get(['short'])).toBe('gone soon');
        await sleep(550);
        expect(await store.get(['short'])).toBeUndefined();
        expect(await listed(store)).toEqual([{ key: ['long'], value: 'stays' }]);
        await store.flush();
        const written = JSON.parse(readFileSync(file, 'utf8')) as { entries: { key: string[] }[] };
        expect(written.entries.map((entry) => entry.key)).toEqual([['long']]);
    });

    it('swaps only from the expected value; undefined expects no value', async () => {
        const store = await open(storeFile());
        expect(await store.cas(['lock'], 'someone', 'me')).toBe(false);
        expect(await store.get(['lock'])).toBeUndefined();
        expect(await store.cas(['lock'], undefined, { owner: 'me', at: 1 })).toBe(true);
        expect(await store.cas(['lock'], undefined, { owner: 'you', at: 2 })).toBe(false);
        // Equal values match whatever the order of their keys.
        expect(await store.cas(['lock'], { at: 1, owner: 'me' }, { owner: 'you', at: 2 })).toBe(true);
        expect(await store.get(['lock'])).toEqual({ owner: 'you', at: 2 });
        expect(await store.cas(['lock'], { owner: 'me', at: 1 }, 'late')).toBe(false);
        expect(await store.get(['lock'])).toEqual({ owner: 'you', at: 2 });
    });

    it('lists the entries under a prefix, the prefix key itself included, never a longer part', async () => {
        const store = await open(storeFile());
        await store.set(['followers'], 'count');
        await store.set(['followers', 'news'], 1);
        await store.set(['followers', 'news', 'x'], 2);
        await store.set(['followers', 'newsroom'], 3);
        await store.set(['followersx'], 4);
        expect(await listed(store, ['followers', 'news'])).toEqual([
            { key: ['followers', 'news'], value: 1 },
            { key: ['followers', 'news', 'x'], value: 2 },
        ]);
        expect((await listed(store, ['followers'])).map((entry) => entry.key)).toEqual([
            ['followers'],
            ['followers', 'news'],
            ['followers', 'news', 'x'],
            ['followers', 'newsroom'],
        ]);
        expect(await listed(store)).toHaveLength(5);
    });

    it('is found again by a new instance on the same file, and writes it readable by the site alone', async () => {
        const file = storeFile();
        const first = await open(file);
        await first.set(['_fedify', 'keys', 'news'], { privateKey: { kty: 'RSA', d: 'secret' } });
        await first.set(['cache', 'doc'], 'kept for an hour', { ttl: Temporal.Duration.from({ hours: 1 }) });
        await first.close();
        const second = await open(file);
        expect(await second.get(['_fedify', 'keys', 'news'])).toEqual({ privateKey: { kty: 'RSA', d: 'secret' } });
        expect(await second.get(['cache', 'doc'])).toBe('kept for an hour');
        expect(statSync(file).mode & 0o777).toBe(0o600);
        // The write went through a temporary file, which is gone.
        expect(readdirSync(path.dirname(file))).toEqual(['federation.json']);
    });

    it('writes a change without being flushed, soon after it', async () => {
        const file = storeFile();
        const store = await open(file);
        await store.set(['followers', 'news'], ['https://example.social/users/ann']);
        for (let attempt = 0; attempt < 100; attempt++) {
            try {
                if (readFileSync(file, 'utf8').includes('users/ann')) break;
            } catch {}
            await sleep(20);
        }
        const reopened = await open(file);
        expect(await reopened.get(['followers', 'news'])).toEqual(['https://example.social/users/ann']);
    });

    it('starts empty without a file, and refuses a corrupt one, naming it and leaving it as it was', async () => {
        const file = storeFile();
        expect(await listed(await open(file))).toEqual([]);
        writeFileSync(file, '{"version":1,"entries":[{"key":["half');
        await expect(FileKvStore.open(file, memoryLogger().logger)).rejects.toThrow(file);
        writeFileSync(file, '{"something":"else"}');
        await expect(FileKvStore.open(file, memoryLogger().logger)).rejects.toThrow(/federation store .* not a store/);
        expect(readFileSync(file, 'utf8')).toBe('{"something":"else"}');
    });
});
