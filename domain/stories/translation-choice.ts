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
