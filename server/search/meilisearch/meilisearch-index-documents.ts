import type { EnqueuedTaskPromise, Meilisearch, Settings, Task } from 'meilisearch';
import { MeilisearchApiError } from 'meilisearch';
import { SearchBackendError } from '../search-backend';
import { SEARCHABLE_FIELDS, type SearchDocument } from '../search-document';

/** What the index is told at creation: how to search, filter, facet and sort stories. */
export const INDEX_SETTINGS: Settings = {
    searchableAttributes: [...SEARCHABLE_FIELDS],
    filterableAttributes: ['locale', 'categories', 'year', 'month'],
    sortableAttributes: ['published_at_ts'],
    displayedAttributes: ['*'],
};

const BATCH_SIZE = 1000;

/** Waits for a task and fails unless it succeeded (Meilisearch reports task errors in the task). */
async function succeeded(task: EnqueuedTaskPromise, what: string): Promise<Task> {
    const done = await task.waitTask();
    if (done.status !== 'succeeded') {
        throw new SearchBackendError('api', 'meilisearch', `${what} ${done.status}: ${done.error?.message ?? ''}`);
    }
    return done;
}

/**
 * docs/product-rules.md §8.2: deleting an index that does not exist is tolerated — false on `index_not_found`
 * (whether the server says so at once or in the task), other errors are rethrown.
 */
export async function deleteIndexIfExists(client: Meilisearch, uid: string): Promise<boolean> {
    try {
        const task = await client.deleteIndex(uid).waitTask();
        if (task.status === 'succeeded') return true;
        if (task.error?.code === 'index_not_found') return false;
        throw new SearchBackendError('api', 'meilisearch', `deleting ${uid} ${task.status}: ${task.error?.message}`);
    } catch (error) {
        if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') return false;
        throw error;
    }
}

/** Creates an index unless it exists already. */
async function ensureIndex(client: Meilisearch, uid: string): Promise<void> {
    const task = await client.createIndex(uid, { primaryKey: 'id' }).waitTask();
    if (task.status !== 'succeeded' && task.error?.code !== 'index_already_exists') {
        throw new SearchBackendError('api', 'meilisearch', `creating ${uid} ${task.status}: ${task.error?.message}`);
    }
}

/**
 * Replaces the index's content without a moment of empty results: the documents go into a
 * fresh `<uid>_next` index with the settings, which is then swapped with the live one
 * (POST /swap-indexes) and the old content deleted.
 */
export async function replaceIndex(client: Meilisearch, uid: string, documents: SearchDocument[]): Promise<void> {
    const next = `${uid}_next`;
    await deleteIndexIfExists(client, next);
    await succeeded(client.createIndex(next, { primaryKey: 'id' }), `creating ${next}`);
    await succeeded(client.index(next).updateSettings(INDEX_SETTINGS), `settings of ${next}`);
    for (let start = 0; start < documents.length; start += BATCH_SIZE) {
        const batch = documents.slice(start, start + BATCH_SIZE);
        await succeeded(client.index<SearchDocument>(next).addDocuments(batch), `adding documents to ${next}`);
    }
    await ensureIndex(client, uid);
    await succeeded(client.swapIndexes([{ indexes: [uid, next], rename: false }]), `swapping ${uid}`);
    await deleteIndexIfExists(client, next);
}
