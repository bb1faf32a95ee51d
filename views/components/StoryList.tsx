import { useSite } from '../site-context';
import { LoadMoreList } from './LoadMoreList';
import { StoryCard, type StoryCardModel } from './StoryCard';

export interface StoryListProps {
    items: StoryCardModel[];
    /** The page shown (1-based) and the SPEC §4 arithmetic the load-more island continues from. */
    page: number;
    pageSize: number;
    total: number;
    withHighlightedStory: boolean;
    categoryId?: number;
    /** The tag page's tag slug: loading more asks for that tag's stories. */
    tagSlug?: string;
    /** The next page's URL, null on the last page. */
    nextHref: string | null;
    previousHref?: string | null;
    /** The id of the list's heading, when the page has several lists (pagination names). */
    labelledBy?: string;
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
    tagSlug,
    nextHref,
    previousHref,
    labelledBy,
}: StoryListProps) {
    const { t, newsroom } = useSite();
    return (
        <LoadMoreList
            kind="stories"
            state={{ page, pageSize, total, withHighlightedStory, categoryId, tagSlug }}
            loadMoreLabel={t('home.loadMore')}
            failedLabel={t('home.loadMoreFailed')}
            nextHref={nextHref}
            previousHref={previousHref}
            labelledBy={labelledBy}
        >
            <ul className={`story-grid story-grid--${newsroom.theme.layout}`} data-load-more-list="">
                {items.map((item) => (
                    <li key={item.story.uuid} className="story-grid__item">
                        <StoryCard item={item} />
                    </li>
                ))}
            </ul>
        </LoadMoreList>
    );
}
