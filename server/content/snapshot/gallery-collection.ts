import { type Contact, type Gallery, galleryHasMedia } from '../../../domain/content';

/** The public galleries that have something to show (images, or a video gallery's videos), newest first. */
export class GalleryCollection {
    readonly all: readonly Gallery[];

    constructor(galleries: readonly Gallery[]) {
        this.all = galleries
            .filter((gallery) => gallery.status === 'public' && galleryHasMedia(gallery))
            .sort((a, b) => b.created_at.localeCompare(a.created_at));
    }

    byUuid(uuid: string): Gallery | undefined {
        return this.all.find((gallery) => gallery.uuid === uuid);
    }
}

/** The press contacts, in the newsroom's order. */
export class ContactCollection {
    constructor(readonly all: readonly Contact[]) {}

    /** Contacts shown in a language: those limited to some languages only there, those shown nowhere in none. */
    shownIn(languageCode: string): Contact[] {
        return this.all.filter(
            (contact) =>
                !contact.shown_nowhere &&
                (contact.display_locales.length === 0 || contact.display_locales.includes(languageCode)),
        );
    }

    /** The contacts the home page shows in a language: the featured ones, as in Prezly's theme. */
    featuredIn(languageCode: string): Contact[] {
        return this.shownIn(languageCode).filter((contact) => contact.is_featured);
    }
}
