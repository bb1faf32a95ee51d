import type {
    Category,
    CategoryTranslation,
    Contact,
    Gallery,
    Language,
    LocalizedCategory,
    LocalizedTag,
    Story,
} from '../../domain/content';
import { tagSlug } from '../../domain/content/tag';

export type { LocalizedCategory } from '../../domain/content';

import { type LocaleMatch, localeSlugs, matchLocaleSlug } from '../../domain/locale/newsroom-locales';
import { isListed } from '../../domain/stories/story-rules';
import type { NewsroomContent } from './content-source';
import { withPackedBody } from './packed-bodies';
import { indexTags, type TagIndex } from './tag-index';

export interface StoryPage {
    stories: Story[];
    /** All listed stories matching the query (the highlighted one included when it matches). */
    total: number;
    page: number;
    pageSize: number;
}

const byNewestFirst = (a: Story, b: Story) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id;

let nextVersion = 1;

/**
 * One immutable, indexed view of the newsroom's content. Every query a page needs is answered
 * from memory. A new snapshot (and version) is made each time content is (re)loaded, so caches
 * keyed by `version` invalidate themselves.
 */
export class ContentSnapshot {
    readonly version = nextVersion++;
    readonly loadedAt = new Date();
    /** The content as given, its stories holding their bodies packed (packed-bodies.ts). */
    readonly content: NewsroomContent;
    readonly newsroom: NewsroomContent['newsroom'];
    readonly languages: readonly Language[];
    readonly defaultLanguage: Language;
    readonly contacts: readonly Contact[];

    private readonly slugByCode: Map<string, string>;
    private readonly storiesBySlug = new Map<string, Story>();
    private readonly storiesByUuid = new Map<string, Story>();
    private readonly listedByLocale = new Map<string, Story[]>();
    private readonly categoriesById = new Map<number, Category>();
    private readonly publicGalleries: Gallery[];
    /** Answers computed once per snapshot: it never changes, and pages ask the same questions. */
    private readonly memo = new Map<string, unknown>();

    constructor(content: NewsroomContent) {
        this.content = { ...content, stories: content.stories.map((story) => withPackedBody(story)) };
        this.newsroom = content.newsroom;
        this.languages = content.languages;
        this.defaultLanguage = content.languages.find((language) => language.is_default) ?? content.languages[0]!;
        this.contacts = content.contacts;
        this.slugByCode = localeSlugs(content.languages);
        for (const story of this.content.stories) {
            this.storiesBySlug.set(story.slug, story);
            this.storiesByUuid.set(story.uuid, story);
            if (!isListed(story)) continue;
            const list = this.listedByLocale.get(story.culture.code) ?? [];
            list.push(story);
            this.listedByLocale.set(story.culture.code, list);
        }
        for (const list of this.listedByLocale.values()) list.sort(byNewestFirst);
        for (const category of content.categories) this.categoriesById.set(category.id, category);
        this.publicGalleries = content.galleries
            .filter((gallery) => gallery.status === 'public' && gallery.images.length > 0)
            .sort((a, b) => b.created_at.localeCompare(a.created_at));
    }

    /* ---------- languages ---------- */

    language(code: string): Language | undefined {
        return this.languages.find((language) => language.code === code);
    }

    /** The URL prefix of a language: '' for the default language. */
    localeSlug(code: string): string {
        return this.slugByCode.get(code) ?? '';
    }

    matchLocaleSlug(segment: string): LocaleMatch<Language> | null {
        return matchLocaleSlug(segment, this.languages);
    }

    /** Languages a visitor can switch to: those with public stories, and always the default one. */
    visibleLanguages(): Language[] {
        return this.remember('visibleLanguages', () =>
            this.languages.filter((language) => language.is_default || this.listedStories(language.code).length > 0),
        );
    }

    /* ---------- stories ---------- */

    storyBySlug(slug: string): Story | undefined {
        return this.storiesBySlug.get(slug);
    }

    storyByUuid(uuid: string): Story | undefined {
        return this.storiesByUuid.get(uuid);
    }

    /** Published public stories of a locale, newest first; of one category or one tag when asked. */
    listedStories(localeCode: string, filter: { categoryId?: number; tagSlug?: string } = {}): readonly Story[] {
        const all = this.listedByLocale.get(localeCode) ?? [];
        const { categoryId } = filter;
        if (filter.tagSlug !== undefined) return this.tagIndex(localeCode).get(filter.tagSlug)?.stories ?? [];
        if (categoryId === undefined) return all;
        return this.remember(`listed:${localeCode}:${categoryId}`, () =>
            all.filter((story) => story.categories.some((category) => category.id === categoryId)),
        );
    }

    /** Every published public story of every locale, newest first. */
    allListedStories(): Story[] {
        return this.remember('allListed', () => [...this.listedByLocale.values()].flat().sort(byNewestFirst));
    }

    /** The story shown large on the home page: the pinned one, else the newest. */
    highlightedStory(localeCode: string): Story | null {
        const stories = this.listedStories(localeCode);
        return stories.find((story) => story.is_pinned) ?? stories[0] ?? null;
    }

