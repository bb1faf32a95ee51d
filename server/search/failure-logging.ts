import type { Logger } from '../logger';
import { type SearchBackend, SearchBackendError } from './search-backend';

/**
 * docs/product-rules.md §8.2: a search failure is logged and rethrown. Every error leaves as a
 * SearchBackendError, so routes can tell "search is down" from a bug of their own.
 */
export function withFailureLogging(backend: SearchBackend, logger: Logger): SearchBackend {
    const fail = (what: string, error: unknown): never => {
        const failure =
            error instanceof SearchBackendError
                ? error
                : new SearchBackendError(
                      'generic',
                      backend.kind,
                      error instanceof Error ? error.message : String(error),
                      {
                          cause: error,
                      },
                  );
        logger.error(`Search ${what} failed: ${failure.message}`, { searchBackend: backend.kind, kind: failure.kind });
        throw failure;
    };
    return {
        kind: backend.kind,
        search: (query) => backend.search(query).catch((error) => fail('query', error)),
        index: (snapshot) => backend.index(snapshot).catch((error) => fail('indexing', error)),
        health: () => backend.health(),
        close: () => backend.close(),
    };
}
