import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { fixtureStory, writeFixtureNewsroom } from '../../../helpers/fixture-newsroom';
import { memoryLogger } from '../../../helpers/memory-logger';

describe('files content source', () => {
    it('loads a newsroom export directory', async () => {
        const { logger } = memoryLogger();
        const source = createFilesContentSource({ directory: writeFixtureNewsroom(), logger });
        const snapshot = await source.get();
        expect(snapshot.languages.all.map((language) => language.code)).toEqual(['en', 'fr', 'ar']);
        expect(snapshot.stories.listed('en').map((story) => story.slug)).toEqual(['first-story']);
        expect(source.status()).toMatchObject({ ok: true, stale: false, problems: [] });
    });

    it('skips a malformed file and a malformed record with a log line naming file and field, and keeps serving the rest', async () => {
        const { logger, lines } = memoryLogger();
        const directory = writeFixtureNewsroom({
            rawFiles: {
                'stories/broken-json.json': '{ "title": ',
                'stories/bad-status.json': JSON.stringify(fixtureStory({ id: 9, slug: 'bad', status: 'live' })),
            },
        });
        const source = createFilesContentSource({ directory, logger });
        const snapshot = await source.get();
        expect(snapshot.stories.bySlug('first-story')).toBeDefined();
        expect(snapshot.stories.bySlug('bad')).toBeUndefined();
        const warnings = lines.filter((line) => line.level === 'warn').map((line) => line.message);
        expect(warnings).toContainEqual(
            expect.stringMatching(/^Skipped invalid content: stories\/broken-json\.json \(file\): Invalid JSON/),
        );
        expect(warnings).toContainEqual(
            expect.stringMatching(/^Skipped invalid content: stories\/bad-status\.json status: /),
        );
        expect(source.status().problems).toHaveLength(2);
    });

    it('keeps the last good content when a reload finds the newsroom unusable', async () => {
        const { logger, lines } = memoryLogger();
        const directory = writeFixtureNewsroom();
        const source = createFilesContentSource({ directory, logger });
        const first = await source.get();
        writeFileSync(path.join(directory, 'newsroom.json'), '{ broken');
        await source.reload();
        expect(await source.get()).toBe(first);
        expect(source.status()).toMatchObject({ ok: true, stale: true });
        expect(lines.some((line) => line.level === 'error' && line.message.includes('newsroom.json'))).toBe(true);
    });

    it('publishes a new snapshot to subscribers on reload (SIGHUP, file changes)', async () => {
        const { logger } = memoryLogger();
        const directory = writeFixtureNewsroom();
        const source = createFilesContentSource({ directory, logger });
        const first = await source.get();
        const seen: number[] = [];
        source.subscribe((snapshot) => seen.push(snapshot.version));
        const storyFile = path.join(directory, 'stories/1.json');
        writeFileSync(storyFile, readFileSync(storyFile, 'utf8').replace('"Story 1"', '"Story one, edited"'));
        await source.reload();
        const second = await source.get();
        expect(second.version).toBeGreaterThan(first.version);
        expect(seen).toEqual([second.version]);
        expect(second.stories.bySlug('first-story')?.title).toBe('Story one, edited');
    });

    it('fails clearly when the directory holds no newsroom at all', async () => {
        const { logger } = memoryLogger();
        const source = createFilesContentSource({ directory: '/nonexistent/newsroom', logger });
        await expect(source.get()).rejects.toThrow(/newsroom\.json \(file\): File cannot be read/);
        expect(source.status().ok).toBe(false);
    });
});
