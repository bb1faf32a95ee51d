import type { LocalizedTag, Story } from '../../domain/content';
import { tagSlug } from '../../domain/content/tag';

/** A language's tags by slug, each with its stories in the order given. */
export type TagIndex = Map<string, { tag: LocalizedTag; stories: Story[] }>;

/**
 * The tags of a list of stories (newest first). A tag is named as the first story spells it;
 * spellings with the same slug ("E-bikes", "e bikes") share one entry. Tags without a slug
 * ("!!!") have no page and are left out.
 */
export function indexTags(stories: readonly Story[]): TagIndex {
    const index: TagIndex = new Map();
    for (const story of stories) {
        for (const name of story.tags) {
            const slug = tagSlug(name);
            if (!slug) continue;
            const entry = index.get(slug) ?? { tag: { name, slug }, stories: [] };
            if (entry.stories.at(-1) !== story) entry.stories.push(story);
            index.set(slug, entry);
        }
    }
    return index;
}
