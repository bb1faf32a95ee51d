import { Island } from '../islands/Island';
import { useSite } from '../site-context';
import { Icon } from './Icon';
import { StoryCard, type StoryCardModel } from './StoryCard';

export interface StoryListProps {
    items: StoryCardModel[];
    /** The page shown (1-based) and the SPEC §4 arithmetic the load-more island continues from. */
    page: number;
    pageSize: number;
    total: number;
    withHighlightedStory: boolean;
    categoryId?: number;
    /** The next page's URL, null on the last page. */
    nextHref: string | null;
    previousHref?: string | null;
}

/**
 * A paged list of story cards. Without JavaScript "Load more" is a plain link to the next page;
 * the load-more island finds the container by `data-load-more`, reads the paging data from its
 * `data-*` attributes, appends cards to `[data-load-more-list]` and takes over
 * `[data-load-more-link]`.
 */
export function StoryList({
    items,
    page,
    pageSize,
    total,
    withHighlightedStory,
    categoryId,
    nextHref,
    previousHref,
}: StoryListProps) {
    const { t, localeCode, newsroom, urls } = useSite();
    return (
        <Island
            name="load-more"
            hydrate="visible"
            props={{
                kind: 'stories',
                endpoint: urls.root('/api/fetch-stories'),
                loadingLabel: t('home.loadingMore'),
                failedLabel: t('home.loadMoreFailed'),
            }}
        >
            <div
                className="load-more"
                data-load-more=""
                data-page={page}
                data-page-size={pageSize}
                data-total={total}
                data-with-highlighted-story={String(withHighlightedStory)}
                data-category-id={categoryId}
                data-locale-code={localeCode}
            >
                <ul className={`story-grid story-grid--${newsroom.theme.layout}`} data-load-more-list="">
                    {items.map((item) => (
                        <li key={item.story.uuid} className="story-grid__item">
                            <StoryCard item={item} />
                        </li>
                    ))}
                </ul>
                {nextHref || previousHref ? (
                    <nav className="load-more__actions" aria-label={t('pagination.label')}>
                        {previousHref ? (
                            <a className="button button--secondary" href={previousHref} rel="prev">
                                <Icon name="arrowBack" />
                                {t('pagination.previous')}
                            </a>
                        ) : null}
                        {nextHref ? (
                            <a className="button" href={nextHref} rel="next" data-load-more-link="">
                                {t('home.loadMore')}
                            </a>
                        ) : null}
                    </nav>
                ) : null}
            </div>
        </Island>
    );
}
