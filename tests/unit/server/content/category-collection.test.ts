import { describe, expect, it } from 'vitest';
import { type Category, CategorySchema, type Story } from '../../../../domain/content';
import { CategoryCollection } from '../../../../server/content/snapshot/category-collection';
import type { LanguageCollection } from '../../../../server/content/snapshot/language-collection';
import { StoryCollection } from '../../../../server/content/snapshot/story-collection';
import { fixtureCategory, fixtureStory } from '../../../helpers/fixture-newsroom';

const ENERGY = CategorySchema.parse(fixtureCategory(7, 'Energy')) as Category;
const MOBILITY = CategorySchema.parse(fixtureCategory(8, 'Mobility')) as Category;

/** Five published stories, the odd ones in Energy, story 2 in both. */
function collection(): CategoryCollection {
    const stories = Array.from(
        { length: 5 },
        (_, index) =>
            fixtureStory({
                id: index + 1,
                slug: `story-${index + 1}`,
                categories: index % 2 === 0 ? [{ id: 7 }] : index === 1 ? [{ id: 7 }, { id: 8 }] : [],
                tags: [],
            }) as unknown as Story,
    );
    return new CategoryCollection([ENERGY, MOBILITY], new StoryCollection(stories), {} as LanguageCollection);
}

describe('CategoryCollection', () => {
    it("gives a story's categories in a language, with their listed stories counted", () => {
        const categories = collection();
        const story = { categories: [{ id: 7 }, { id: 8 }, { id: 99 }] } as Story;
        expect(categories.ofStory(story, 'en').map(({ name, storyCount }) => [name, storyCount])).toEqual([
            ['Energy', 4],
            ['Mobility', 1],
        ]);
        expect(categories.ofStory(story, 'fr')).toEqual([]);
    });

    it('makes each category in a language once: every card and list shares the same one', () => {
        const categories = collection();
        const story = { categories: [{ id: 7 }] } as Story;
        const [first] = categories.ofStory(story, 'en');
        expect(categories.ofStory(story, 'en')[0]).toBe(first);
        expect(categories.localize(ENERGY, 'en')).toBe(first);
        expect(categories.inLanguage('en')).toContain(first);
    });
});
