/**
 * Debian's `unzip` (Info-ZIP), the program a journalist's machine opens a download with: tests
 * an archive's integrity and lists its entries, so a test fails on any archive it cannot read.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface UnzipResult {
    /** `unzip -t` found every entry whole (exit code 0). */
    ok: boolean;
    /** What unzip said, for a failing assertion's message. */
    output: string;
    /** The entries' names (`zipinfo -1`), when the archive could be read. */
    names: string[];
}

export function unzipCheck(archive: Buffer): UnzipResult {
    const dir = mkdtempSync(path.join(tmpdir(), 'unzip-check-'));
    try {
        const file = path.join(dir, 'archive.zip');
        writeFileSync(file, archive);
        const test = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
        const ok = test.status === 0;
        const names = ok ? execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).split('\n').filter(Boolean) : [];
        return { ok, output: `${test.stdout}${test.stderr}`, names };
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
}
