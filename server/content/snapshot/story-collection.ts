import type { LocalizedTag, Story } from '../../../domain/content';
import { tagSlug } from '../../../domain/content/tag';
import { isListed } from '../../../domain/stories/story-rules';
import { remember } from './remember';

export interface StoryPage {
    stories: Story[];
    /** All listed stories matching the query (the highlighted one included when it matches). */
    total: number;
    page: number;
    pageSize: number;
}

/** Which listed stories: all of a language's, or those of one category or one tag. */
export interface StoryFilter {
    categoryId?: number;
    tagSlug?: string;
}

export interface StoryPageOptions extends StoryFilter {
    page: number;
    pageSize: number;
    withHighlightedStory?: boolean;
}

/** A language's tags by slug, each with its listed stories, newest first. */
export type TagIndex = Map<string, { tag: LocalizedTag; stories: Story[] }>;

const byNewestFirst = (a: Story, b: Story) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id;

/** `count` stories from `start`, as if the story at `skipped` (-1: none) were not in the list. */
function sliceWithout(stories: readonly Story[], start: number, count: number, skipped: number): Story[] {
    if (skipped < 0 || skipped >= start + count) return stories.slice(start, start + count);
    if (skipped < start) return stories.slice(start + 1, start + 1 + count);
    return [...stories.slice(start, skipped), ...stories.slice(skipped + 1, start + count + 1)];
}

/**
 * The snapshot's stories: by slug and uuid, and the listed (published, public) ones of each
 * language, newest first, whole or by category or tag, and in pages.
 */
export class StoryCollection {
    private readonly bySlugTable = new Map<string, Story>();
    private readonly byUuidTable = new Map<string, Story>();
    private readonly byFormerSlugTable = new Map<string, Story>();
    private readonly listedByLanguage = new Map<string, Story[]>();
    private readonly inCategory = new Map<string, Story[]>();
    private readonly tagIndexes = new Map<string, TagIndex>();
    private readonly highlightedByLanguage = new Map<string, Story | null>();
    /** Where the highlighted story sits in each filtered list (-1: not in it), by list. */
    private readonly highlightedPositions = new Map<string, number>();
    private readonly pinnedFirstLists = new Map<string, readonly Story[]>();
    private allListedStories: Story[] | undefined;

    constructor(stories: readonly Story[]) {
        for (const story of stories) {
            this.bySlugTable.set(story.slug, story);
            this.byUuidTable.set(story.uuid, story);
            for (const slug of story.former_slugs ?? []) this.byFormerSlugTable.set(slug, story);
            if (!isListed(story)) continue;
            const list = this.listedByLanguage.get(story.culture.code) ?? [];
            list.push(story);
            this.listedByLanguage.set(story.culture.code, list);
        }
        for (const list of this.listedByLanguage.values()) list.sort(byNewestFirst);
    }

    bySlug(slug: string): Story | undefined {
        return this.bySlugTable.get(slug);
    }

    /** The story that had this slug before its current one; none when a story has it now. */
    byFormerSlug(slug: string): Story | undefined {
        return this.bySlugTable.has(slug) ? undefined : this.byFormerSlugTable.get(slug);
    }

    byUuid(uuid: string): Story | undefined {
        return this.byUuidTable.get(uuid);
    }

    /** Listed stories of a language, newest first; of one category or one tag when asked. */
    listed(languageCode: string, filter: StoryFilter = {}): readonly Story[] {
        const all = this.listedByLanguage.get(languageCode) ?? [];
        const { categoryId, tagSlug } = filter;
        if (tagSlug !== undefined) return this.tagIndex(languageCode).get(tagSlug)?.stories ?? [];
        if (categoryId === undefined) return all;
        return remember(this.inCategory, `${languageCode}:${categoryId}`, () =>
            all.filter((story) => story.categories.some((category) => category.id === categoryId)),
        );
    }

    /** Every listed story of every language, newest first. */
    allListed(): Story[] {
        this.allListedStories ??= [...this.listedByLanguage.values()].flat().sort(byNewestFirst);
        return this.allListedStories;
    }

