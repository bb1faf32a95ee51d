import {
    MeilisearchApiError,
    MeilisearchRequestError,
    MeilisearchRequestTimeOutError,
    MeilisearchTaskTimeOutError,
} from 'meilisearch';
import { SearchBackendError, type SearchErrorKind } from '../search-backend';

/** docs/product-rules.md §8.2: sorts a client error into api, communication, timeout or generic. */
function meilisearchErrorKind(error: unknown): SearchErrorKind {
    if (error instanceof SearchBackendError) return error.kind;
    if (error instanceof MeilisearchApiError) return 'api';
    if (error instanceof MeilisearchTaskTimeOutError || error instanceof MeilisearchRequestTimeOutError)
        return 'timeout';
    if (error instanceof MeilisearchRequestError) {
        return error.cause instanceof MeilisearchRequestTimeOutError ? 'timeout' : 'communication';
    }
    return 'generic';
}

export function toSearchBackendError(error: unknown): SearchBackendError {
    if (error instanceof SearchBackendError) return error;
    const kind = meilisearchErrorKind(error);
    const code = error instanceof MeilisearchApiError && error.cause?.code ? ` (${error.cause.code})` : '';
    const message = error instanceof Error ? error.message : String(error);
    return new SearchBackendError(kind, 'meilisearch', `${message}${code}`, { cause: error });
}
