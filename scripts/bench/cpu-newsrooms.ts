/**
 * The two newsrooms the CPU benchmark serves: the demo newsroom from its files, and a
 * Prezly-shaped one (the demo's stories cloned into a large newsroom in three languages, one
 * family of three in ten as heavy as real stories: realistic-stories.ts) read through the Prezly
 * stand-in, as production reads Prezly.
 */
import path from 'node:path';
import { freePort } from '../../tests/helpers/engines';
import { prezlyDatasetFromDirectory } from '../../tests/helpers/prezly-stand-in/from-newsroom-directory';
import { generatedNewsroom } from '../../tests/helpers/prezly-stand-in/generated-newsroom';
import { prezlySourceSettings, startPrezlyStandIn } from '../../tests/helpers/prezly-stand-in/stand-in-server';
import { withRealisticStories, withStoryCounts } from './realistic-stories';
import { type ServerProcess, searchReady, startServer } from './server-process';

export type NewsroomName = 'demo' | 'prezly';

export interface BenchNewsroom {
    name: NewsroomName;
    /** How the report names it. */
    title: string;
    /** The server settings that serve it. */
    env: Record<string, string>;
    /** Calls the server has made to the Prezly stand-in so far (always 0 for the demo). */
    prezlyCalls(): number;
    close(): Promise<void>;
}

function demoNewsroom(): BenchNewsroom {
    return {
        name: 'demo',
        title: 'demo newsroom (content/demo, files source)',
        // Absolute: a server of another checkout (`--against`) reads the same files.
        env: { CONTENT_DIR: path.resolve('content/demo') },
        prezlyCalls: () => 0,
        close: async () => {},
    };
}

async function prezlyNewsroom(stories: number): Promise<BenchNewsroom> {
    const generated = generatedNewsroom(stories);
    const { newsroomUuid } = generated;
    const demo = prezlyDatasetFromDirectory(path.resolve('content/demo'), newsroomUuid);
    const realistic = withRealisticStories(generated.dataset.stories, demo.stories);
    const dataset = {
        ...generated.dataset,
        stories: realistic,
        languages: withStoryCounts(generated.dataset.languages, realistic),
    };
    const standIn = await startPrezlyStandIn({ dataset: () => dataset, newsroomUuid });
    return {
        name: 'prezly',
        title: `Prezly-shaped newsroom (${stories.toLocaleString('en')} stories in three languages, one in ten heavy; Prezly stand-in)`,
        env: {
            ...prezlySourceSettings(standIn),
            // Content loaded once and kept: a background refresh would add its CPU to the pages
            // measured meanwhile. Nothing persisted, so every server starts from Prezly alike.
            CONTENT_CACHE_TTL_SECONDS: '3600',
            CONTENT_SNAPSHOT_DIR: 'off',
        },
        prezlyCalls: () => standIn.requests.length,
        close: () => standIn.close(),
    };
}

export function openNewsroom(name: NewsroomName, stories: number): Promise<BenchNewsroom> {
    return name === 'demo' ? Promise.resolve(demoNewsroom()) : prezlyNewsroom(stories);
}

/**
 * One server process for the newsroom (WEB_CONCURRENCY=1, as the Procfile starts it, unless
 * `workers` says otherwise), with the page cache on or off, started on a free port and ready to
 * search; the build of `checkout`.
 */
export async function startNewsroomServer(
    newsroom: BenchNewsroom,
    pageCache: boolean,
    nodeFlags: string[] = [],
    checkout = '.',
    workers = 1,
): Promise<ServerProcess> {
    const env = {
        ...newsroom.env,
        WEB_CONCURRENCY: String(workers),
        ...(pageCache ? {} : { PAGE_CACHE_ENTRIES: '0' }),
    };
    const server = await startServer(env, await freePort(), '/', false, nodeFlags, checkout);
    await searchReady(server.url);
    return server;
}
