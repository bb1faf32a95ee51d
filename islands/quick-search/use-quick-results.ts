import { useCallback, useEffect, useRef, useState } from 'react';

export interface Segment {
    text: string;
    match: boolean;
}

interface QuickHit {
    title: string;
    url: string;
    highlightedTitle: Segment[];
    summarySnippet: Segment[];
    publishedAt: string | null;
}

export interface QuickResults {
    query: string;
    hits: QuickHit[];
    label: string;
}

const DEBOUNCE_MS = 150;

/**
 * Asks GET /api/search for the words typed, debounced; a request made outdated by newer words is
 * aborted. `failed` is set when the service does not answer (the form still works without it).
 */
export function useQuickResults(endpoint: string, locale: string) {
    const [results, setResults] = useState<QuickResults | null>(null);
    const [failed, setFailed] = useState(false);
    const timer = useRef<number | undefined>(undefined);
    const controller = useRef<AbortController | null>(null);

    const run = useCallback(
        async (query: string) => {
            controller.current?.abort();
            controller.current = null;
            if (!query) {
                setResults(null);
                return;
            }
            const request = new AbortController();
            controller.current = request;
            const url = new URL(endpoint, window.location.href);
            url.searchParams.set('query', query);
            url.searchParams.set('locale', locale);
            try {
                const response = await fetch(url, { signal: request.signal, headers: { Accept: 'application/json' } });
                if (!response.ok) throw new Error(`HTTP ${response.status}`);
                const answer = (await response.json()) as Omit<QuickResults, 'query'>;
                if (controller.current !== request) return;
                setFailed(false);
                setResults({ query, hits: answer.hits, label: answer.label });
            } catch (error) {
                if (request.signal.aborted) return;
                console.error('Quick search failed', error);
                setFailed(true);
                setResults(null);
            }
        },
        [endpoint, locale],
    );

    const search = useCallback(
        (query: string, debounce = true) => {
            window.clearTimeout(timer.current);
            if (debounce) timer.current = window.setTimeout(() => void run(query), DEBOUNCE_MS);
            else void run(query);
        },
        [run],
    );

    useEffect(() => () => window.clearTimeout(timer.current), []);
    return { results, failed, search };
}
