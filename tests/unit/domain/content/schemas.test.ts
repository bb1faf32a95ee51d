import { describe, expect, it } from 'vitest';
import {
    CategorySchema,
    GallerySchema,
    LanguageSchema,
    NewsroomSchema,
    StorySchema,
    UploadedFileSchema,
    UploadedImageSchema,
} from '../../../../domain/content';
import { CULTURES, fixtureStory } from '../../../helpers/fixture-newsroom';

const image = {
    version: 2,
    uuid: 'abc',
    filename: 'a.jpg',
    mime_type: 'image/jpeg',
    size: 10,
    original_width: 10,
    original_height: 10,
    effects: [],
};

function failingFields(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
    expect(result.success).toBe(false);
    return result.error!.issues.map((issue) => issue.path.map(String).join('.'));
}

describe('content schemas', () => {
    it('accepts a Prezly-shaped story and normalises timestamps and JSON-string images', () => {
        const story = StorySchema.parse(
            fixtureStory({ id: 7, slug: 'ok', published_at: 1_700_000_000, thumbnail_image: JSON.stringify(image) }),
        );
        expect(story.published_at).toBe('2023-11-14T22:13:20.000Z');
        expect(story.thumbnail_image?.uuid).toBe('abc');
    });

    it.each([
        [{ status: 'live' }, 'status'],
        [{ visibility: 'secret' }, 'visibility'],
        [{ slug: '../etc/passwd' }, 'slug'],
        [{ content: '{not json' }, 'content'],
        [{ culture: { ...CULTURES.en, code: 'EN-us!' } }, 'culture.code'],
        [
            { translations: [{ uuid: 'x', culture: CULTURES.fr, status: 'published', visibility: 'nope', slug: 'y' }] },
            'translations.0.visibility',
        ],
    ])('rejects a story with %j naming the field', (override, field) => {
        expect(failingFields(StorySchema.safeParse(fixtureStory({ id: 1, slug: 'a', ...override })))).toContain(field);
    });

    it.each(['เปิดโรงงานแห่งใหม่', 'उत्पाद-लॉन्च', 'إطلاق-المنتج', 'acme-opens-ghent-plant', 'v1.2~beta_3'])(
        'accepts the slug %s: letters, combining marks and numbers in any script (docs/content-format.md, "Slugs")',
        (slug) => {
            expect(StorySchema.safeParse(fixtureStory({ id: 1, slug })).success).toBe(true);
            expect(CategorySchema.safeParse({ id: 1, name: 'N', slug, locale: 'en' }).success).toBe(true);
        },
    );

    it.each(['-leading-dash', 'a/b', 'a b', '..', ''])('rejects the slug %j', (slug) => {
        expect(StorySchema.safeParse(fixtureStory({ id: 1, slug })).success).toBe(false);
        expect(CategorySchema.safeParse({ id: 1, name: 'N', slug, locale: 'en' }).success).toBe(false);
    });

    it('validates uploaded files and images per docs/product-rules.md §5.6, §5.7', () => {
        expect(
            UploadedFileSchema.safeParse({ version: 0, uuid: 'u', filename: 'f', mime_type: 'x/y', size: 1 }).success,
        ).toBe(false);
        expect(
            UploadedFileSchema.safeParse({ version: 1, uuid: '', filename: 'f', mime_type: 'x/y', size: 1 }).success,
        ).toBe(false);
        expect(
            UploadedFileSchema.safeParse({ version: 1, uuid: 'u', filename: 'f', mime_type: 'x/y', size: 0 }).success,
        ).toBe(false);
        expect(UploadedImageSchema.safeParse(image).success).toBe(true);
        expect(failingFields(UploadedImageSchema.safeParse({ ...image, effects: [''] }))).toContain('effects.0');
        expect(
            failingFields(UploadedImageSchema.safeParse({ ...image, original_width: 10_000, original_height: 7_865 })),
        ).toContain('original_width');
        expect(
            UploadedImageSchema.safeParse({ ...image, original_width: 10_240, original_height: 7_680 }).success,
        ).toBe(true);
    });

    it('accepts categories in both shapes and normalises them to i18n', () => {
        const flat = CategorySchema.parse({ id: 1, name: 'News', slug: 'news', locale: 'en' });
        expect(flat.i18n.en).toEqual({ name: 'News', slug: 'news', description: null });
        const localized = CategorySchema.parse({
            id: 2,
            display_name: 'Events',
            i18n: { fr: { name: 'Événements', slug: 'evenements' } },
        });
        expect(localized.i18n.fr?.slug).toBe('evenements');
        expect(CategorySchema.safeParse({ id: 3, name: 'No slug', locale: 'en' }).success).toBe(false);
    });

    it('rejects bad newsroom, language and gallery payloads naming the field', () => {
        expect(
            failingFields(
                NewsroomSchema.safeParse({ uuid: 'x', url: 'not a url', display_name: 'X', is_indexable: true }),
            ),
        ).toContain('url');
        expect(
            failingFields(
                NewsroomSchema.safeParse({
                    uuid: 'x',
                    url: 'https://x.example',
                    display_name: 'X',
                    is_indexable: true,
                    theme: { accent_color: 'red' },
                }),
            ),
        ).toContain('theme.accent_color');
        expect(
            failingFields(
                LanguageSchema.safeParse({
                    code: 'en',
                    is_default: true,
                    locale: CULTURES.en,
                    company_information: { name: 'X', email: 'press at x' },
                }),
            ),
        ).toContain('company_information.email');
        // An empty company name is Prezly's own: the newsroom's display name stands in.
        expect(
            LanguageSchema.safeParse({
                code: 'en',
                is_default: true,
                locale: CULTURES.en,
                company_information: { name: '' },
            }).success,
        ).toBe(true);
        expect(
            failingFields(
                GallerySchema.safeParse({
                    uuid: 'short',
                    title: 'G',
                    created_at: '2025-01-01T00:00:00Z',
                    images: [],
                    images_number: 0,
                }),
            ),
        ).toContain('uuid');
    });
});

describe('a newsroom read back from a saved snapshot', () => {
    it('keeps its policies: what the schema gives, it reads again as the same', () => {
        const document = {
            type: 'document',
            version: '0.50',
            children: [{ type: 'paragraph', children: [{ text: 'Our policy.' }] }],
        };
        const read = NewsroomSchema.parse({
            uuid: 'x',
            url: 'https://press.example',
            display_name: 'X',
            is_indexable: true,
            policies: {
                privacy_policy: { content: JSON.stringify(document), origin: 'default' },
                cookie_policy: { content: '<p>Cookies.</p>', origin: 'custom' },
            },
        });
        expect(read.policies.privacy_policy).toMatchObject({ origin: 'default', document: { type: 'document' } });
        expect(NewsroomSchema.parse(JSON.parse(JSON.stringify(read)))).toEqual(read);
    });
});
