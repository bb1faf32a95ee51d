import type { Category, LocalizedCategory, Story } from '../../../domain/content';
import type { LanguageCollection } from './language-collection';
import { remember } from './remember';
import type { StoryCollection } from './story-collection';

/** Categories by id, and each language's translated ones with their count of listed stories. */
export class CategoryCollection {
    private readonly byIdTable = new Map<number, Category>();
    private readonly localized = new Map<string, LocalizedCategory[]>();
    private readonly withStoriesTable = new Map<string, LocalizedCategory[]>();
    private readonly localizedById = new Map<string, Map<number, LocalizedCategory | null>>();

    constructor(
        categories: readonly Category[],
        private readonly stories: StoryCollection,
        private readonly languages: LanguageCollection,
    ) {
        for (const category of categories) this.byIdTable.set(category.id, category);
    }

    byId(id: number): Category | undefined {
        return this.byIdTable.get(id);
    }

    /** Categories that have a translation (with a slug) in this language, by name. */
    inLanguage(languageCode: string): LocalizedCategory[] {
        return remember(this.localized, languageCode, () => {
            const result: LocalizedCategory[] = [];
            for (const category of this.byIdTable.values()) {
                const localized = this.localize(category, languageCode);
                if (localized) result.push(localized);
            }
            return result.sort((a, b) => a.name.localeCompare(b.name, languageCode.replace('_', '-')));
        });
    }

    /** Categories of this language with at least one public story: what navigation shows. */
    withStories(languageCode: string): LocalizedCategory[] {
        return remember(this.withStoriesTable, languageCode, () =>
            this.inLanguage(languageCode).filter((category) => category.storyCount > 0),
        );
    }

    bySlug(languageCode: string, slug: string): LocalizedCategory | undefined {
        return this.inLanguage(languageCode).find((category) => category.slug === slug);
    }

    /** A category in any language by its slug, to redirect to the right language. */
    languagesWithSlug(slug: string): { languageCode: string; category: Category }[] {
        const found: { languageCode: string; category: Category }[] = [];
        for (const category of this.byIdTable.values()) {
            for (const [languageCode, translation] of Object.entries(category.i18n)) {
                if (translation.slug === slug) found.push({ languageCode, category });
            }
        }
        return found;
    }

    /** Another language whose category has this slug, for a slug the page's language lacks (LanguageCollection.otherLanguageWith). */
    otherLanguageWith(languageCode: string, slug: string): string | undefined {
        const codes = new Set(this.languagesWithSlug(slug).map((found) => found.languageCode));
        return this.languages.otherLanguageWith(languageCode, (code) => codes.has(code));
    }

    ofStory(story: Story, languageCode: string): LocalizedCategory[] {
        return story.categories.flatMap(({ id }) => {
            const category = this.byIdTable.get(id);
            const localized = category ? this.localize(category, languageCode) : null;
            return localized ? [localized] : [];
        });
    }

    /**
     * A category in a language, made once per snapshot: every story card asks for its categories,
     * and each one counted the category's listed stories anew, a measurable share of an uncached
     * home page (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
     */
    localize(category: Category, languageCode: string): LocalizedCategory | null {
        const inLanguage = remember(
            this.localizedById,
            languageCode,
            () => new Map<number, LocalizedCategory | null>(),
        );
        return remember(inLanguage, category.id, () => this.translated(category, languageCode));
    }

    private translated(category: Category, languageCode: string): LocalizedCategory | null {
        const translation = category.i18n[languageCode];
        if (!translation?.slug) return null;
        return {
            id: category.id,
            name: translation.name,
            slug: translation.slug,
            description: translation.description,
            isFeatured: category.is_featured,
            image: category.image,
            storyCount: this.stories.listed(languageCode, { categoryId: category.id }).length,
        };
    }
}
