import type { StoryStatus, StoryVisibility } from '../content/story';

/** docs/product-rules.md §4.2: the translation visibilities a story of each visibility may link to. */
const ACCEPTED_TRANSLATION_VISIBILITIES: Readonly<Record<StoryVisibility, readonly StoryVisibility[]>> = {
    embargo: ['embargo', 'public'],
    private: ['private', 'public'],
    confidential: ['confidential', 'private', 'public'],
    public: ['public'],
};

interface TranslationCandidate {
    status: StoryStatus;
    visibility: StoryVisibility;
}

/** A translation is usable only if it is published and its visibility is accepted (docs/product-rules.md §4.2). */
export function isUsableTranslation(storyVisibility: StoryVisibility, translation: TranslationCandidate): boolean {
    return (
        translation.status === 'published' &&
        ACCEPTED_TRANSLATION_VISIBILITIES[storyVisibility].includes(translation.visibility)
    );
}

/** The usable translations of a story, in the order given. */
export function usableTranslations<T extends TranslationCandidate>(
    story: { visibility: StoryVisibility },
    translations: readonly T[],
): T[] {
    return translations.filter((translation) => isUsableTranslation(story.visibility, translation));
}

/**
 * docs/product-rules.md §4.2: where a story's language switcher (and alternate link) for one language goes: the
 * usable translation in that language, else null (the caller links that language's home page
 * or omits the link).
 */
export function translationIn<T extends TranslationCandidate & { culture: { code: string } }>(
    story: { visibility: StoryVisibility },
    translations: readonly T[],
    localeCode: string,
): T | null {
    return (
        usableTranslations(story, translations).find((translation) => translation.culture.code === localeCode) ?? null
    );
}
