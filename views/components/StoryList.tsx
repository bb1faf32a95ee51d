import { useNewsroomSettings, usePageLanguage } from '../site-context';
import { LoadMoreList } from './LoadMoreList';
import { isMemberStoryCard, MemberStoryCard, type MemberStoryCardModel } from './MemberStoryCard';
import { StoryCard, type StoryCardModel } from './StoryCard';

export interface StoryListProps {
    /** The site's own stories; on a hub's home, its members' stories too (docs/hub-newsrooms.md). */
    items: (StoryCardModel | MemberStoryCardModel)[];
    /** The page shown (1-based) and the arithmetic of docs/product-rules.md §4.6 the load-more island continues from. */
    page: number;
    pageSize: number;
    total: number;
    withHighlightedStory: boolean;
    categoryId?: number;
    /** The tag page's tag slug: loading more asks for that tag's stories. */
    tagSlug?: string;
    /** A hub's home: loading more asks for the hub's listing, its members' stories with its own. */
    hubListing?: boolean;
    /** The next page's URL, null on the last page. */
    nextHref: string | null;
    previousHref?: string | null;
    /** The id of the list's heading, when the page has several lists (pagination names). */
    labelledBy?: string;
    /** The list's id, unique on the page (the load-more island appends to it). */
    listId?: string;
}

/**
 * A paged list of story cards. Without JavaScript "Load more" is a plain link to the next page;
 * the load-more island appends the next pages' cards to this list (found by its id).
 */
export function StoryList({
    items,
    page,
    pageSize,
    total,
    withHighlightedStory,
    categoryId,
    tagSlug,
    hubListing,
    nextHref,
    previousHref,
    labelledBy,
    listId = 'stories-list',
}: StoryListProps) {
    const { t } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    return (
        <LoadMoreList
            kind="stories"
            state={{ page, pageSize, total, withHighlightedStory, categoryId, tagSlug, hubListing }}
            loadMoreLabel={t('home.loadMore')}
            failedLabel={t('home.loadMoreFailed')}
            listId={listId}
            itemClassName="story-grid__item"
            nextHref={nextHref}
            previousHref={previousHref}
            labelledBy={labelledBy}
        >
            <ul id={listId} className={`story-grid story-grid--${newsroom.theme.layout}`} data-load-more-list="">
                {items.map((item) => (
                    <li key={item.story.uuid} className="story-grid__item">
                        {isMemberStoryCard(item) ? <MemberStoryCard item={item} /> : <StoryCard item={item} />}
                    </li>
                ))}
            </ul>
        </LoadMoreList>
    );
}
