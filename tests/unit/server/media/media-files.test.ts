import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMediaFiles } from '../../../../server/media/media-files';

const FOLDERS = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-0000-4000-8000-000000000000`);
const [A, B, C] = FOLDERS as [string, string, string];

let root: string;

beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'media-files-'));
    for (const uuid of FOLDERS) {
        await mkdir(path.join(root, uuid));
        await writeFile(path.join(root, uuid, 'first.jpg'), 'image');
    }
});

afterEach(async () => {
    await rm(root, { recursive: true, force: true });
});

const names = async (files: ReturnType<typeof createMediaFiles>, uuid: string) =>
    (await files.list(uuid)).map((file) => file.name).sort();

describe('createMediaFiles', () => {
    it('finds a stored file by its name or its download form, and nothing outside a uuid folder', async () => {
        await writeFile(path.join(root, A, 'Press kit (final).pdf'), 'pdf');
        const files = createMediaFiles(() => root);
        expect((await files.find(A, 'Press kit (final).pdf'))?.size).toBe(3);
        expect(await files.find(A, 'missing.pdf')).toBeNull();
        expect(await files.list('../etc')).toEqual([]);
    });

    it('keeps the most recently listed folders and forgets the least recently used one past its bound', async () => {
        const files = createMediaFiles(() => root, { maxFolders: 2 });
        await files.list(A);
        await files.list(B);
        await files.list(A); // A is now the most recently used
        await files.list(C); // over the bound: B goes, A stays
        for (const uuid of FOLDERS) await writeFile(path.join(root, uuid, 'second.jpg'), 'image');
        expect(await names(files, A)).toEqual(['first.jpg']); // still the kept listing
        expect(await names(files, B)).toEqual(['first.jpg', 'second.jpg']); // read again
    });

    it('reads every folder again once cleared', async () => {
        const files = createMediaFiles(() => root);
        await files.list(A);
        await writeFile(path.join(root, A, 'second.jpg'), 'image');
        files.clear();
        expect(await names(files, A)).toEqual(['first.jpg', 'second.jpg']);
    });
});
