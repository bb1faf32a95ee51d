import type { LocalizedTag, Story } from '../../../domain/content';
import { tagSlug } from '../../../domain/content/tag';
import { indexTags, type TagIndex } from '../tag-index';
import { remember } from './remember';
import type { StoryLists } from './story-lists';

/** The tags of each locale's listed stories (each tag has a page), indexed on first use. */
export class TagQueries {
    private readonly indexes = new Map<string, TagIndex>();

    constructor(private readonly lists: StoryLists) {}

    /** A tag of this locale's listed stories, by its slug (domain/content/tag.ts). */
    tagBySlug(localeCode: string, slug: string): LocalizedTag | undefined {
        return this.index(localeCode).get(slug)?.tag;
    }

    tags(localeCode: string): LocalizedTag[] {
        return [...this.index(localeCode).values()].map((entry) => entry.tag);
    }

    /** Listed stories of a locale carrying the tag, newest first. */
    storiesTagged(localeCode: string, slug: string): readonly Story[] {
        return this.index(localeCode).get(slug)?.stories ?? [];
    }

    /** A story's tags that have a page in its language, in the editor's order. */
    storyTags(story: Story): LocalizedTag[] {
        const slugs = new Set(story.tags.map((tag) => tagSlug(tag)));
        return [...slugs].flatMap((slug) => {
            const tag = this.tagBySlug(story.culture.code, slug);
            return tag ? [tag] : [];
        });
    }

    private index(localeCode: string): TagIndex {
        return remember(this.indexes, localeCode, () => indexTags(this.lists.listed(localeCode)));
    }
}
