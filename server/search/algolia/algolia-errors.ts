import { SearchBackendError, type SearchErrorKind } from '../search-backend';

/** Algolia's client errors, by name (the classes live in a package we do not depend on directly). */
type AlgoliaClientError = Error & {
    status?: number;
    stackTrace?: { response?: { isTimedOut?: boolean } }[];
};

/**
 * docs/product-rules.md §8.2: sorts a client error. An ApiError (4xx) is an api error; a RetryError (no host
 * answered) is a timeout when the last try timed out, else a communication error.
 */
function algoliaErrorKind(error: unknown): SearchErrorKind {
    if (error instanceof SearchBackendError) return error.kind;
    if (!(error instanceof Error)) return 'generic';
    const clientError = error as AlgoliaClientError;
    if (clientError.name === 'ApiError' || clientError.name === 'DetailedApiError') return 'api';
    if (clientError.name === 'RetryError') {
        const last = clientError.stackTrace?.[clientError.stackTrace.length - 1];
        return last?.response?.isTimedOut ? 'timeout' : 'communication';
    }
    if (clientError.name === 'DeserializationError') return 'communication';
    return 'generic';
}

export function toSearchBackendError(error: unknown): SearchBackendError {
    if (error instanceof SearchBackendError) return error;
    const kind = algoliaErrorKind(error);
    const status = (error as AlgoliaClientError)?.status;
    const message = error instanceof Error ? error.message : String(error);
    return new SearchBackendError(kind, 'algolia', status ? `${message} (HTTP ${status})` : message, { cause: error });
}
