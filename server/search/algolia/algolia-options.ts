interface AlgoliaHost {
    url: string;
    accept: 'read' | 'write' | 'readWrite';
    protocol: 'http' | 'https';
    port?: number;
}

/** Where the Algolia index is and the keys to it (SEARCH_BACKEND=algolia). */
export interface AlgoliaBackendOptions {
    appId: string;
    /** The search-only key; the site never needs more. */
    apiKey: string;
    /** The admin key, only for indexing (the script). */
    adminApiKey?: string;
    indexName: string;
    timeoutMs: number;
    /** Algolia's own hosts unless given (tests point the client at a local stand-in). */
    hosts?: AlgoliaHost[];
}
