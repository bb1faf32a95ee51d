/**
 * A newsroom for the island tests: 41 English stories (the newest is highlighted on the home
 * page), two categories of 20 stories each, and 14 public galleries (three pages of six).
 */
import { CULTURES, fixtureStory, writeFixtureNewsroom } from './fixture-newsroom';

export const STORY_COUNT = 41;
export const GALLERY_COUNT = 14;
export const CATEGORY_EVEN = { id: 21, display_name: 'Even', i18n: { en: { name: 'Even', slug: 'even' } } };
export const CATEGORY_ODD = { id: 22, display_name: 'Odd', i18n: { en: { name: 'Odd', slug: 'odd' } } };

const day = (n: number) => new Date(Date.UTC(2025, 0, 1, 9) + n * 86_400_000).toISOString().replace('.000Z', 'Z');
export const galleryUuid = (n: number) => `dddddddd-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function writeIslandsNewsroom(newsroom: Record<string, unknown> = {}): string {
    const stories = Array.from({ length: STORY_COUNT }, (_, index) => {
        const id = index + 1;
        return fixtureStory({
            id,
            slug: `story-${id}`,
            title: `Island story ${id}`,
            published_at: day(id),
            culture: CULTURES.en,
            // Story 41 (the newest, highlighted) is in no category: 20 even, 20 odd.
            categories: id === STORY_COUNT ? [] : [{ id: id % 2 === 0 ? CATEGORY_EVEN.id : CATEGORY_ODD.id }],
            // 13 stories (3, 6 … 39) share a tag: its page loads more once.
            tags: id % 3 === 0 ? ['Multiples of three'] : [],
        });
    });
    const galleries = Array.from({ length: GALLERY_COUNT }, (_, index) => ({
        uuid: galleryUuid(index + 1),
        title: `Island gallery ${index + 1}`,
        description: 'Photos for editorial use.',
        status: 'public',
        created_at: day(index + 1),
        uploadcare_group_uuid: null,
        thumbnail_image: null,
        images: [
            {
                caption: `Photo ${index + 1}`,
                uploadcare_image: {
                    version: 2,
                    uuid: `eeeeeeee-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
                    filename: 'photo.jpg',
                    mime_type: 'image/jpeg',
                    size: 1000,
                    original_width: 800,
                    original_height: 600,
                    effects: [],
                },
            },
        ],
        images_number: 1,
        videos_number: 0,
    }));
    return writeFixtureNewsroom({
        newsroom,
        stories,
        galleries,
        categories: [CATEGORY_EVEN, CATEGORY_ODD],
        languages: [
            {
                code: 'en',
                is_default: true,
                locale: CULTURES.en,
                company_information: {
                    name: 'Island Inc.',
                    about: '<p>Island Inc. makes things.</p>',
                    about_plaintext: 'Island Inc. makes things.',
                    website: 'https://island.example',
                    email: 'press@island.example',
                    phone: '',
                    address: '',
                    linkedin: 'https://www.linkedin.com/company/island',
                    twitter: '',
                },
            },
        ],
    });
}
