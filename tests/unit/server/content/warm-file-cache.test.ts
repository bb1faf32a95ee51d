import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warmFileCache } from '../../../../server/content/warm-file-cache';

function files(count: number): string[] {
    const directory = mkdtempSync(path.join(tmpdir(), 'warm-'));
    return Array.from({ length: count }, (_, index) => {
        const file = path.join(directory, `${index}.json`);
        writeFileSync(file, `{"index":${index}}`);
        return file;
    });
}

describe('warming the file cache', () => {
    it('reads every file once and says how many it read, skipping missing ones', async () => {
        const present = files(30);
        const warming = warmFileCache([...present.slice(0, 10), '/no/such/file.json', ...present.slice(10)]);
        expect(await warming.finished).toBe(30);
    });

    it('stops touching files when told to', async () => {
        const warming = warmFileCache(files(200));
        warming.stop();
        // Only the reads already started finish: one per lane.
        expect(await warming.finished).toBeLessThanOrEqual(8);
    });

    it('finishes at once with nothing to read', async () => {
        expect(await warmFileCache([]).finished).toBe(0);
    });
});
