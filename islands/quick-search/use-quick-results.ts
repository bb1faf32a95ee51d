import { useCallback, useEffect, useRef, useState } from 'react';

export interface Segment {
    text: string;
    match: boolean;
}

interface QuickHit {
    title: string;
    url: string;
    highlightedTitle: Segment[];
    /** From the section the result lands on, else from the summary or body. */
    summarySnippet: Segment[];
    /** The section the words matched in: `url` leads to its heading. Null for the story's top. */
    section: { heading: Segment[]; anchor: string } | null;
    publishedAt: string | null;
}

export interface QuickResults {
    query: string;
    hits: QuickHit[];
    label: string;
}

const DEBOUNCE_MS = 150;

/** The words asked for last, and what stops their request once the field says something else. */
interface Asked {
    query: string;
    controller: AbortController;
}

/**
 * Asks GET /api/search for the words typed, after a short pause. The moment the words change,
 * the request for the previous ones is aborted: an answer for words no longer in the field is
 * never shown, even one that arrives before the new words are asked for. Words already on
 * their way are not asked again. `failed` is set when the service does not answer (the form
 * still works without it).
 */
export function useQuickResults(endpoint: string, languageCode: string) {
    const [results, setResults] = useState<QuickResults | null>(null);
    const [failed, setFailed] = useState(false);
    const timer = useRef<number | undefined>(undefined);
    const asked = useRef<Asked | null>(null);

    const ask = useCallback(
        async ({ query, controller }: Asked) => {
            if (!query) {
                setResults(null);
                return;
            }
            const url = new URL(endpoint, window.location.href);
            url.searchParams.set('query', query);
            url.searchParams.set('locale', languageCode);
            try {
                const response = await fetch(url, {
                    signal: controller.signal,
                    headers: { Accept: 'application/json' },
                });
                if (!response.ok) throw new Error(`HTTP ${response.status}`);
                const answer = (await response.json()) as Omit<QuickResults, 'query'>;
                if (controller.signal.aborted) return;
                setFailed(false);
                setResults({ query, hits: answer.hits, label: answer.label });
            } catch (error) {
                if (controller.signal.aborted) return;
                console.error('Quick search failed', error);
                // The same words typed again are asked again.
                if (asked.current?.controller === controller) asked.current = null;
                setFailed(true);
                setResults(null);
            }
        },
        [endpoint, languageCode],
    );

    const search = useCallback(
        (query: string, debounce = true) => {
            if (asked.current?.query === query) return;
            window.clearTimeout(timer.current);
            asked.current?.controller.abort();
            const next = { query, controller: new AbortController() };
            asked.current = next;
            if (debounce) timer.current = window.setTimeout(() => void ask(next), DEBOUNCE_MS);
            else void ask(next);
        },
        [ask],
    );

    useEffect(() => () => window.clearTimeout(timer.current), []);
    return { results, failed, search };
}
