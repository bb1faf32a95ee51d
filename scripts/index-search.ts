/**
 * Pushes the newsroom's published public stories to the configured remote search engine.
 *
 *   SEARCH_BACKEND=meilisearch MEILISEARCH_HOST=… MEILISEARCH_ADMIN_API_KEY=… npm run search:index
 *   SEARCH_BACKEND=algolia ALGOLIA_APP_ID=… ALGOLIA_API_KEY=… ALGOLIA_ADMIN_API_KEY=… npm run search:index
 *
 * The content comes from the configured content source (CONTENT_SOURCE, CONTENT_DIR or the
 * Prezly settings), exactly as the site loads it. Meilisearch: a fresh index is created with
 * its searchable, filterable (locale, categories, year, month) and sortable (published_at_ts)
 * attributes, filled, and swapped with the live one, waiting for every task. Algolia: the
 * settings are applied, then every record is replaced (saveObjects into a temporary index,
 * moved over the live one). Exits 1 with the reason when anything fails.
 */
import { ConfigError, loadConfig } from '../server/config/config';
import { createContentSource } from '../server/content/create-content-source';
import { createLogger } from '../server/logger';
import { createRawSearchBackend } from '../server/search/create-search-backend';

async function main() {
    const config = loadConfig();
    const logger = createLogger({ level: config.LOG_LEVEL, format: config.logFormat });
    if (config.SEARCH_BACKEND === 'embedded') {
        throw new Error(
            'SEARCH_BACKEND is embedded: the site builds its own index at start. Set SEARCH_BACKEND=meilisearch or algolia to push to a search engine.',
        );
    }
    if (config.SEARCH_BACKEND === 'algolia' && !config.ALGOLIA_ADMIN_API_KEY) {
        throw new Error('ALGOLIA_ADMIN_API_KEY is required to write to Algolia (the search key cannot).');
    }
    const content = await createContentSource(config, logger);
    try {
        const snapshot = await content.get();
        const problems = content.status().problems.length;
        if (problems > 0) logger.warn(`${problems} content records were skipped (see the messages above)`);
        const backend = await createRawSearchBackend(config);
        const index = config.SEARCH_BACKEND === 'meilisearch' ? config.MEILISEARCH_INDEX : config.ALGOLIA_INDEX;
        logger.info(`Indexing into ${config.SEARCH_BACKEND} index "${index}"…`);
        const started = performance.now();
        const report = await backend.index(snapshot);
        logger.info(
            `Indexed ${report.documents} stories (${report.locales.join(', ') || 'no languages'}) in ${Math.round(performance.now() - started)} ms`,
        );
        await backend.close();
    } finally {
        await content.close();
    }
}

main().catch((error) => {
    console.error(error instanceof ConfigError ? error.message : `Indexing failed: ${(error as Error).message}`);
    process.exit(1);
});
