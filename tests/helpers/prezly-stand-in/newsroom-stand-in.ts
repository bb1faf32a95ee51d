/**
 * The Prezly API stand-in serving a newsroom export directory (the demo newsroom or a test's
 * fixture newsroom), converted on the fly. Files are re-read when they change, so a test that
 * edits its fixture and reloads sees the change, as it would with the files source.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { type Config, loadConfig } from '../../../server/config';
import type { ContentSource } from '../../../server/content/content-source';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import type { Logger } from '../../../server/logger';
import { directorySignature, prezlyDatasetFromDirectory } from './from-newsroom-directory';
import { type PrezlyDataset, type PrezlyStandIn, startPrezlyStandIn } from './stand-in-server';

export async function startNewsroomStandIn(directory: string): Promise<PrezlyStandIn> {
    const fallbackUuid = randomUUID();
    let cached: { signature: string; dataset: PrezlyDataset } | null = null;
    const dataset = () => {
        const signature = directorySignature(directory);
        if (cached?.signature !== signature) {
            cached = { signature, dataset: prezlyDatasetFromDirectory(directory, fallbackUuid) };
        }
        return cached.dataset;
    };
    const uuid = String(dataset().newsroom.uuid);
    return startPrezlyStandIn({ dataset, newsroomUuid: uuid, accessToken: `stand-in-${randomUUID()}` });
}

/** The test's settings, with CONTENT_SOURCE=prezly pointed at the stand-in. */
export function prezlyTestConfig(standIn: PrezlyStandIn, env: Record<string, string>): Config {
    const config = loadConfig({
        ...env,
        CONTENT_SOURCE: 'prezly',
        PREZLY_API_URL: standIn.url,
        PREZLY_ACCESS_TOKEN: standIn.accessToken,
        PREZLY_NEWSROOM_UUID: standIn.newsroomUuid,
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
