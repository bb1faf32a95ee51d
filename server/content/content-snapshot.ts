import type { Story } from '../../domain/content';
import { embargoHasLifted, embargoLiftsAt, liftedEmbargo } from '../../domain/stories/embargo';
import type { NewsroomContent } from './newsroom-content';
import { withPackedBody } from './packed-bodies';
import { CategoryCollection } from './snapshot/category-collection';
import { ContactCollection, GalleryCollection } from './snapshot/gallery-collection';
import { HubCollection } from './snapshot/hub-collection';
import { LanguageCollection } from './snapshot/language-collection';
import { StoryCollection } from './snapshot/story-collection';
import { TagCollection } from './snapshot/tag-collection';

let nextVersion = 1;

/**
 * One immutable, indexed view of the newsroom's content, answered from memory by its
 * collections (snapshot/): `snapshot.stories.bySlug(…)`, `snapshot.categories.withStories(…)`.
 * A new snapshot (and version) is made each time content is (re)loaded, so caches keyed by
 * `version` invalidate themselves.
 *
 * An embargo is over at its time, whether or not the source has published the story yet
 * (docs/product-rules.md §4.9): a story whose embargo lifted by `now` is taken as published, and
 * `nextEmbargoLift` says when the next one lifts, so the source can be read again at that moment
 * (embargo-lifts.ts).
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
    /** The Prezly hub the newsroom belongs to, or is (docs/hub-newsrooms.md); null for a single newsroom. */
    readonly hub: HubCollection | null;
    /** When the next embargo of these stories lifts (epoch milliseconds), or null when none is pending. */
    readonly nextEmbargoLift: number | null;

    constructor(content: NewsroomContent, now = Date.now()) {
        let nextLift: number | null = null;
        const stories = content.stories.map((story): Story => {
            if (embargoHasLifted(story, now)) return withPackedBody(liftedEmbargo(story));
            const liftsAt = embargoLiftsAt(story);
            if (liftsAt !== null && (nextLift === null || liftsAt < nextLift)) nextLift = liftsAt;
            return withPackedBody(story);
        });
        this.nextEmbargoLift = nextLift;
        this.content = { ...content, stories };
        this.newsroom = content.newsroom;
        this.stories = new StoryCollection(this.content.stories);
        this.languages = new LanguageCollection(content.languages, this.stories);
        this.categories = new CategoryCollection(content.categories, this.stories, this.languages);
        this.tags = new TagCollection(this.stories, this.languages);
        this.galleries = new GalleryCollection(content.galleries);
        this.contacts = new ContactCollection(content.contacts);
        this.hub = content.hub ? new HubCollection(content.hub, content.hub_stories ?? null, this.stories) : null;
    }
}
