import { describe, expect, it } from 'vitest';
import { changedKeys } from '../../../../server/cache/content-diff';
import type { ContentSnapshot } from '../../../../server/content/content-snapshot';
import { createFilesContentSource } from '../../../../server/content/files-content-source';
import { PAGE_KINDS } from '../../../../server/pages/page-kinds';
import {
    CULTURES,
    type FixtureOptions,
    fixtureCategory,
    fixtureStory,
    writeFixtureNewsroom,
} from '../../../helpers/fixture-newsroom';
import { memoryLogger } from '../../../helpers/memory-logger';

const uuid = (id: number) => `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
/** A gallery and a contact in the demo newsroom's shapes. */
const DEMO_GALLERY = {
    uuid: '1e99be63-aae8-4f24-bb23-2152907fce35',
    title: 'Velocity City Summit 2025, Ghent',
    description: 'Three days, 1,400 participants and 60 cities at the Dok Noord in Ghent, 11\u201313 June 2025.',
    status: 'public',
    created_at: '2025-06-13T18:00:00+00:00',
    updated_at: '2025-06-17T15:00:00+00:00',
    uploadcare_group_uuid: '67b889da-1b88-4137-b0a8-b3caab774094',
    thumbnail_image:
        '{"version":2,"uuid":"1cebbb12-67ee-41e6-90b1-4c1a3753f675","filename":"summit-keynote.jpg","mime_type":"image/jpeg","size":57175,"original_width":2400,"original_height":1350,"effects":[]}',
    images: [
        {
            caption: 'Opening keynote by Elise Vandamme.',
            uploadcare_image: {
                version: 2,
                uuid: '1cebbb12-67ee-41e6-90b1-4c1a3753f675',
                filename: 'summit-keynote.jpg',
                mime_type: 'image/jpeg',
                size: 57175,
                original_width: 2400,
                original_height: 1350,
                effects: [],
            },
        },
    ],
    images_number: 6,
    videos_number: 0,
};
const DEMO_CONTACT = {
    uuid: '049b4658-bc51-4273-92c4-55d4fd41a536',
    name: 'Sofie Claes',
    description: 'Head of Communications',
    company: 'Northwind Mobility',
    email: 'sofie.claes@northwind.example',
    phone: '+32 9 210 45 10',
    mobile: '+32 470 12 34 56',
    website: 'https://northwind.example',
    twitter: 'sofieclaes',
    facebook: null,
    avatar_image: {
        version: 2,
        uuid: '3df51a71-acbc-4421-b1c8-3ee2b96d749a',
        filename: 'avatar-sofie.jpg',
        mime_type: 'image/jpeg',
        size: 10255,
        original_width: 512,
        original_height: 512,
        effects: [],
    },
    is_featured: true,
    display_locales: [],
};

/** Five English stories, 1 the oldest; story 1 in category 7; one French story. */
function base(): Required<Pick<FixtureOptions, 'stories' | 'categories'>> & FixtureOptions {
    return {
        categories: [fixtureCategory(7, 'Energy')],
        stories: [
            ...[1, 2, 3, 4, 5].map((id) =>
                fixtureStory({
                    id,
                    slug: `story-${id}`,
                    published_at: `2025-01-1${id}T09:00:00Z`,
                    categories: id === 1 ? [{ id: 7 }] : [],
                }),
            ),
            fixtureStory({ id: 20, slug: 'histoire', culture: CULTURES.fr }),
        ],
    };
}

async function snapshotOf(options: FixtureOptions): Promise<ContentSnapshot> {
    const { logger } = memoryLogger();
    return createFilesContentSource({ directory: writeFixtureNewsroom(options), logger }).get();
}

/** Every page kind's comparison of its own content, as the app gives them. */
const kindChanges = PAGE_KINDS.map((kind) => kind.changedKeys);

async function diff(change: (options: ReturnType<typeof base>) => void): Promise<string[]> {
    const before = base();
    const after = base();
    change(after);
    return [...changedKeys(await snapshotOf(before), await snapshotOf(after), kindChanges)].sort();
}

const story = (options: ReturnType<typeof base>, id: number) =>
    options.stories.find((candidate) => (candidate as { id: number }).id === id) as Record<string, unknown>;

describe('changedKeys', () => {
    it('finds nothing between two loads of the same content', async () => {
        expect(await diff(() => {})).toEqual([]);
    });

    it('an edited old story: its key, the indexes, and nothing else', async () => {
        expect(
            await diff((after) => {
                story(after, 1).title = 'Edited';
            }),
        ).toEqual(['content', 'index', `story:${uuid(1)}`]);
    });

    it('an unpublished story: its lists, its category lists and the navigation', async () => {
        expect(
            await diff((after) => {
                story(after, 1).status = 'draft';
            }),
        ).toEqual(['category:7', 'content', 'index', 'lang:en', 'list:en', 'list:en:category:7', `story:${uuid(1)}`]);
    });

    it('a new newest story changes the newest stories of its language only', async () => {
        const keys = await diff((after) => {
            after.stories.push(fixtureStory({ id: 6, slug: 'story-6', published_at: '2025-02-01T09:00:00Z' }));
        });
        expect(keys).toEqual(['content', 'index', 'latest:en', 'list:en', `story:${uuid(6)}`]);
    });

    it('a renamed category: its key and the indexes', async () => {
        const keys = await diff((after) => {
            after.categories = [fixtureCategory(7, 'Power')];
        });
        expect(keys).toEqual(['category:7', 'content', 'index', 'lang:en']);
    });

    it('the newsroom or its languages: site', async () => {
        expect(
            await diff((after) => {
                after.newsroom = { display_name: 'Renamed' };
            }),
        ).toContain('site');
        expect(
            await diff((after) => {
                after.stories = after.stories.filter((candidate) => (candidate as { id: number }).id !== 20);
            }),
        ).toContain('site');
    });

    it('contacts and galleries: their own keys', async () => {
        expect(
            await diff((after) => {
                after.contacts = [DEMO_CONTACT];
            }),
        ).toEqual(['contacts', 'content']);
        const keys = await diff((after) => {
            after.galleries = [DEMO_GALLERY];
        });
        // The media link joins every language's navigation.
        expect(keys).toEqual(
            ['content', 'galleries', `gallery:${DEMO_GALLERY.uuid}`, 'index', 'lang:ar', 'lang:en', 'lang:fr'].sort(),
        );
    });
});
