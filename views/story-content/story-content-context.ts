import { createContext, useContext } from 'react';
import type { Contact, ReferencedEntities, UploadedImage } from '../../domain/content';
import type { HeadingAnchor } from '../../domain/stories/heading-ids';

/** What a story-bookmark node links to, when the referenced story may be shown. */
interface StoryBookmarkTarget {
    title: string;
    /** The story's path for `InternalLink` (no BASE_PATH: the router's basename adds it). */
    to: string;
    summary?: string;
    thumbnail?: UploadedImage | null;
    /** The story's language code (`en`, `pt_BR`): its text is marked when not the page's. */
    language: string;
}

/** Facts about the story being rendered that some nodes need and the document itself lacks. */
export interface StoryContentOptions {
    /**
     * Resolves a story-bookmark's story uuid. Return null for stories of the site the visitor may
     * not reach (unpublished, private): their bookmarks then render nothing; undefined for a
     * story the site does not have, whose card `referenced` may give (another newsroom's).
     */
    findStory?: (uuid: string) => StoryBookmarkTarget | null | undefined;
    /**
     * What Prezly sent beside the body (`referenced_entities`): the cards of stories outside this
     * site's snapshot that story-bookmark nodes name, and the coverage that coverage nodes name.
     */
    referenced?: ReferencedEntities;
    /** The newsroom's press contact a contact node names (`reference`), for its avatar and profiles. */
    findContact?: (uuid: string) => Contact | undefined;
    /** The story's publication date, already formatted, for "publication.date" variables. */
    publicationDate?: string | null;
    /**
     * The HTML level of heading-two nodes: 3 under the body's heading-one sections (h2), or 2 when
     * the body has none, so the outline never skips from the title's h1 to an h3.
     */
    headingTwoLevel?: 2 | 3;
    /** The id and anchor link of each section heading, by node (domain/stories/heading-ids.ts). */
    headingAnchors?: ReadonlyMap<object, HeadingAnchor>;
    /** The id of a heading by the anchor Prezly's site gives it (`header-key-figures`). */
    headingFragments?: ReadonlyMap<string, string>;
}

const StoryContentContext = createContext<StoryContentOptions>({});

export const StoryContentOptionsProvider = StoryContentContext.Provider;

export function useStoryContentOptions(): StoryContentOptions {
    return useContext(StoryContentContext);
}
