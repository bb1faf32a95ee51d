/**
 * Quick results in the header search (WAI-ARIA combobox with a listbox popup). Typing asks our
 * own /api/search (debounced; an outdated request is aborted); arrow keys move through the
 * results, Enter opens the active one, Escape closes the list. Enter with no active result
 * submits the form to the full results page, as without JavaScript. No framework: the
 * server-rendered form is enhanced in place, which keeps this island a few kilobytes.
 */
import type { QuickSearchProps } from '../components/QuickSearch';
import type { HydrateIsland } from '../types';

interface Segment {
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

interface QuickResults {
    hits: QuickHit[];
    totalHits: number;
    label: string;
}

const DEBOUNCE_MS = 150;

/** Text nodes and <mark> elements only: the results never become HTML. */
function appendSegments(parent: HTMLElement, segments: Segment[]) {
    for (const segment of segments) {
        if (segment.match) {
            const mark = document.createElement('mark');
            mark.textContent = segment.text;
            parent.append(mark);
        } else {
            parent.append(segment.text);
        }
    }
}

export const hydrate: HydrateIsland<QuickSearchProps> = (root, props) => {
    const form = root.querySelector('form');
    const input = root.querySelector<HTMLInputElement>('input[name="query"]');
    const listbox = root.querySelector<HTMLUListElement>('[id$="-listbox"]');
    const status = root.querySelector<HTMLElement>('[data-quick-search-status]');
    if (!form || !input || !listbox || !status) return;

    listbox.setAttribute('role', 'listbox');
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-expanded', 'false');
    input.setAttribute('aria-controls', listbox.id);
    input.autocomplete = 'off';

    let options: HTMLLIElement[] = [];
    let active = -1;
    let timer: number | undefined;
    let controller: AbortController | null = null;

    const setActive = (index: number) => {
        active = index;
        options.forEach((option, position) => {
            option.setAttribute('aria-selected', String(position === index));
        });
        const option = options[index];
        if (option) {
            input.setAttribute('aria-activedescendant', option.id);
            option.scrollIntoView({ block: 'nearest' });
        } else {
            input.removeAttribute('aria-activedescendant');
        }
    };
    const setOpen = (open: boolean) => {
        listbox.hidden = !open;
        input.setAttribute('aria-expanded', String(open));
        if (!open) setActive(-1);
    };
    const go = (option: HTMLLIElement) => window.location.assign(option.dataset.href!);

    const option = (id: number, href: string, className: string) => {
        const item = document.createElement('li');
        item.id = `${props.inputId}-option-${id}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        item.className = className;
        item.dataset.href = href;
        return item;
    };

    const render = (query: string, results: QuickResults) => {
        options = results.hits.map((hit, index) => {
            const item = option(index, hit.url, 'quick-search__option');
            const title = document.createElement('span');
            title.className = 'quick-search__title';
            appendSegments(title, hit.highlightedTitle);
            item.append(title);
            if (hit.summarySnippet.length > 0) {
                const snippet = document.createElement('span');
                snippet.className = 'quick-search__snippet';
                appendSegments(snippet, hit.summarySnippet);
                item.append(snippet);
            }
            return item;
        });
        const all = new URL(props.action, window.location.href);
        all.searchParams.set('query', query);
        const showAll = option(options.length, all.pathname + all.search, 'quick-search__option quick-search__all');
        showAll.textContent = props.labels.showAll.replace('{query}', query);
        options.push(showAll);
        listbox.replaceChildren(...options);
        status.textContent = results.label;
        setOpen(true);
    };

    const search = async (query: string) => {
        controller?.abort();
        controller = null;
        if (!query) {
            options = [];
            listbox.replaceChildren();
            status.textContent = '';
            setOpen(false);
            return;
        }
        const request = new AbortController();
        controller = request;
        const url = new URL(props.endpoint, window.location.href);
        url.searchParams.set('query', query);
        url.searchParams.set('locale', props.locale);
        try {
            const response = await fetch(url, { signal: request.signal, headers: { Accept: 'application/json' } });
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            const results = (await response.json()) as QuickResults;
            if (controller === request) render(query, results);
        } catch (error) {
            if (request.signal.aborted) return;
            // The form still works: Enter goes to the full results page, which explains the failure.
            console.error('Quick search failed', error);
            status.textContent = props.labels.unavailable;
            setOpen(false);
        }
    };

    input.addEventListener('input', () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => void search(input.value.trim()), DEBOUNCE_MS);
    });
    input.addEventListener('keydown', (event) => {
        const count = options.length;
        switch (event.key) {
            case 'ArrowDown':
            case 'ArrowUp': {
                if (count === 0) return;
                event.preventDefault();
                if (listbox.hidden) setOpen(true);
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActive(active === -1 && step === -1 ? count - 1 : (active + step + count) % count);
                return;
            }
            case 'Enter': {
                const current = options[active];
                if (!listbox.hidden && current) {
                    event.preventDefault();
                    go(current);
                }
                return;
            }
            case 'Escape':
                if (!listbox.hidden) {
                    event.preventDefault();
                    setOpen(false);
                }
                return;
        }
    });
    input.addEventListener('focus', () => {
        if (options.length > 0 && input.value.trim()) setOpen(true);
    });
    // Keep the focus in the input while a result is clicked.
    listbox.addEventListener('mousedown', (event) => event.preventDefault());
    listbox.addEventListener('click', (event) => {
        const target = (event.target as Element).closest<HTMLLIElement>('[role="option"]');
        if (target) go(target);
    });
    root.addEventListener('focusout', (event) => {
        if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    });

    // Words typed while this island was loading.
    if (input.value.trim()) void search(input.value.trim());
};
