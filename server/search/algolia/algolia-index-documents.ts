import type { SearchDocument } from '../search-document';
import type { AlgoliaBackendOptions } from './algolia-options';
import { ALGOLIA_INDEX_SETTINGS } from './index-settings';

/** Writes are slower than searches: Algolia's documented default write timeout. */
const WRITE_TIMEOUT_MS = 30_000;

/**
 * Applies the index settings, then replaces every record (the client writes to a temporary
 * index with saveObjects batches and moves it over the live one, so stories that were removed
 * disappear and searches never see a half-filled index). Waits for each task.
 */
export async function pushToAlgolia(
    options: AlgoliaBackendOptions & { adminApiKey: string },
    documents: SearchDocument[],
): Promise<void> {
    const { algoliasearch } = await import('algoliasearch');
    const admin = algoliasearch(options.appId, options.adminApiKey, {
        timeouts: { connect: options.timeoutMs, read: options.timeoutMs, write: WRITE_TIMEOUT_MS },
        ...(options.hosts ? { hosts: options.hosts } : {}),
    });
    const settings = await admin.setSettings({
        indexName: options.indexName,
        indexSettings: ALGOLIA_INDEX_SETTINGS,
    });
    await admin.waitForTask({ indexName: options.indexName, taskID: settings.taskID });
    await admin.replaceAllObjects({
        indexName: options.indexName,
        objects: documents.map((document) => ({ objectID: document.id, ...document })),
        batchSize: 1000,
    });
}
