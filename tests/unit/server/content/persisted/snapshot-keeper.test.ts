import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFilesContentSource } from '../../../../../server/content/files-content-source';
import { packedBodyOf } from '../../../../../server/content/packed-bodies';
import { SNAPSHOT_FORMAT } from '../../../../../server/content/persisted/snapshot-format';
import { createSnapshotKeeper } from '../../../../../server/content/persisted/snapshot-keeper';
import { fileSnapshotStore, type SnapshotStore } from '../../../../../server/content/persisted/snapshot-stores';
import { memoryLogger } from '../../../../helpers/memory-logger';

const folders: string[] = [];
afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function savedDemo() {
    const folder = mkdtempSync(path.join(tmpdir(), 'snapshot-keeper-'));
    folders.push(folder);
    const { logger, lines } = memoryLogger();
    const source = createFilesContentSource({ directory: path.resolve('content/demo'), logger });
    const snapshot = await source.get();
    const keeper = createSnapshotKeeper([fileSnapshotStore(folder)], logger);
    const header = {
        source: 'prezly',
        newsroomUuid: 'newsroom-1',
        loadedAt: '2026-11-01T10:00:00.000Z',
        watermark: '2026-10-31T09:00:00Z',
    };
    keeper.save(() => ({ header, content: snapshot.content, problems: [] }));
    await keeper.flush();
    return { folder, keeper, lines, snapshot, file: path.join(folder, 'content.ndjson.gz') };
}

describe('the persisted content snapshot', () => {
    it('gives back the content it was given, bodies byte for byte', async () => {
        const { keeper, snapshot } = await savedDemo();
        const restored = await keeper.restore({ newsroomUuid: 'newsroom-1', source: 'prezly' });
        expect(restored?.header).toMatchObject({
            loadedAt: '2026-11-01T10:00:00.000Z',
            watermark: '2026-10-31T09:00:00Z',
        });
        expect(restored?.content.stories).toHaveLength(snapshot.content.stories.length);
        const [first] = snapshot.content.stories;
        const back = restored?.content.stories.find((story) => story.uuid === first?.uuid);
        expect(Buffer.compare(Buffer.from(packedBodyOf(back!)!), Buffer.from(packedBodyOf(first!)!))).toBe(0);
        expect(back?.content).toEqual(first?.content);
        expect(restored?.content.languages).toEqual(snapshot.content.languages);
        expect(restored?.content.categories).toEqual(snapshot.content.categories);
    });

    it('is ignored, with a log line, when it holds another newsroom', async () => {
        const { keeper, lines } = await savedDemo();
        expect(await keeper.restore({ newsroomUuid: 'newsroom-2', source: 'prezly' })).toBeNull();
        expect(lines.map((line) => line.message)).toContainEqual(
            expect.stringMatching(
                /^Ignoring the content snapshot in file .*: it holds prezly newsroom newsroom-1, not newsroom-2$/,
            ),
        );
    });

    it('is ignored, with a log line, when it has another format, or is damaged', async () => {
        const { keeper, lines, file } = await savedDemo();
        const text = gunzipSync(readFileSync(file)).toString('utf8');
        writeFileSync(file, gzipSync(text.replace(`"format":${SNAPSHOT_FORMAT}`, '"format":0')));
        expect(await keeper.restore({ newsroomUuid: 'newsroom-1', source: 'prezly' })).toBeNull();
        writeFileSync(file, readFileSync(file).subarray(0, 200));
        expect(await keeper.restore({ newsroomUuid: 'newsroom-1', source: 'prezly' })).toBeNull();
        const messages = lines.map((line) => line.message);
        expect(messages).toContainEqual(
            expect.stringMatching(new RegExp(`: it has format 0, this version reads format ${SNAPSHOT_FORMAT}$`)),
        );
        expect(messages).toContainEqual(
            expect.stringMatching(/^Ignoring the content snapshot in file .*: it (cannot be read|ends early)/),
        );
    });

    it('is none when nothing was saved', async () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'snapshot-keeper-'));
        folders.push(folder);
        const keeper = createSnapshotKeeper([fileSnapshotStore(folder)], memoryLogger().logger);
        expect(await keeper.restore({ newsroomUuid: 'newsroom-1', source: 'prezly' })).toBeNull();
    });

    it('is saved 5 s after the first change not saved yet, however often changes follow', async () => {
        const { logger } = memoryLogger();
        const snapshot = await createFilesContentSource({ directory: path.resolve('content/demo'), logger }).get();
        // A store that notes each write as it begins, and reads the encoded stream to its end.
        const written: string[] = [];
        const store: SnapshotStore = {
            name: 'memory',
            read: () => Promise.resolve(null),
            async write(encoded) {
                written.push('write');
                for await (const _chunk of encoded);
            },
        };
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        try {
            const keeper = createSnapshotKeeper([store], logger, 5000);
            const save = (loadedAt: string) =>
                keeper.save(() => ({
                    header: { source: 'prezly', newsroomUuid: 'newsroom-1', loadedAt, watermark: null },
                    content: snapshot.content,
                    problems: [],
                }));
            save('2026-11-01T10:00:00.000Z');
            await vi.advanceTimersByTimeAsync(3000);
            save('2026-11-01T10:00:03.000Z');
            await vi.advanceTimersByTimeAsync(1999);
            expect(written).toEqual([]);
            await vi.advanceTimersByTimeAsync(1);
            expect(written).toEqual(['write']);
            await keeper.flush();
            expect(written).toEqual(['write']);
        } finally {
            vi.useRealTimers();
        }
    });
});