    /**
     * The story shown large on the home page: the pinned one, else the newest. Kept per language:
     * finding it walks the whole list when nothing is pinned, and a home page asks three times.
     */
    highlighted(languageCode: string): Story | null {
        return remember(this.highlightedByLanguage, languageCode, () => {
            const stories = this.listed(languageCode);
            return stories.find((story) => story.is_pinned) ?? stories[0] ?? null;
        });
    }

    /**
     * What to read after `story` (docs/product-rules.md §2.19): up to `count` listed stories of its
     * language that share a category or a tag with it, newest first, topped up with the newest
     * stories of the language when fewer share one. Never the story itself; never an unlisted
     * (embargoed, private, confidential, unpublished) story. Reads only the first `count + 1`
     * of each list, so the cost does not grow with the archive: the top-up never needs more of
     * the language's list (the story and the stories already chosen are at most `count` of them).
     */
    related(story: Story, count: number): Story[] {
        const languageCode = story.culture.code;
        const sharing = [
            ...story.categories.map((category) => this.listed(languageCode, { categoryId: category.id })),
            ...story.tags.flatMap((name) => {
                const slug = tagSlug(name);
                return slug ? [this.listed(languageCode, { tagSlug: slug })] : [];
            }),
        ]
            .flatMap((list) => list.slice(0, count + 1))
            .sort(byNewestFirst);
        const chosen = new Set<Story>();
        for (const other of [...sharing, ...this.listed(languageCode).slice(0, count + 1)]) {
            if (chosen.size === count) break;
            if (other.uuid !== story.uuid) chosen.add(other);
        }
        return [...chosen];
    }

    /**
     * A listing's order (docs/product-rules.md §4.11): every pinned story first, newest first, then
     * the others, newest first, as Prezly's theme lists them (it asks with `pinning`). Feeds,
     * sitemaps and related stories keep `listed`'s plain date order.
     */
    private pinnedFirst(languageCode: string, filter: StoryFilter): readonly Story[] {
        const key = `${languageCode}:${filter.categoryId ?? ''}:${filter.tagSlug ?? ''}`;
        return remember(this.pinnedFirstLists, key, () => {
            const stories = this.listed(languageCode, filter);
            const pinned = stories.filter((story) => story.is_pinned);
            if (pinned.length === 0) return stories;
            return [...pinned, ...stories.filter((story) => !story.is_pinned)];
        });
    }

    /**
     * One page (1-based) of listed stories, pinned ones first. A highlighted story is shown apart,
     * so it is left out of the pages when asked; `total` still counts it (the arithmetic of
     * docs/product-rules.md §4.6).
     */
    page(languageCode: string, options: StoryPageOptions): StoryPage {
        const stories = this.pinnedFirst(languageCode, options);
        const { page, pageSize } = options;
        const start = (page - 1) * pageSize;
        const skipped = options.withHighlightedStory ? this.highlightedPosition(languageCode, options) : -1;
        return { stories: sliceWithout(stories, start, pageSize, skipped), total: stories.length, page, pageSize };
    }

    /**
     * The highlighted story's position in a filtered list, once per list: pages skip it by
     * position rather than copying the list without it on every request.
     */
    private highlightedPosition(languageCode: string, filter: StoryFilter): number {
        const key = `${languageCode}:${filter.categoryId ?? ''}:${filter.tagSlug ?? ''}`;
        return remember(this.highlightedPositions, key, () => {
            const highlighted = this.highlighted(languageCode);
            if (!highlighted) return -1;
            return this.pinnedFirst(languageCode, filter).findIndex((story) => story.uuid === highlighted.uuid);
        });
    }

    /**
     * The tags of a language's listed stories, indexed on first use. A tag is named as the newest
     * story spells it; spellings with the same slug ("E-bikes", "e bikes") share one entry. Tags
     * without a slug ("!!!") have no page and are left out.
     */
    tagIndex(languageCode: string): TagIndex {
        return remember(this.tagIndexes, languageCode, () => {
            const index: TagIndex = new Map();
            for (const story of this.listed(languageCode)) {
                for (const name of story.tags) {
                    const slug = tagSlug(name);
                    if (!slug) continue;
                    const entry = index.get(slug) ?? { tag: { name, slug }, stories: [] };
                    if (entry.stories.at(-1) !== story) entry.stories.push(story);
                    index.set(slug, entry);
                }
            }
            return index;
        });
    }
}
