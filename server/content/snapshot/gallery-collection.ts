import type { Gallery } from '../../../domain/content';

/** The public galleries that have images, newest first. */
export class GalleryQueries {
    private readonly publicGalleries: Gallery[];

    constructor(galleries: readonly Gallery[]) {
        this.publicGalleries = galleries
            .filter((gallery) => gallery.status === 'public' && gallery.images.length > 0)
            .sort((a, b) => b.created_at.localeCompare(a.created_at));
    }

    galleries(): readonly Gallery[] {
        return this.publicGalleries;
    }

    galleryByUuid(uuid: string): Gallery | undefined {
        return this.publicGalleries.find((gallery) => gallery.uuid === uuid);
    }
}
