import { describe, expect, it } from 'vitest';
import { CategorySchema, ContactSchema, GallerySchema, NewsroomSchema } from '../../../../../domain/content';
import {
    categoryFromPrezly,
    contactFromPrezly,
    galleryFromPrezly,
    newsroomFromPrezly,
} from '../../../../../server/content/prezly/prezly-records';

const newsroom = { uuid: 'n-1', url: 'https://press.example', display_name: 'Press', is_indexable: true };

describe('Prezly records onto the content model', () => {
    it.each([
        ['normal', 'default'],
        ['lenient', 'default'],
        ['strict', 'consent-to-identify'],
        ['default', 'default'],
        ['disabled', 'disabled'],
        ['consent-to-identify', 'consent-to-identify'],
    ])('tracking policy %s → %s', (tracking_policy, expected) => {
        const parsed = NewsroomSchema.parse(newsroomFromPrezly({ ...newsroom, tracking_policy }, null));
        expect(parsed.tracking_policy).toBe(expected);
    });

    it('takes theme settings from the preset given, else from active_theme_preset', () => {
        const embedded = { ...newsroom, active_theme_preset: { settings: { layout: 'masonry' } } };
        expect(NewsroomSchema.parse(newsroomFromPrezly(embedded, null)).theme.layout).toBe('masonry');
        expect(NewsroomSchema.parse(newsroomFromPrezly(embedded, { layout: 'grid' })).theme.layout).toBe('grid');
    });

    it.each([
        [
            'its own text and Prezly’s stock text',
            {
                policies: {
                    privacy_policy: { content: '<p>Ours</p>', origin: 'custom' },
                    cookie_policy: { content: '<p>Stock</p>', origin: 'default' },
                },
            },
            {
                privacy_policy: { content: '<p>Ours</p>', origin: 'custom' },
                cookie_policy: { content: '<p>Stock</p>', origin: 'default' },
            },
        ],
        [
            'an address, and a blank one',
            { policies: { privacy_policy: { link: 'https://press.example/privacy' }, cookie_policy: { link: '' } } },
            { privacy_policy: { link: 'https://press.example/privacy' }, cookie_policy: null },
        ],
        [
            'the deprecated custom_privacy_policy_link when policies say nothing',
            { custom_privacy_policy_link: 'https://press.example/privacy' },
            { privacy_policy: { link: 'https://press.example/privacy' }, cookie_policy: null },
        ],
        ['none', { custom_privacy_policy_link: null }, { privacy_policy: null, cookie_policy: null }],
    ])('keeps the newsroom’s policies: %s', (_name, fields, expected) => {
        expect(NewsroomSchema.parse(newsroomFromPrezly({ ...newsroom, ...fields }, null)).policies).toEqual(expected);
    });

    it('keeps only the locales a category is translated into', () => {
        const category = CategorySchema.parse(
            categoryFromPrezly({
                id: 3,
                display_name: 'News',
                display_description: null,
                is_featured: false,
                i18n: {
                    en: { locale: { code: 'en' }, name: 'News', slug: 'news', description: null },
                    fr: { locale: { code: 'fr' }, name: '', slug: null, description: null },
                    nl: { locale: { code: 'nl' }, name: '  ', slug: null, description: null },
                },
            }),
        );
        expect(Object.keys(category.i18n)).toEqual(['en']);
    });

    it('turns contact display locales (cultures) into codes and blank email and website into null', () => {
        const contact = ContactSchema.parse(
            contactFromPrezly({
                uuid: 'c-1',
                name: 'Ada',
                email: '',
                website: '',
                display_locales: [{ code: 'fr', locale: 'fr' }, { code: 'nl_BE' }],
            }),
        );
        expect(contact).toMatchObject({ email: null, website: null, display_locales: ['fr', 'nl_BE'] });
    });

    it('names a gallery by `name`, its deprecated `title` being the fallback', () => {
        const base = {
            uuid: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6',
            created_at: '2025-01-01T00:00:00+00:00',
            images: [],
            images_number: 0,
        };
        expect(GallerySchema.parse(galleryFromPrezly({ ...base, name: 'New', title: 'Old' })).title).toBe('New');
        expect(GallerySchema.parse(galleryFromPrezly({ ...base, title: 'Old' })).title).toBe('Old');
    });

    it('leaves what it does not recognise for the schema to reject', () => {
        expect(categoryFromPrezly('nonsense')).toBe('nonsense');
        expect(CategorySchema.safeParse(categoryFromPrezly({ id: 'x', i18n: {} })).success).toBe(false);
    });
});
