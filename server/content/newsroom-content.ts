import type { Category, Contact, Gallery, Hub, HubStory, Language, Newsroom, Story } from '../../domain/content';

/** Everything a newsroom publishes, validated. Both content sources produce this one model. */
export interface NewsroomContent {
    newsroom: Newsroom;
    languages: Language[];
    categories: Category[];
    stories: Story[];
    galleries: Gallery[];
    contacts: Contact[];
    /** The Prezly hub the newsroom belongs to, or is (docs/hub-newsrooms.md); none for a single newsroom. */
    hub?: Hub | null;
    /** On a hub's own site: its members' stories, as the hub's home lists them. */
    hub_stories?: HubStories | null;
}

/** The members' stories a hub lists, and the members they were read for (a member joining means a new read). */
export interface HubStories {
    members: string[];
    stories: HubStory[];
}
