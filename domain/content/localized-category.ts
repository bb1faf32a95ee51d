/** A category as shown in one locale: its translation merged with its public story count. */
export interface LocalizedCategory {
    id: number;
    name: string;
    slug: string;
    description: string | null;
    isFeatured: boolean;
    /** Published public stories of this category in this locale. */
    storyCount: number;
}
