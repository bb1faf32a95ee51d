import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useAnalytics } from '../../browser/analytics/context';
import { QuickResultsList } from './QuickResultsList';
import { type QuickResults, useQuickResults } from './use-quick-results';

export interface QuickSearchProps {
    /** Path of the full results page. */
    action: string;
    /** Path of GET /api/search. */
    endpoint: string;
    /** The languageCode (`pt_BR`) the quick results are searched in; named `locale` as GET /api/search names it. */
    locale: string;
    inputId: string;
    labels: {
        label: string;
        placeholder: string;
        submit: string;
        quickResults: string;
        /** With `{query}` where the words go. */
        showAll: string;
        unavailable: string;
        /** Read before the heading of the section a result lands on ("In section:"). */
        inSection: string;
    };
}

/** Where each option leads: a result per hit, then the full results page for the words. */
function optionUrls(action: string, results: QuickResults | null): string[] {
    if (!results) return [];
    const showAll = new URL(action, 'http://x');
    showAll.searchParams.set('query', results.query);
    return [...results.hits.map((hit) => hit.url), showAll.pathname + showAll.search];
}

/**
 * The header search. On the server (and without JavaScript) a plain GET form to the results page;
 * once hydrated, a WAI-ARIA combobox with quick results as you type (`useCombobox`, below). Words
 * typed while the island was waking are searched as soon as it is live.
 */
export default function QuickSearchForm({ action, endpoint, locale, inputId, labels }: QuickSearchProps) {
    const analytics = useAnalytics();
    const input = useRef<HTMLInputElement>(null);
    const [live, setLive] = useState(false);
    const { results, failed, search } = useQuickResults(endpoint, locale);
    useEffect(() => {
        setLive(true);
        const typed = input.current?.value.trim();
        if (typed) search(typed, false);
    }, [search]);
    const destinations = useMemo(() => optionUrls(action, results), [action, results]);
    const pick = (index: number) => {
        analytics.track('Search', { query: results?.query ?? '', source: 'quick results' });
        window.location.assign(destinations[index]!);
    };
    const combobox = useCombobox({ inputId, live, results, destinations, pick });

    return (
        <search
            className="site-header__search quick-search"
            onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) combobox.setOpen(false);
            }}
        >
            <form action={action} method="get">
                <label className="visually-hidden" htmlFor={inputId}>
                    {labels.label}
                </label>
                <div className="quick-search__field">
                    <input
                        ref={input}
                        id={inputId}
                        type="search"
                        name="query"
                        maxLength={200}
                        placeholder={labels.placeholder}
                        {...combobox.inputProps}
                        onInput={(event) => search(event.currentTarget.value.trim())}
                    />
                    <QuickResultsList
                        id={combobox.listboxId}
                        label={labels.quickResults}
                        showAllLabel={labels.showAll}
                        inSectionLabel={labels.inSection}
                        results={results}
                        open={combobox.open}
                        active={combobox.active}
                        optionId={combobox.optionId}
                        onPick={pick}
                    />
                </div>
                <button type="submit">{labels.submit}</button>
                <p className="visually-hidden" aria-live="polite">
                    {failed ? labels.unavailable : results?.label || null}
                </p>
            </form>
        </search>
    );
}

/**
 * The WAI-ARIA combobox state of the search input once hydrated (`live`): whether the listbox is
 * open and which option is active. Arrows move (wrapping), Enter picks the active option, Escape
 * closes. The active option is remembered by where it leads: a new answer that still offers it
 * (the same words answered again) keeps it active, one that does not leaves no option active.
 * `inputProps` go on the input, in the order the server rendered its attributes.
 */
function useCombobox(options: {
    inputId: string;
    live: boolean;
    results: QuickResults | null;
    /** Where each option leads, in order (optionUrls). */
    destinations: readonly string[];
    pick: (index: number) => void;
}) {
    const { inputId, live, results, destinations, pick } = options;
    const [open, setOpen] = useState(false);
    const [activeDestination, setActiveDestination] = useState<string | null>(null);
    const active = activeDestination === null ? -1 : destinations.indexOf(activeDestination);
    const optionCount = destinations.length;
    const listboxId = `${inputId}-listbox`;
    const optionId = (index: number) => `${inputId}-option-${index}`;
    const activate = (index: number) => setActiveDestination(destinations[index] ?? null);

    useEffect(() => {
        setOpen(results !== null);
        // An option the new list no longer offers is forgotten, so it cannot come back later.
        setActiveDestination((current) => (current !== null && destinations.includes(current) ? current : null));
    }, [results, destinations]);
    useEffect(() => {
        if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    });

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && optionCount > 0) {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            activate(active === -1 && step === -1 ? optionCount - 1 : (active + step + optionCount) % optionCount);
        } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault();
            pick(active);
        } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
            setActiveDestination(null);
        }
    };

    const inputProps = {
        role: live ? 'combobox' : undefined,
        'aria-autocomplete': live ? ('list' as const) : undefined,
        'aria-expanded': live ? open : undefined,
        'aria-controls': live ? listboxId : undefined,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
        autoComplete: live ? 'off' : undefined,
        onKeyDown,
        onFocus: () => setOpen(results !== null),
    };
    return { open, setOpen, active, listboxId, optionId, inputProps };
}
