import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/config';
import type { Logger } from '../logger';
import type { ContentSource } from './content-source';
import { createFilesContentSource } from './files-content-source';
import type { StoryWorkers } from './read-stories-in-workers';

/**
 * The story-reading worker the build puts beside the server bundle (dist/server). Running from
 * sources (tests, tsx scripts) it is absent, and stories are read on the main thread.
 */
function builtStoryWorkers(): StoryWorkers | undefined {
    const script = new URL('./story-files-worker.js', import.meta.url);
    if (!existsSync(fileURLToPath(script))) return undefined;
    return { script, threads: Math.min(availableParallelism(), 4) };
}

/** Picks the content adapter named by CONTENT_SOURCE. */
export async function createContentSource(config: Config, logger: Logger): Promise<ContentSource> {
    switch (config.CONTENT_SOURCE) {
        case 'files':
            return createFilesContentSource({
                directory: config.contentDir,
                logger,
                watch: config.contentWatch,
                storyWorkers: builtStoryWorkers(),
            });
        case 'prezly': {
            const { createPrezlyContentSource } = await import('./prezly/create-prezly-source');
            const { createContentChannel } = await import('./sharing/content-channel');
            const { redisSnapshotStores } = await import('./persisted/redis-snapshot-client');
            return createPrezlyContentSource(config, logger, {
                channel: await createContentChannel(config, logger),
                ...(await redisSnapshotStores(config, logger)),
            });
        }
    }
}
