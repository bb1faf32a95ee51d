import { SearchBackendError, type SearchBackendKind } from './search-backend';

/**
 * Rejects with a timeout SearchBackendError when `work` takes longer than `ms`. A safety net
 * over each client's own timeouts: Algolia's client, for one, stretches its timeouts after a
 * host has timed out once.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, backend: SearchBackendKind, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
            () => reject(new SearchBackendError('timeout', backend, `${what} took longer than ${ms} ms`)),
            ms,
        );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
