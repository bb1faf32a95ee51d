/**
 * A Prezly content source wired to a stand-in serving the recorded fixtures, for the Prezly
 * adapter's own tests. The stand-in is a local HTTP server replaying Prezly's documented
 * responses; the source talks to it through @prezly/sdk exactly as it would talk to Prezly.
 */
import { loadConfig } from '../../../server/config/config';
import type { ContentSource } from '../../../server/content/content-source';
import type { SnapshotStore } from '../../../server/content/persisted/snapshot-stores';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { type LogLine, memoryLogger } from '../memory-logger';
import { FIXTURE_NEWSROOM, prezlyFixtureDataset } from './recorded-answers';
import { type PrezlyDataset, type PrezlyStandIn, prezlySourceSettings, startPrezlyStandIn } from './stand-in-server';

export { type LogLine, memoryLogger };

export interface FixtureSource {
    dataset: PrezlyDataset;
    standIn: PrezlyStandIn;
    source: ContentSource;
    lines: LogLine[];
    env: Record<string, string>;
    close(): Promise<void>;
}

export async function createFixtureSource(
    options: {
        env?: Record<string, string>;
        pageSize?: number;
        now?: () => number;
        snapshotStores?: SnapshotStore[];
    } = {},
): Promise<FixtureSource> {
    const dataset = prezlyFixtureDataset();
    const standIn = await startPrezlyStandIn({
        dataset: () => dataset,
        newsroomUuid: FIXTURE_NEWSROOM.uuid,
        accessToken: FIXTURE_NEWSROOM.token,
    });
    const env = {
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://newsroom.test',
        ...prezlySourceSettings(standIn),
        ...options.env,
    };
    const { logger, lines } = memoryLogger();
    const source = createPrezlyContentSource(loadConfig(env), logger, {
        pageSize: options.pageSize,
        now: options.now,
        // Retries as in production, with pauses short enough for a test.
        retryBaseDelayMs: 5,
        snapshotStores: options.snapshotStores ?? [],
    });
    return {
        dataset,
        standIn,
        source,
        lines,
        env,
        async close() {
            await source.close();
            await standIn.close();
        },
    };
}

/** A promise the test settles by hand. */
export function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((settle) => {
        resolve = settle;
    });
    return { promise, resolve };
}
