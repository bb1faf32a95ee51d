import type {
    Category,
    Contact,
    Gallery,
    Language,
    LocalizedCategory,
    LocalizedTag,
    Story,
} from '../../domain/content';
import type { LocaleMatch } from '../../domain/locale/newsroom-locales';
import type { NewsroomContent } from './content-source';
import { withPackedBody } from './packed-bodies';
import { CategoryQueries } from './snapshot/category-queries';
import { GalleryQueries } from './snapshot/gallery-queries';
import { LanguageQueries } from './snapshot/language-queries';
import { pageOfStories, StoryLists, type StoryPage, type StoryPageOptions } from './snapshot/story-lists';
import { TagQueries } from './snapshot/tag-queries';

let nextVersion = 1;

/**
 * One immutable, indexed view of the newsroom's content. Every query a page needs is answered
 * from memory, by one query object per concern (snapshot/); this class is the single face the
 * rest of the server uses. A new snapshot (and version) is made each time content is
 * (re)loaded, so caches keyed by `version` invalidate themselves.
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

    private readonly stories: StoryLists;
    private readonly languageQueries: LanguageQueries;
    private readonly categoryQueries: CategoryQueries;
    private readonly tagQueries: TagQueries;
    private readonly galleryQueries: GalleryQueries;

    constructor(content: NewsroomContent) {
        this.content = { ...content, stories: content.stories.map((story) => withPackedBody(story)) };
        this.newsroom = content.newsroom;
        this.contacts = content.contacts;
        this.stories = new StoryLists(this.content.stories);
        this.languageQueries = new LanguageQueries(content.languages, this.stories);
        this.languages = this.languageQueries.languages;
        this.defaultLanguage = this.languageQueries.defaultLanguage;
        this.categoryQueries = new CategoryQueries(content.categories, this.stories);
        this.tagQueries = new TagQueries(this.stories);
        this.galleryQueries = new GalleryQueries(content.galleries);
    }

    /* ---------- languages (snapshot/language-queries.ts) ---------- */

    language(code: string): Language | undefined {
        return this.languageQueries.language(code);
    }

    localeSlug(code: string): string {
        return this.languageQueries.localeSlug(code);
    }

    matchLocaleSlug(segment: string): LocaleMatch<Language> | null {
        return this.languageQueries.matchLocaleSlug(segment);
    }

    visibleLanguages(): Language[] {
        return this.languageQueries.visibleLanguages();
    }

    /** Whether a language is hidden: no public story, not the default (docs/seo.md). */
    isHiddenLanguage(code: string): boolean {
        return this.languageQueries.isHidden(code);
    }

    /* ---------- stories (snapshot/story-lists.ts) ---------- */

    storyBySlug(slug: string): Story | undefined {
        return this.stories.storyBySlug(slug);
    }

    storyByUuid(uuid: string): Story | undefined {
        return this.stories.storyByUuid(uuid);
    }

    /** Published public stories of a locale, newest first; of one category or one tag when asked. */
    listedStories(localeCode: string, filter: { categoryId?: number; tagSlug?: string } = {}): readonly Story[] {
        if (filter.tagSlug !== undefined) return this.tagQueries.storiesTagged(localeCode, filter.tagSlug);
        return this.stories.listed(localeCode, filter.categoryId);
    }

    allListedStories(): Story[] {
        return this.stories.allListedStories();
    }

    highlightedStory(localeCode: string): Story | null {
        return this.stories.highlightedStory(localeCode);
    }

    /** One page of listed stories (1-based), the highlighted story left out when asked. */
    storyPage(localeCode: string, options: StoryPageOptions): StoryPage {
        const stories = this.listedStories(localeCode, options);
        const highlighted = options.withHighlightedStory ? this.stories.highlightedStory(localeCode) : null;
        return pageOfStories(stories, highlighted, options);
    }

    /* ---------- categories (snapshot/category-queries.ts) ---------- */

    categoryById(id: number): Category | undefined {
        return this.categoryQueries.categoryById(id);
    }

    categories(localeCode: string): LocalizedCategory[] {
        return this.categoryQueries.categories(localeCode);
    }

    categoriesWithStories(localeCode: string): LocalizedCategory[] {
        return this.categoryQueries.categoriesWithStories(localeCode);
    }

    categoryBySlug(localeCode: string, slug: string): LocalizedCategory | undefined {
        return this.categoryQueries.categoryBySlug(localeCode, slug);
    }

    categoryLocalesBySlug(slug: string): { localeCode: string; category: Category }[] {
        return this.categoryQueries.categoryLocalesBySlug(slug);
    }

    storyCategories(story: Story, localeCode: string): LocalizedCategory[] {
        return this.categoryQueries.storyCategories(story, localeCode);
    }

    localizeCategory(category: Category, localeCode: string): LocalizedCategory | null {
        return this.categoryQueries.localizeCategory(category, localeCode);
    }

    /* ---------- tags (snapshot/tag-queries.ts) ---------- */

    tagBySlug(localeCode: string, slug: string): LocalizedTag | undefined {
        return this.tagQueries.tagBySlug(localeCode, slug);
    }

    tags(localeCode: string): LocalizedTag[] {
        return this.tagQueries.tags(localeCode);
    }

    storyTags(story: Story): LocalizedTag[] {
        return this.tagQueries.storyTags(story);
    }

    /* ---------- galleries (snapshot/gallery-queries.ts) and contacts ---------- */

    galleries(): readonly Gallery[] {
        return this.galleryQueries.galleries();
    }

    galleryByUuid(uuid: string): Gallery | undefined {
        return this.galleryQueries.galleryByUuid(uuid);
    }

    /** Contacts shown in a locale: those limited to some locales only there. */
    contactsFor(localeCode: string): Contact[] {
        return this.contacts.filter(
            (contact) => contact.display_locales.length === 0 || contact.display_locales.includes(localeCode),
        );
    }
}
