import { marketName, type Story } from '../../domain/content';
import { STORIES_PAGE_SIZE } from '../../domain/stories/load-more';
import type { SiteUrls } from '../../domain/urls';
import type { MemberStoryCardModel } from '../../views/components/MemberStoryCard';
import type { StoryCardModel } from '../../views/components/StoryCard';
import type { StoryListProps } from '../../views/components/StoryList';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { HubListingEntry } from '../content/snapshot/hub-collection';

/** Story cards with their categories in the page's language. */
export function storyCards(
    snapshot: ContentSnapshot,
    stories: readonly Story[],
    languageCode: string,
): StoryCardModel[] {
    return stories.map((story) => ({ story, categories: snapshot.categories.ofStory(story, languageCode) }));
}

/** A hub home's cards (docs/hub-newsrooms.md): its own stories as usual, its members' with their market's name. */
export function hubListingCards(
    snapshot: ContentSnapshot,
    entries: readonly HubListingEntry[],
    languageCode: string,
): (StoryCardModel | MemberStoryCardModel)[] {
    return entries.map((entry) =>
        entry.kind === 'own'
            ? storyCards(snapshot, [entry.story], languageCode)[0]!
            : {
                  story: entry.story,
                  market: { name: marketName(entry.market, languageCode), logo: entry.market.logo },
              },
    );
}

/** One page of a filtered story list (a category's, a tag's), as its page's StoryList shows it. */
export function storyListPage(
    snapshot: ContentSnapshot,
    result: { stories: readonly Story[]; total: number },
    where: { languageCode: string; page: number; pages: number; base: string; withPage: SiteUrls['withPage'] },
    filter: Pick<StoryListProps, 'categoryId' | 'tagSlug'>,
): StoryListProps {
    const { languageCode, page, pages, base, withPage } = where;
    return {
        items: storyCards(snapshot, result.stories, languageCode),
        page,
        pageSize: STORIES_PAGE_SIZE,
        total: result.total,
        withHighlightedStory: false,
        ...filter,
        nextHref: page < pages ? withPage(base, page + 1) : null,
        previousHref: page > 1 ? withPage(base, page - 1) : null,
    };
}
