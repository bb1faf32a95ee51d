/**
 * Load more (SPEC §4, §7): takes over the "Load more" link of a `[data-load-more]` list, fetches
 * the next page from /api/fetch-stories or /api/fetch-galleries (resolved against the site's
 * base path, given in the props) and appends the server-rendered cards. Without JavaScript the
 * link still leads to the next page.
 */
import { canLoadMore } from '../../domain/stories/load-more';
import type { HydrateIsland } from '../types';

export interface LoadMoreProps {
    kind: 'stories' | 'galleries';
    /** `{basePath}/api/fetch-stories` or `{basePath}/api/fetch-galleries`. */
    endpoint: string;
    loadingLabel: string;
    failedLabel: string;
}

interface ListState {
    category: string;
    page: number;
}

/** The list state per kind; a container with another category starts afresh (SPEC §4). */
const states = new Map<string, ListState>();

interface PageAnswer {
    html: string[];
    total: number;
}

async function fetchPage(props: LoadMoreProps, container: HTMLElement, page: number): Promise<PageAnswer> {
    const data = container.dataset;
    const pageSize = Number(data.pageSize);
    const body =
        props.kind === 'stories'
            ? {
                  page,
                  pageSize,
                  withHighlightedStory: data.withHighlightedStory === 'true',
                  category: data.categoryId ? { id: Number(data.categoryId) } : null,
                  tag: data.tag || undefined,
                  include: [],
                  localeCode: data.localeCode || undefined,
                  filterQuery: null,
              }
            : { page, pageSize, localeCode: data.localeCode || undefined };
    const response = await fetch(props.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        total?: number;
        stories?: { html: string }[];
        galleries?: { html: string }[];
    };
    // SPEC §7: on a non-success status the body's message is raised.
    if (!response.ok) throw new Error(answer.message || `HTTP ${response.status}`);
    const items = (props.kind === 'stories' ? answer.stories : answer.galleries) ?? [];
    return { html: items.map((item) => item.html), total: Number(answer.total ?? data.total) };
}

export const hydrate: HydrateIsland<LoadMoreProps> = (root, props) => {
    const container = root.querySelector<HTMLElement>('[data-load-more]');
    const list = container?.querySelector<HTMLElement>('[data-load-more-list]');
    const link = container?.querySelector<HTMLAnchorElement>('[data-load-more-link]');
    if (!container || !list || !link) return;

    // A tag page's list is another list than a category's: both name what they filter on.
    const category = `${container.dataset.categoryId ?? ''}#${container.dataset.tag ?? ''}`;
    // The home page has two story lists (latest, all): each keeps its own page.
    const key = `${props.kind}:${container.dataset.withHighlightedStory ?? ''}`;
    let state = states.get(key);
    if (!state || state.category !== category) {
        state = { category, page: Number(container.dataset.page) || 1 };
        states.set(key, state);
    }
    const current = state;
    const linkLabel = link.textContent ?? '';
    const status = document.createElement('p');
    status.className = 'load-more__status';
    status.setAttribute('role', 'status');
    link.closest('nav')?.after(status);
    const itemClass = list.firstElementChild?.className ?? '';
    let busy = false;

    link.addEventListener('click', async (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (busy) return;
        busy = true;
        link.setAttribute('aria-busy', 'true');
        link.textContent = props.loadingLabel;
        status.textContent = '';
        try {
            const next = current.page + 1;
            const { html, total } = await fetchPage(props, container, next);
            const added: HTMLLIElement[] = html.map((fragment) => {
                const item = document.createElement('li');
                item.className = itemClass;
                // Fragments are our own server's rendering of the same card components.
                item.innerHTML = fragment;
                return item;
            });
            list.append(...added);
            current.page = next;
            container.dataset.page = String(next);
            container.dataset.total = String(total);
            const url = new URL(link.href, location.href);
            url.searchParams.set('page', String(next + 1));
            link.href = url.pathname + url.search;
            const more = canLoadMore(
                next,
                total,
                Number(container.dataset.pageSize),
                container.dataset.withHighlightedStory === 'true',
            );
            link.hidden = !more;
            // Keyboard and screen-reader users continue from the first new card.
            const first = added[0];
            (
                first?.querySelector<HTMLElement>(':is(h2, h3) a[href]') ?? first?.querySelector<HTMLElement>('a[href]')
            )?.focus();
        } catch (error) {
            console.error(error);
            status.textContent = props.failedLabel;
        } finally {
            busy = false;
            link.removeAttribute('aria-busy');
            link.textContent = linkLabel;
        }
    });
};
