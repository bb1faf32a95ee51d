/**
 * A worker thread that reads, validates and packs a slice of a newsroom's story files
 * (read-stories-in-workers.ts). Stories are posted back in batches without their bodies; each
 * batch's bodies travel as one transferred buffer of UTF-8 JSON, which the main thread keeps as
 * the packed bodies, so they are never copied or parsed again there.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { leaveOutInvalidImages, type Story, StorySchema } from '../../domain/content';
import type { ContentProblem } from './content-source';
import { encodeStoryBody } from './packed-bodies';
import { readRecordFiles } from './read-json-files';

export interface StoryFilesJob {
    directory: string;
    names: string[];
}

export interface StoryFilesBatch {
    stories: Omit<Story, 'content'>[];
    /** The bodies of `stories`, in order, back to back. */
    bodies: ArrayBuffer;
    bodyLengths: number[];
    problems: ContentProblem[];
}

/** Files per message: small enough to keep the worker's heap small, large enough to be cheap. */
const BATCH = 250;

function readBatch(directory: string, names: string[]): StoryFilesBatch {
    const problems: ContentProblem[] = [];
    const stories = readRecordFiles(directory, 'stories', names, StorySchema, problems, leaveOutInvalidImages);
    const encoded = stories.map((story) => encodeStoryBody(story.content));
    // A buffer of its own, not Buffer.concat's: a small one would come from Node's shared pool,
    // and transferring it would take the whole pool away from this thread.
    const bodies = new Uint8Array(encoded.reduce((total, body) => total + body.length, 0));
    let offset = 0;
    for (const body of encoded) {
        bodies.set(body, offset);
        offset += body.length;
    }
    const withoutBodies = stories.map(({ content: _body, ...story }) => story);
    return { stories: withoutBodies, bodies: bodies.buffer, bodyLengths: encoded.map((body) => body.length), problems };
}

const port = parentPort;
if (port) {
    const { directory, names } = workerData as StoryFilesJob;
    for (let start = 0; start < names.length; start += BATCH) {
        const batch = readBatch(directory, names.slice(start, start + BATCH));
        port.postMessage(batch, [batch.bodies]);
    }
}
