import type { Config } from '../config';
import type { Logger } from '../logger';
import type { ContentSource } from './content-source';
import { createFilesContentSource } from './files';

/** Picks the content adapter named by CONTENT_SOURCE. */
export async function createContentSource(config: Config, logger: Logger): Promise<ContentSource> {
    switch (config.CONTENT_SOURCE) {
        case 'files':
            return createFilesContentSource({ directory: config.contentDir, logger, watch: config.contentWatch });
        case 'prezly': {
            const { createPrezlyContentSource } = await import('./prezly/prezly-source');
            return createPrezlyContentSource(config, logger);
        }
    }
}
