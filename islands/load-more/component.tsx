import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { canLoadMore } from '../../domain/stories/load-more';
import { type CardFragment, fetchPage, type Paging } from './fetch-page';

export interface LoadMoreProps {
    kind: 'stories' | 'galleries';
    /** `{basePath}/api/fetch-stories` or `{basePath}/api/fetch-galleries`. */
    endpoint: string;
    /** The server-rendered `<ul>` the next pages are appended to, and its items' class. */
    listId: string;
    itemClassName: string;
    paging: Paging;
    /** The link to the next page, which is what a visitor without JavaScript follows. */
    nextHref: string;
    labels: { loadMore: string; loading: string; failed: string };
}

function isPlainClick(event: MouseEvent): boolean {
    return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The server's next-page link, or once pages were loaded here, the link to the page after them. */
function followingHref(nextHref: string, page: number, loaded: boolean): string {
    if (!loaded) return nextHref;
    const following = new URL(nextHref, 'http://x');
    following.searchParams.set('page', String(page + 1));
    return following.pathname + following.search;
}

/**
 * "Load more" (docs/product-rules.md §4.6): the link to the next page, which, once hydrated, fetches that page and
 * appends its cards to the list in place (a portal into the server's `<ul>`), keeps the link
 * pointing at the page after, hides it when `canLoadMore` says the end is reached, and moves
 * the focus to the first new card.
 */
export default function LoadMoreLink({
    kind,
    endpoint,
    listId,
    itemClassName,
    paging,
    nextHref,
    labels,
}: LoadMoreProps) {
    const [page, setPage] = useState(paging.page);
    const [total, setTotal] = useState(paging.total);
    const [busy, setBusy] = useState(false);
    const [failed, setFailed] = useState(false);
    const { list, cards, append } = useAppendedCards(listId);
    const loaded = page > paging.page;
    const more = !loaded || canLoadMore(page, total, paging.pageSize, paging.withHighlightedStory === true);

    const load = async (event: MouseEvent<HTMLAnchorElement>) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setFailed(false);
        try {
            const answer = await fetchPage(kind, endpoint, paging, page + 1);
            append(answer.cards);
            setTotal(answer.total);
            setPage(page + 1);
        } catch (error) {
            console.error(error);
            setFailed(true);
        } finally {
            setBusy(false);
        }
    };

    return (
        <>
            <a
                className="button"
                href={followingHref(nextHref, page, loaded)}
                rel="next"
                hidden={!more}
                aria-busy={busy || undefined}
                data-load-more-link=""
                onClick={load}
            >
                {busy ? labels.loading : labels.loadMore}
            </a>
            <p className="load-more__status" role="status">
                {failed ? labels.failed : null}
            </p>
            <AppendedCards list={list} cards={cards} itemClassName={itemClassName} />
        </>
    );
}

/** The loaded cards, rendered into the server's list (a portal), each in an item of its class. */
function AppendedCards(props: { list: HTMLElement | null; cards: CardFragment[]; itemClassName: string }) {
    const { list, cards, itemClassName } = props;
    if (!list || cards.length === 0) return null;
    return createPortal(
        cards.map((card) => (
            <li
                key={card.uuid}
                className={itemClassName}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's own rendering of the card component
                dangerouslySetInnerHTML={{ __html: card.html }}
            />
        )),
        list,
    );
}

/**
 * The cards appended to the server-rendered list `listId`, and the list itself once found. After
 * each append the focus moves to the first new card, so keyboard and screen-reader users continue
 * from there.
 */
function useAppendedCards(listId: string) {
    const [cards, setCards] = useState<CardFragment[]>([]);
    // State renders the portal; the ref serves a click replayed before the state has re-rendered.
    const [list, setList] = useState<HTMLElement | null>(null);
    const listRef = useRef<HTMLElement | null>(null);
    const focusNext = useRef<number | null>(null);

    useEffect(() => {
        listRef.current = document.getElementById(listId);
        setList(listRef.current);
    }, [listId]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each appended page
    useEffect(() => {
        if (focusNext.current === null || !list) return;
        const first = list.children[focusNext.current];
        focusNext.current = null;
        (
            first?.querySelector<HTMLElement>(':is(h2, h3) a[href]') ?? first?.querySelector<HTMLElement>('a[href]')
        )?.focus();
    }, [cards, list]);

    const append = (more: CardFragment[]) => {
        focusNext.current = listRef.current?.children.length ?? null;
        setCards((previous) => [...previous, ...more]);
    };
    return { list, cards, append };
}
