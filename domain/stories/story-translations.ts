import type { Story } from '../content';
import type { LanguagePaths } from '../urls';
import { isUsableTranslation } from './translation-choice';

/** Where stories are looked up: the content snapshot's stories answer both. */
export interface StoryLookup {
    byUuid(uuid: string): Story | undefined;
    bySlug(slug: string): Story | undefined;
}

/**
 * docs/product-rules.md §4.2: the path of a story in another language — the story itself for its own language,
 * the usable translation for another, else null. The translation is checked on the stored story
 * (not only the reference the story carries), so a stale reference never links to a 404.
 * `urls` is any set of page paths: hrefs, `InternalLink` paths (`urls.to`) or absolute URLs.
 */
export function storyTranslationPath(
    stories: StoryLookup,
    urls: LanguagePaths,
    story: Story,
    languageCode: string,
): string | null {
    if (story.culture.code === languageCode) return urls.storyOf(story);
    for (const reference of story.translations) {
        if (reference.culture.code !== languageCode) continue;
        const translation = stories.byUuid(reference.uuid) ?? stories.bySlug(reference.slug);
        if (!translation || translation.culture.code !== languageCode) continue;
        if (isUsableTranslation(story.visibility, translation)) return urls.storyOf(translation);
    }
    return null;
}
