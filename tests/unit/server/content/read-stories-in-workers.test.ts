/**
 * Story files read on worker threads (server/content/read-stories-in-workers.ts) against the
 * real worker, bundled from source here the way esbuild.config.mjs bundles it for dist/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorySchema } from '../../../../domain/content';
import type { ContentProblem } from '../../../../server/content/content-source';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { readRecordFiles } from '../../../../server/content/read-json-files';
import { readStoriesInWorkers, type StoryWorkers } from '../../../../server/content/read-stories-in-workers';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../../helpers/fixture-newsroom';
import { memoryLogger } from '../../../helpers/memory-logger';

let workers: StoryWorkers;
const buildDirectory = path.resolve(`.cache/test-build-${process.pid}`);

beforeAll(async () => {
    const directory = buildDirectory;
    mkdirSync(directory, { recursive: true });
    const outfile = path.join(directory, 'story-files-worker.js');
    await esbuild.build({
        entryPoints: ['server/content/story-files-worker.ts'],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        logLevel: 'warning',
    });
    workers = { script: pathToFileURL(outfile), threads: 2 };
});

afterAll(() => rmSync(buildDirectory, { recursive: true, force: true }));

/** Stories in three languages with bodies in three scripts, so the packed UTF-8 is tested too. */
function manyStories(count: number) {
    const cultures = [CULTURES.en, CULTURES.fr, CULTURES.ar];
    return Array.from({ length: count }, (_, index) => {
        const id = index + 1;
        return fixtureStory({
            id,
            slug: `story-${id}`,
            culture: cultures[index % 3],
            content: {
                type: 'document',
                version: '0.50',
                children: [{ type: 'paragraph', children: [{ text: `Story ${id} — “quoted” — قصة ${id}` }] }],
            },
        });
    });
}

describe('reading stories on worker threads', () => {
    it('gives the same stories, bodies and problems, in the same order, as reading them here', async () => {
        const directory = writeFixtureNewsroom({
            stories: manyStories(40),
            rawFiles: {
                'stories/broken.json': '{ "title": ',
                'stories/bad-status.json': JSON.stringify(fixtureStory({ id: 99, slug: 'bad', status: 'live' })),
            },
        });
        const names = [
            '1.json',
            '2.json',
            'bad-status.json',
            'broken.json',
            ...manyStories(40)
                .slice(2)
                .map((s) => `${s.id}.json`),
        ];
        const here: ContentProblem[] = [];
        const expected = readRecordFiles(directory, 'stories', names, StorySchema, here);

        const read = await readStoriesInWorkers(directory, names, workers);

        expect(read.stories.map((story) => story.slug)).toEqual(expected.map((story) => story.slug));
        expect(read.stories.map((story) => story.content)).toEqual(expected.map((story) => story.content));
        expect(JSON.parse(JSON.stringify(read.stories))).toEqual(JSON.parse(JSON.stringify(expected)));
        expect(read.problems).toEqual(here);
        expect(read.problems.map((problem) => problem.file).sort()).toEqual([
            'stories/bad-status.json',
            'stories/broken.json',
        ]);
    });

    it('loads a large newsroom through the files source exactly as the single-threaded read does', async () => {
        const directory = writeFixtureNewsroom({ stories: manyStories(1_200) });
        const { logger } = memoryLogger();
        const threaded = await createFilesContentSource({ directory, logger, storyWorkers: workers }).get();
        const single = await createFilesContentSource({ directory, logger }).get();

        expect(threaded.content.stories).toHaveLength(1_200);
        for (const code of ['en', 'fr', 'ar']) {
            expect(threaded.stories.listed(code).map((story) => story.uuid)).toEqual(
                single.stories.listed(code).map((story) => story.uuid),
            );
        }
        expect(threaded.stories.bySlug('story-1200')?.content).toEqual(single.stories.bySlug('story-1200')?.content);
    });

    it('falls back to reading on this thread, with a warning, when the threads cannot run', async () => {
        const directory = writeFixtureNewsroom({ stories: manyStories(1_000) });
        const { logger, lines } = memoryLogger();
        const broken: StoryWorkers = { script: pathToFileURL(path.resolve('.cache/no-such-worker.js')), threads: 2 };
        const snapshot = await createFilesContentSource({ directory, logger, storyWorkers: broken }).get();

        expect(snapshot.content.stories).toHaveLength(1_000);
        expect(lines).toContainEqual(
            expect.objectContaining({
                level: 'warn',
                message: expect.stringMatching(/^Reading stories on 2 threads failed, reading them here: /),
            }),
        );
    });
});
