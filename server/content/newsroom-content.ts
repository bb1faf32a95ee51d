import type { Category, Contact, Gallery, Language, Newsroom, Story } from '../../domain/content';

/** Everything a newsroom publishes, validated. Both content sources produce this one model. */
export interface NewsroomContent {
    newsroom: Newsroom;
    languages: Language[];
    categories: Category[];
    stories: Story[];
    galleries: Gallery[];
    contacts: Contact[];
}
