import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useAnalytics } from '../analytics/context';
import { QuickResultsList } from './QuickResultsList';
import { useQuickResults } from './use-quick-results';

export interface QuickSearchProps {
    /** Path of the full results page. */
    action: string;
    /** Path of GET /api/search. */
    endpoint: string;
    /** Newsroom language code the quick results are searched in. */
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
    };
}

/**
 * The header search. On the server (and without JavaScript) a plain GET form to the results page;
 * once hydrated, a WAI-ARIA combobox with quick results as you type: arrows move, Enter opens
 * the active result (or submits the form), Escape closes. Words typed while the island was
 * waking are searched as soon as it is live.
 */
export function QuickSearch({ action, endpoint, locale, inputId, labels }: QuickSearchProps) {
    const analytics = useAnalytics();
    const input = useRef<HTMLInputElement>(null);
    const [live, setLive] = useState(false);
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState(-1);
    const { results, failed, search } = useQuickResults(endpoint, locale);
    const listboxId = `${inputId}-listbox`;

    useEffect(() => {
        setLive(true);
        const typed = input.current?.value.trim();
        if (typed) search(typed, false);
    }, [search]);
    useEffect(() => {
        setActive(-1);
        setOpen(results !== null);
    }, [results]);

    const showAll = new URL(action, 'http://x');
    if (results) showAll.searchParams.set('query', results.query);
    const options = results
        ? [...results.hits.map((hit) => hit.url), showAll.pathname + showAll.search]
        : ([] as string[]);
    const optionId = (index: number) => `${inputId}-option-${index}`;

    const go = (index: number) => {
        analytics.track('Search', { query: results?.query ?? '', source: 'quick results' });
        window.location.assign(options[index]!);
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
        const count = options.length;
        if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && count > 0) {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive(active === -1 && step === -1 ? count - 1 : (active + step + count) % count);
        } else if (event.key === 'Enter' && open && active >= 0) {
            event.preventDefault();
            go(active);
        } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
            setActive(-1);
        }
    };

    useEffect(() => {
        if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    });

    return (
        <search
            className="site-header__search quick-search"
            onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
            }}
        >
            <form action={action} method="get">
                <label className="visually-hidden" htmlFor={inputId}>
                    {labels.label}
                </label>
                <div className="quick-search__field">
                    {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is combobox once hydrated, and the aria-* with it */}
                    <input
                        ref={input}
                        id={inputId}
                        type="search"
                        name="query"
                        maxLength={200}
                        placeholder={labels.placeholder}
                        role={live ? 'combobox' : undefined}
                        aria-autocomplete={live ? 'list' : undefined}
                        aria-expanded={live ? open : undefined}
                        aria-controls={live ? listboxId : undefined}
                        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
                        autoComplete={live ? 'off' : undefined}
                        onInput={(event) => search(event.currentTarget.value.trim())}
                        onKeyDown={onKeyDown}
                        onFocus={() => setOpen(results !== null)}
                    />
                    <QuickResultsList
                        id={listboxId}
                        label={labels.quickResults}
                        showAllLabel={labels.showAll}
                        results={results}
                        open={open}
                        active={active}
                        optionId={optionId}
                        onPick={go}
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
