/**
 * The header search as the server renders it: a plain GET form to the results page, which is
 * all a visitor without JavaScript needs. The search island (islands/entries/search.ts) turns
 * the input into a combobox with quick results; the empty listbox and the status line are
 * rendered here, hidden, so the island only fills them.
 */
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

export function QuickSearch({ action, inputId, labels }: QuickSearchProps) {
    return (
        <search className="site-header__search quick-search">
            <form action={action} method="get">
                <label className="visually-hidden" htmlFor={inputId}>
                    {labels.label}
                </label>
                <div className="quick-search__field">
                    <input id={inputId} type="search" name="query" maxLength={200} placeholder={labels.placeholder} />
                    <ul
                        id={`${inputId}-listbox`}
                        className="quick-search__listbox"
                        aria-label={labels.quickResults}
                        hidden
                    />
                </div>
                <button type="submit">{labels.submit}</button>
                <p className="visually-hidden" aria-live="polite" data-quick-search-status="" />
            </form>
        </search>
    );
}