    /**
     * One page of listed stories (1-based). With `withHighlightedStory`, the highlighted story is
     * shown apart, so it is left out of the pages; `total` still counts it (SPEC §4 arithmetic).
     */
    storyPage(
        localeCode: string,
        options: {
            page: number;
            pageSize: number;
            categoryId?: number;
            tagSlug?: string;
            withHighlightedStory?: boolean;
        },
    ): StoryPage {
        const stories = this.listedStories(localeCode, { categoryId: options.categoryId, tagSlug: options.tagSlug });
        const highlighted = options.withHighlightedStory ? this.highlightedStory(localeCode) : null;
        const paged = highlighted ? stories.filter((story) => story.uuid !== highlighted.uuid) : stories;
        const start = (options.page - 1) * options.pageSize;
        return {
            stories: paged.slice(start, start + options.pageSize),
            total: stories.length,
            page: options.page,
            pageSize: options.pageSize,
        };
    }

    /* ---------- categories ---------- */

    categoryById(id: number): Category | undefined {
        return this.categoriesById.get(id);
    }

    /** Categories that have a translation (with a slug) in this locale. */
    categories(localeCode: string): LocalizedCategory[] {
        return this.remember(`categories:${localeCode}`, () => {
            const result: LocalizedCategory[] = [];
            for (const category of this.categoriesById.values()) {
                const localized = this.localizeCategory(category, localeCode);
                if (localized) result.push(localized);
            }
            return result.sort((a, b) => a.name.localeCompare(b.name, localeCode.replace('_', '-')));
        });
    }

    /** Categories of this locale with at least one public story: what navigation shows. */
    categoriesWithStories(localeCode: string): LocalizedCategory[] {
        return this.remember(`categoriesWithStories:${localeCode}`, () =>
            this.categories(localeCode).filter((category) => category.storyCount > 0),
        );
    }

    categoryBySlug(localeCode: string, slug: string): LocalizedCategory | undefined {
        return this.categories(localeCode).find((category) => category.slug === slug);
    }

    /** A category in any locale by its slug, to redirect to the right locale. */
    categoryLocalesBySlug(slug: string): { localeCode: string; category: Category }[] {
        const found: { localeCode: string; category: Category }[] = [];
        for (const category of this.categoriesById.values()) {
            for (const [localeCode, translation] of Object.entries(category.i18n)) {
                if (translation.slug === slug) found.push({ localeCode, category });
            }
        }
        return found;
    }

    storyCategories(story: Story, localeCode = story.culture.code): LocalizedCategory[] {
        return story.categories
            .map(({ id }) => this.categoriesById.get(id))
            .flatMap((category) => (category ? [this.localizeCategory(category, localeCode)] : []))
            .filter((category): category is LocalizedCategory => category !== null);
    }

    localizeCategory(category: Category, localeCode: string): LocalizedCategory | null {
        const translation: CategoryTranslation | undefined = category.i18n[localeCode];
        if (!translation?.slug) return null;
        return {
            id: category.id,
            name: translation.name,
            slug: translation.slug,
            description: translation.description,
            isFeatured: category.is_featured,
            storyCount: this.listedStories(localeCode, { categoryId: category.id }).length,
        };
    }

    /* ---------- tags ---------- */

    /** A tag of this locale's listed stories, by its slug (domain/content/tag.ts). */
    tagBySlug(localeCode: string, slug: string): LocalizedTag | undefined {
        return this.tagIndex(localeCode).get(slug)?.tag;
    }

    /** Every tag of a locale's listed stories (each has a page). */
    tags(localeCode: string): LocalizedTag[] {
        return [...this.tagIndex(localeCode).values()].map((entry) => entry.tag);
    }

    /** A story's tags that have a page in its language, in the editor's order. */
    storyTags(story: Story): LocalizedTag[] {
        const slugs = new Set(story.tags.map((tag) => tagSlug(tag)));
        return [...slugs].flatMap((slug) => {
            const tag = this.tagBySlug(story.culture.code, slug);
            return tag ? [tag] : [];
        });
    }

    private tagIndex(localeCode: string): TagIndex {
        return this.remember(`tags:${localeCode}`, () => indexTags(this.listedStories(localeCode)));
    }

    /* ---------- galleries and contacts ---------- */

    galleries(): readonly Gallery[] {
        return this.publicGalleries;
    }

    galleryByUuid(uuid: string): Gallery | undefined {
        return this.publicGalleries.find((gallery) => gallery.uuid === uuid);
    }

    contactsFor(localeCode: string): Contact[] {
        return this.contacts.filter(
            (contact) => contact.display_locales.length === 0 || contact.display_locales.includes(localeCode),
        );
    }

    private remember<T>(key: string, compute: () => T): T {
        if (this.memo.has(key)) return this.memo.get(key) as T;
        const value = compute();
        this.memo.set(key, value);
        return value;
    }
}
