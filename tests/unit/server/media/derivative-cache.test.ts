import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DerivativeCache } from '../../../../server/media/derivative-cache';
import { memoryLogger } from '../../../helpers/memory-logger';

let directory: string;

beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'derivatives-'));
});

afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
});

function cache(memoryBytes: number) {
    return new DerivativeCache({ directory, maxBytes: 1e9, memoryBytes, logger: memoryLogger().logger });
}

describe('DerivativeCache in memory', () => {
    it('answers a rendered derivative from memory once its file is gone', async () => {
        const derivatives = cache(1024);
        const rendered = await derivatives.get('k1', 'webp', async () => Buffer.from('small image'));
        await rm(rendered.path);
        const again = await derivatives.get('k1', 'webp', async () => Buffer.from('rendered again'));
        expect(again.data?.toString()).toBe('small image');
    });

    it('drops the least recently used derivative past its byte budget', async () => {
        const derivatives = cache(20);
        const first = await derivatives.get('a', 'webp', async () => Buffer.alloc(8, 'a'));
        const second = await derivatives.get('b', 'webp', async () => Buffer.alloc(8, 'b'));
        await derivatives.get('a', 'webp', async () => Buffer.alloc(8, 'x')); // a is now the most recent
        await derivatives.get('c', 'webp', async () => Buffer.alloc(8, 'c')); // over 20 bytes: b goes
        await rm(first.path);
        await rm(second.path);
        expect((await derivatives.get('a', 'webp', async () => Buffer.from('re-rendered'))).data?.[0]).toBe(97);
        expect((await derivatives.get('b', 'webp', async () => Buffer.from('re-rendered'))).data?.toString()).toBe(
            're-rendered',
        );
    });

    it('keeps nothing in memory when memory is off', async () => {
        const derivatives = cache(0);
        const rendered = await derivatives.get('k2', 'webp', async () => Buffer.from('first'));
        await rm(rendered.path);
        const again = await derivatives.get('k2', 'webp', async () => Buffer.from('second'));
        expect(again.data?.toString()).toBe('second');
    });
});
