/**
 * The fetch the Prezly SDK is given. It adds what the SDK leaves out: a time limit on every
 * call (headers and body), an API base URL that may carry a path (a gateway in front of
 * Prezly), and errors that say in one line what went wrong. The SDK folds any error thrown here
 * into an ApiError with status 0 whose statusText is our message, so the messages are written
 * for operators.
 */
export interface PrezlyFetchOptions {
    /** PREZLY_API_URL without a trailing slash; may include a path prefix. */
    apiUrl: string;
    timeoutMs: number;
    /** The setting `timeoutMs` comes from, named when a call runs past it. */
    timeoutSetting?: string;
    /** Aborts every call in flight (the source is closing). */
    signal?: AbortSignal;
    fetch?: typeof fetch;
}

/** Messages starting with this were written by us, not by the network stack. */
export const PREZLY_MESSAGE_PREFIX = 'Prezly ';

export function createPrezlyFetch(options: PrezlyFetchOptions): typeof fetch {
    const baseFetch = options.fetch ?? fetch;
    return async (input, init) => {
        const requested = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
        const url = `${options.apiUrl}${requested.pathname}${requested.search}`;
        const what = `${init?.method ?? 'GET'} ${requested.pathname}`;
        const timeout = AbortSignal.timeout(options.timeoutMs);
        const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
        const timedOut = () =>
            new Error(
                `${PREZLY_MESSAGE_PREFIX}did not answer ${what} within ${options.timeoutMs} ms (${options.timeoutSetting ?? 'PREZLY_TIMEOUT_MS'})`,
            );

        let response: Response;
        try {
            response = await baseFetch(url, { ...init, signal });
        } catch (error) {
            if (timeout.aborted) throw timedOut();
            if (options.signal?.aborted) throw new Error(`${PREZLY_MESSAGE_PREFIX}call ${what} cancelled: closing`);
            throw new Error(`Cannot reach ${options.apiUrl} (${what}): ${describeNetworkError(error)}`);
        }
        // The body arrives after the headers; the same time limit covers it, and a body that is
        // not JSON is named as such instead of surfacing as a bare SyntaxError.
        // (Node's Response declares json() read-only; Object.assign sets it on this one answer.)
        const readJson = response.json.bind(response);
        return Object.assign(response, {
            json: async () => {
                try {
                    return await readJson();
                } catch {
                    if (timeout.aborted) throw timedOut();
                    throw new Error(
                        `${PREZLY_MESSAGE_PREFIX}sent a body that is not JSON for ${what} (HTTP ${response.status})`,
                    );
                }
            },
        });
    };
}

function describeNetworkError(error: unknown): string {
    if (!(error instanceof Error)) return String(error);
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
}
