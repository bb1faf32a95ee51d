import type { Story } from '../../domain/content';
import type { StoryCardModel } from '../../views/components/StoryCard';
import type { ContentSnapshot } from '../content/content-snapshot';

/** Story cards with their categories in the page's language. */
export function storyCards(snapshot: ContentSnapshot, stories: readonly Story[], localeCode: string): StoryCardModel[] {
    return stories.map((story) => ({ story, categories: snapshot.storyCategories(story, localeCode) }));
}
