import type { ReactNode } from 'react';
import { Island } from '../islands/Island';
import { useSite } from '../site-context';
import { Icon } from './Icon';

export interface LoadMoreListProps {
    kind: 'stories' | 'galleries';
    /** Paging state the load-more island continues from, written as `data-*` attributes. */
    state: {
        page: number;
        pageSize: number;
        total: number;
        withHighlightedStory?: boolean;
        categoryId?: number;
        tagSlug?: string;
    };
    loadMoreLabel: string;
    failedLabel: string;
    /** The list itself: a `<ul data-load-more-list>` the island appends cards to. */
    children: ReactNode;
    nextHref: string | null;
    previousHref?: string | null;
    /** The id of the list's heading, naming its pagination when a page has several lists. */
    labelledBy?: string;
}

/**
 * A paged list with "Load more". Without JavaScript the button is a plain link to the next page
 * (and "Previous" to the one before); the load-more island finds the container by
 * `data-load-more`, reads the paging data and takes over `[data-load-more-link]`.
 */
export function LoadMoreList({
    kind,
    state,
    loadMoreLabel,
    failedLabel,
    children,
    nextHref,
    previousHref,
    labelledBy,
}: LoadMoreListProps) {
    const { t, localeCode, urls } = useSite();
    return (
        <Island
            name="load-more"
            hydrate="visible"
            props={{
                kind,
                endpoint: urls.root(kind === 'stories' ? '/api/fetch-stories' : '/api/fetch-galleries'),
                loadingLabel: t('home.loadingMore'),
                failedLabel,
            }}
        >
            <div
                className="load-more"
                data-load-more=""
                data-kind={kind}
                data-page={state.page}
                data-page-size={state.pageSize}
                data-total={state.total}
                data-with-highlighted-story={
                    state.withHighlightedStory === undefined ? undefined : String(state.withHighlightedStory)
                }
                data-category-id={state.categoryId}
                data-tag={state.tagSlug}
                data-locale-code={localeCode}
            >
                {children}
                {nextHref || previousHref ? (
                    <nav
                        className="load-more__actions"
                        aria-label={labelledBy ? undefined : t('pagination.label')}
                        aria-labelledby={labelledBy}
                    >
                        {previousHref ? (
                            <a className="button button--secondary" href={previousHref} rel="prev">
                                <Icon name="arrowBack" />
                                {t('pagination.previous')}
                            </a>
                        ) : null}
                        {nextHref ? (
                            <a className="button" href={nextHref} rel="next" data-load-more-link="">
                                {loadMoreLabel}
                            </a>
                        ) : null}
                    </nav>
                ) : null}
            </div>
        </Island>
    );
}
