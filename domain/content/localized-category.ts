import type { UploadedImage } from './uploads';

/** A category as shown in one locale: its translation merged with its public story count. */
export interface LocalizedCategory {
    id: number;
    name: string;
    slug: string;
    description: string | null;
    isFeatured: boolean;
    /** The category's picture, if it has one (its card among the featured categories). */
    image: UploadedImage | null;
    /** Published public stories of this category in this locale. */
    storyCount: number;
}
