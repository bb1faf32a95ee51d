/**
 * Checks the search client's set-up before a client is made (docs/product-rules.md §5.2), raising the exact
 * TypeErrors of docs/product-rules.md §8.1. The API key may be a function (a key that rotates, or comes from a
 * secrets store); it is called once here and must return a string.
 */
export interface MeilisearchClientOptions {
    /** Extra fetch options for every request (headers, keepalive…). */
    requestConfig?: unknown;
    /** A replacement for fetch. */
    httpClient?: unknown;
}

export interface ValidClientOptions {
    host: string;
    apiKey: string;
    requestInit?: Record<string, unknown>;
    httpClient?: (...args: Parameters<typeof fetch>) => Promise<unknown>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

export function validateClientOptions(
    hostUrl: unknown,
    apiKey: unknown = '',
    options: MeilisearchClientOptions = {},
): ValidClientOptions {
    if (typeof hostUrl !== 'string') {
        throw new TypeError('Provided hostUrl value (1st parameter) is not a string, expected string');
    }
    let key: string;
    if (typeof apiKey === 'function') {
        const value: unknown = apiKey();
        if (typeof value !== 'string') {
            throw new TypeError('Provided apiKey function (2nd parameter) did not return a string, expected string');
        }
        key = value;
    } else if (typeof apiKey === 'string') {
        key = apiKey;
    } else {
        throw new TypeError(
            'Provided apiKey value (2nd parameter) is not a string or a function, expected string or function',
        );
    }
    if (options.requestConfig !== undefined && !isPlainObject(options.requestConfig)) {
        throw new TypeError('Provided requestConfig should be an object');
    }
    if (options.httpClient !== undefined && typeof options.httpClient !== 'function') {
        throw new TypeError('Provided custom httpClient should be a function');
    }
    return {
        host: hostUrl,
        apiKey: key,
        ...(options.requestConfig ? { requestInit: options.requestConfig as Record<string, unknown> } : {}),
        ...(options.httpClient ? { httpClient: options.httpClient as ValidClientOptions['httpClient'] } : {}),
    };
}
