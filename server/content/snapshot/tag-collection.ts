import type { LocalizedTag, Story } from '../../../domain/content';
import { tagSlug } from '../../../domain/content/tag';
import type { LanguageCollection } from './language-collection';
import type { StoryCollection } from './story-collection';

/** The tags of each language's listed stories: each has a page (StoryCollection.tagIndex). */
export class TagCollection {
    constructor(
        private readonly stories: StoryCollection,
        private readonly languages: LanguageCollection,
    ) {}

    /** A tag of this language's listed stories, by its slug (domain/content/tag.ts). */
    bySlug(languageCode: string, slug: string): LocalizedTag | undefined {
        return this.stories.tagIndex(languageCode).get(slug)?.tag;
    }

    inLanguage(languageCode: string): LocalizedTag[] {
        return [...this.stories.tagIndex(languageCode).values()].map((entry) => entry.tag);
    }

    /** A story's tags that have a page in its language, in the editor's order. */
    ofStory(story: Story): LocalizedTag[] {
        const slugs = new Set(story.tags.map((tag) => tagSlug(tag)));
        return [...slugs].flatMap((slug) => {
            const tag = this.bySlug(story.culture.code, slug);
            return tag ? [tag] : [];
        });
    }

    /** A tag slug is the same in every language; its pages are where listed stories carry it. */
    otherLanguageWith(languageCode: string, slug: string): string | undefined {
        return this.languages.otherLanguageWith(languageCode, (code) => this.bySlug(code, slug) !== undefined);
    }
}
