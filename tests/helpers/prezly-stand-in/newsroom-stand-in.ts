/**
 * The Prezly API stand-in serving a newsroom export directory (the demo newsroom or a test's
 * fixture newsroom), converted on the fly. Files are re-read when they change, so a test that
 * edits its fixture and reloads sees the change, as it would with the files source.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Config, loadConfig } from '../../../server/config/config';
import type { ContentSource } from '../../../server/content/content-source';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import type { Logger } from '../../../server/logger';
import { directorySignature, prezlyDatasetFromDirectory } from './from-newsroom-directory';
import { type PrezlyDataset, type PrezlyStandIn, prezlySourceSettings, startPrezlyStandIn } from './stand-in-server';

export async function startNewsroomStandIn(directory: string): Promise<PrezlyStandIn> {
    const fallbackUuid = randomUUID();
    let cached: { signature: string; dataset: PrezlyDataset } | null = null;
    const saves = storySaves();
    const dataset = () => {
        const signature = directorySignature(directory);
        if (cached?.signature !== signature) {
            cached = { signature, dataset: saves(prezlyDatasetFromDirectory(directory, fallbackUuid)) };
        }
        return cached.dataset;
    };
    const uuid = String(dataset().newsroom.uuid);
    return startPrezlyStandIn({ dataset, newsroomUuid: uuid, accessToken: `stand-in-${randomUUID()}` });
}

/**
 * Prezly moves a story's `updated_at` whenever it is saved. A story file a test edits after the
 * stand-in first read it counts as saved then: its `updated_at` becomes the time of the edit
 * (and stays so), as an edit in Prezly would make it; stories never edited keep theirs.
 */
function storySaves(): (dataset: PrezlyDataset) => PrezlyDataset {
    const seen = new Map<string, { text: string; updatedAt: string | null }>();
    return (dataset) => {
        for (const story of dataset.stories) {
            const uuid = String(story.uuid);
            const { updated_at: _, ...rest } = story;
            const text = JSON.stringify(rest);
            const before = seen.get(uuid);
            const updatedAt = !before ? null : before.text === text ? before.updatedAt : new Date().toISOString();
            seen.set(uuid, { text, updatedAt });
            if (updatedAt) story.updated_at = updatedAt;
        }
        return dataset;
    };
}

/** The test's settings, with CONTENT_SOURCE=prezly pointed at the stand-in. */
export function prezlyTestConfig(standIn: PrezlyStandIn, env: Record<string, string>): Config {
    const config = loadConfig({
        ...env,
        ...prezlySourceSettings(standIn),
    });
    // Prezly's assets CDN is out of reach from tests. Its stand-in is the site's own /cdn serving
    // the same newsroom's media files (see prezlyTestSource), so image URLs, downloads and
    // derivatives are the same as with the files source.
    return env.ASSETS_CDN_URL ? config : { ...config, assetsCdnUrl: `${config.siteUrl}/cdn` };
}

/** The Prezly adapter, with the directory's media folder standing in for Prezly's assets CDN. */
export function prezlyTestSource(config: Config, logger: Logger, directory: string): ContentSource {
    // No persisted snapshot: each test reads its stand-in afresh.
    const source = createPrezlyContentSource(config, logger, { snapshotStores: [] });
    return { ...source, mediaDirectory: path.join(directory, 'media') };
}
