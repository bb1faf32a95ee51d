import type { Category, LocalizedCategory, Story } from '../../../domain/content';
import { remember } from './remember';
import type { StoryLists } from './story-lists';

/** Categories by id, and each locale's translated ones with their count of listed stories. */
export class CategoryQueries {
    private readonly byId = new Map<number, Category>();
    private readonly localized = new Map<string, LocalizedCategory[]>();
    private readonly withStories = new Map<string, LocalizedCategory[]>();

    constructor(
        categories: readonly Category[],
        private readonly lists: StoryLists,
    ) {
        for (const category of categories) this.byId.set(category.id, category);
    }

    categoryById(id: number): Category | undefined {
        return this.byId.get(id);
    }

    /** Categories that have a translation (with a slug) in this locale, by name. */
    categories(localeCode: string): LocalizedCategory[] {
        return remember(this.localized, localeCode, () => {
            const result: LocalizedCategory[] = [];
            for (const category of this.byId.values()) {
                const localized = this.localizeCategory(category, localeCode);
                if (localized) result.push(localized);
            }
            return result.sort((a, b) => a.name.localeCompare(b.name, localeCode.replace('_', '-')));
        });
    }

    /** Categories of this locale with at least one public story: what navigation shows. */
    categoriesWithStories(localeCode: string): LocalizedCategory[] {
        return remember(this.withStories, localeCode, () =>
            this.categories(localeCode).filter((category) => category.storyCount > 0),
        );
    }

    categoryBySlug(localeCode: string, slug: string): LocalizedCategory | undefined {
        return this.categories(localeCode).find((category) => category.slug === slug);
    }

    /** A category in any locale by its slug, to redirect to the right locale. */
    categoryLocalesBySlug(slug: string): { localeCode: string; category: Category }[] {
        const found: { localeCode: string; category: Category }[] = [];
        for (const category of this.byId.values()) {
            for (const [localeCode, translation] of Object.entries(category.i18n)) {
                if (translation.slug === slug) found.push({ localeCode, category });
            }
        }
        return found;
    }

    storyCategories(story: Story, localeCode: string): LocalizedCategory[] {
        return story.categories.flatMap(({ id }) => {
            const category = this.byId.get(id);
            const localized = category ? this.localizeCategory(category, localeCode) : null;
            return localized ? [localized] : [];
        });
    }

    localizeCategory(category: Category, localeCode: string): LocalizedCategory | null {
        const translation = category.i18n[localeCode];
        if (!translation?.slug) return null;
        return {
            id: category.id,
            name: translation.name,
            slug: translation.slug,
            description: translation.description,
            isFeatured: category.is_featured,
            storyCount: this.lists.listed(localeCode, category.id).length,
        };
    }
}
