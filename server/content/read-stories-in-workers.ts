import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Story } from '../../domain/content';
import type { ContentProblem } from './content-source';
import { withPackedBody } from './packed-bodies';
import type { StoryFilesBatch, StoryFilesJob } from './story-files-worker';
import { warmFileCache } from './warm-file-cache';

export interface StoryWorkers {
    /** The bundled story-files-worker.js. */
    script: URL;
    threads: number;
}

/**
 * Reads story files on several threads: each worker takes a contiguous slice of `names`, so the
 * stories come back in the order of `names`, as a single-threaded read would give them. Reading,
 * parsing and validating a large newsroom's files is the largest part of start-up (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices); the threads share it while the
 * main thread loads the web stack. Meanwhile the files are read ahead of the workers
 * (warm-file-cache.ts), in case the operating system no longer has them cached.
 */
export async function readStoriesInWorkers(
    directory: string,
    names: readonly string[],
    workers: StoryWorkers,
): Promise<{ stories: Story[]; problems: ContentProblem[] }> {
    const sliceSize = Math.ceil(names.length / workers.threads);
    const slices: string[][] = [];
    for (let start = 0; start < names.length; start += sliceSize) slices.push(names.slice(start, start + sliceSize));
    const warming = warmFileCache(interleaved(slices).map((name) => path.join(directory, 'stories', name)));
    const results = await Promise.all(slices.map((slice) => readSlice(directory, slice, workers.script))).finally(() =>
        warming.stop(),
    );
    return {
        stories: results.flatMap((result) => result.stories),
        problems: results.flatMap((result) => result.problems),
    };
}

/** The slices' first names, then their second ones, and so on: the order the workers read in. */
function interleaved(slices: readonly string[][]): string[] {
    const names: string[] = [];
    const longest = Math.max(0, ...slices.map((slice) => slice.length));
    for (let index = 0; index < longest; index++) {
        for (const slice of slices) if (index < slice.length) names.push(slice[index]!);
    }
    return names;
}

function readSlice(
    directory: string,
    names: string[],
    script: URL,
): Promise<{ stories: Story[]; problems: ContentProblem[] }> {
    return new Promise((resolve, reject) => {
        const stories: Story[] = [];
        const problems: ContentProblem[] = [];
        const job: StoryFilesJob = { directory, names };
        const worker = new Worker(script, { workerData: job });
        worker.on('message', (batch: StoryFilesBatch) => {
            let offset = 0;
            batch.stories.forEach((story, index) => {
                const length = batch.bodyLengths[index]!;
                stories.push(withPackedBody(story, new Uint8Array(batch.bodies, offset, length)));
                offset += length;
            });
            problems.push(...batch.problems);
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
            if (code === 0) resolve({ stories, problems });
            else reject(new Error(`Story reader thread stopped with exit code ${code}`));
        });
    });
}
