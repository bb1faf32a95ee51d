import type { ReactNode } from 'react';
import type { Paging } from '../../islands/load-more/fetch-page';
import { LoadMore } from '../../islands/load-more/island';
import { usePageLanguage } from '../site-context';
import { Icon } from './Icon';

export interface LoadMoreListProps {
    kind: 'stories' | 'galleries';
    /** Paging state the load-more island continues from (docs/product-rules.md §4.6); the page adds its language. */
    state: Omit<Paging, 'localeCode'>;
    loadMoreLabel: string;
    failedLabel: string;
    /** The id of the `<ul>` in `children` the island appends to, and the class of its items. */
    listId: string;
    itemClassName: string;
    children: ReactNode;
    nextHref: string | null;
    previousHref?: string | null;
    /** The id of the list's heading, naming its pagination when a page has several lists. */
    labelledBy?: string;
}

/**
 * A paged list with "Load more". Without JavaScript the button is a plain link to the next page
 * (and "Previous" to the one before); the load-more island (islands/load-more/) renders that
 * link and, once hydrated, appends the next pages to the list in place.
 */
export function LoadMoreList(props: LoadMoreListProps) {
    const { kind, state, listId, itemClassName, children, nextHref, previousHref, labelledBy } = props;
    const { t } = usePageLanguage();
    return (
        <div className="load-more" data-load-more="" data-kind={kind}>
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
                        <LoadMore
                            kind={kind}
                            state={state}
                            listId={listId}
                            itemClassName={itemClassName}
                            nextHref={nextHref}
                            loadMoreLabel={props.loadMoreLabel}
                            failedLabel={props.failedLabel}
                        />
                    ) : null}
                </nav>
            ) : null}
        </div>
    );
}
