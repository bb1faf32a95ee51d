import type { NewsroomContent } from './content-source';
import { withPackedBody } from './packed-bodies';
import { CategoryCollection } from './snapshot/category-collection';
import { ContactCollection, GalleryCollection } from './snapshot/gallery-collection';
import { LanguageCollection } from './snapshot/language-collection';
import { StoryCollection } from './snapshot/story-collection';
import { TagCollection } from './snapshot/tag-collection';

let nextVersion = 1;

/**
 * One immutable, indexed view of the newsroom's content, answered from memory by its
 * collections (snapshot/): `snapshot.stories.bySlug(…)`, `snapshot.categories.withStories(…)`.
 * A new snapshot (and version) is made each time content is (re)loaded, so caches keyed by
 * `version` invalidate themselves.
 */
export class ContentSnapshot {
    readonly version = nextVersion++;
    readonly loadedAt = new Date();
    /** The content as given, its stories holding their bodies packed (packed-bodies.ts). */
    readonly content: NewsroomContent;
    readonly newsroom: NewsroomContent['newsroom'];
    readonly stories: StoryCollection;
    readonly languages: LanguageCollection;
    readonly categories: CategoryCollection;
    readonly tags: TagCollection;
    readonly galleries: GalleryCollection;
    readonly contacts: ContactCollection;

    constructor(content: NewsroomContent) {
        this.content = { ...content, stories: content.stories.map((story) => withPackedBody(story)) };
        this.newsroom = content.newsroom;
        this.stories = new StoryCollection(this.content.stories);
        this.languages = new LanguageCollection(content.languages, this.stories);
        this.categories = new CategoryCollection(content.categories, this.stories, this.languages);
        this.tags = new TagCollection(this.stories, this.languages);
        this.galleries = new GalleryCollection(content.galleries);
        this.contacts = new ContactCollection(content.contacts);
    }
}
