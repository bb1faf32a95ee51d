import type { Story } from '../../../domain/content';
import { isListed } from '../../../domain/stories/story-rules';
import { remember } from './remember';

export interface StoryPage {
    stories: Story[];
    /** All listed stories matching the query (the highlighted one included when it matches). */
    total: number;
    page: number;
    pageSize: number;
}

export interface StoryPageOptions {
    page: number;
    pageSize: number;
    categoryId?: number;
    tagSlug?: string;
    withHighlightedStory?: boolean;
}

const byNewestFirst = (a: Story, b: Story) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id;

/** Stories by slug and uuid, and the listed (published, public) ones of each locale, newest first. */
export class StoryLists {
    private readonly bySlug = new Map<string, Story>();
    private readonly byUuid = new Map<string, Story>();
    private readonly listedByLocale = new Map<string, Story[]>();
    private readonly inCategory = new Map<string, Story[]>();
    private allListed: Story[] | undefined;

    constructor(stories: readonly Story[]) {
        for (const story of stories) {
            this.bySlug.set(story.slug, story);
            this.byUuid.set(story.uuid, story);
            if (!isListed(story)) continue;
            const list = this.listedByLocale.get(story.culture.code) ?? [];
            list.push(story);
            this.listedByLocale.set(story.culture.code, list);
        }
        for (const list of this.listedByLocale.values()) list.sort(byNewestFirst);
    }

    storyBySlug(slug: string): Story | undefined {
        return this.bySlug.get(slug);
    }

    storyByUuid(uuid: string): Story | undefined {
        return this.byUuid.get(uuid);
    }

    /** Listed stories of a locale, newest first; of one category when asked. */
    listed(localeCode: string, categoryId?: number): readonly Story[] {
        const all = this.listedByLocale.get(localeCode) ?? [];
        if (categoryId === undefined) return all;
        return remember(this.inCategory, `${localeCode}:${categoryId}`, () =>
            all.filter((story) => story.categories.some((category) => category.id === categoryId)),
        );
    }

    /** Every listed story of every locale, newest first. */
    allListedStories(): Story[] {
        this.allListed ??= [...this.listedByLocale.values()].flat().sort(byNewestFirst);
        return this.allListed;
    }

    /** The story shown large on the home page: the pinned one, else the newest. */
    highlightedStory(localeCode: string): Story | null {
        const stories = this.listed(localeCode);
        return stories.find((story) => story.is_pinned) ?? stories[0] ?? null;
    }
}

/**
 * One page (1-based) of a list. A highlighted story is shown apart, so it is left out of the
 * pages; `total` still counts it (the arithmetic of docs/product-rules.md §4.6).
 */
export function pageOfStories(
    stories: readonly Story[],
    highlighted: Story | null,
    { page, pageSize }: { page: number; pageSize: number },
): StoryPage {
    const paged = highlighted ? stories.filter((story) => story.uuid !== highlighted.uuid) : stories;
    const start = (page - 1) * pageSize;
    return { stories: paged.slice(start, start + pageSize), total: stories.length, page, pageSize };
}
