import { describe, expect, it } from 'vitest';
import { CategorySchema, ContactSchema, GallerySchema, NewsroomSchema } from '../../../../../domain/content';
import {
    absoluteLink,
    categoryFromPrezly,
    contactFromPrezly,
    galleryFromPrezly,
    languageFromPrezly,
    newsroomFromPrezly,
} from '../../../../../server/content/prezly/prezly-records';

const newsroom = { uuid: 'n-1', url: 'https://press.example', display_name: 'Press', is_indexable: true };

describe('Prezly records onto the content model', () => {
    it.each([
        ['normal', 'default'],
        ['lenient', 'lenient'],
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

    const document = (text: string) => ({
        type: 'document',
        version: '0.50',
        children: [{ type: 'paragraph', children: [{ text }] }],
    });
    it.each([
        [
            'its own text and the text Prezly keeps for it, as documents in JSON strings',
            {
                policies: {
                    privacy_policy: { content: JSON.stringify(document('Ours')), origin: 'custom' },
                    cookie_policy: { content: JSON.stringify(document('Prezly’s')), origin: 'default' },
                },
            },
            {
                privacy_policy: { document: document('Ours'), origin: 'custom' },
                cookie_policy: { document: document('Prezly’s'), origin: 'default' },
            },
        ],
        [
            'an address, a relative one, and a blank one',
            { policies: { privacy_policy: { link: 'https://press.example/privacy' }, cookie_policy: { link: '' } } },
            { privacy_policy: { link: 'https://press.example/privacy' }, cookie_policy: null },
        ],
        [
            'an address relative to the newsroom’s',
            { policies: { privacy_policy: { link: '/legal/privacy' }, cookie_policy: null } },
            { privacy_policy: { link: 'https://press.example/legal/privacy' }, cookie_policy: null },
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

    it.each([
        ['/events', 'https://press.example/events'],
        ['  /events?day=1#top ', 'https://press.example/events?day=1#top'],
        ['//cdn.example/file.pdf', 'https://cdn.example/file.pdf'],
        ['www.acme.example', 'https://www.acme.example'],
        ['acme.example/about', 'https://acme.example/about'],
        ['https://acme.example', 'https://acme.example'],
        ['mailto:press@acme.example', 'mailto:press@acme.example'],
        ['press@acme.example', 'press@acme.example'],
        ['see our site', 'see our site'],
        [null, null],
    ])('reads the link %j as %j', (link, expected) => {
        expect(absoluteLink(link, 'https://press.example/')).toBe(expected);
    });

    it('makes a language’s company website and notice targets absolute against the newsroom’s address', () => {
        const language = languageFromPrezly(
            {
                code: 'en',
                company_information: { name: '', website: 'www.acme.example', email: '' },
                notifications: [{ id: 'n', title: '', actions: [{ name: 'Go', target: '/go' }] }],
            },
            'https://press.example',
        ) as { company_information: Record<string, unknown>; notifications: { actions: unknown[] }[] };
        expect(language.company_information).toMatchObject({ website: 'https://www.acme.example', email: null });
        expect(language.notifications[0]!.actions).toEqual([{ text: 'Go', url: 'https://press.example/go' }]);
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

    it.each([
        ['none: shown in no language, as Prezly’s theme', [], [], true],
        ['every newsroom language: shown in every language', ['en', 'fr'], [], false],
        ['some: shown in those', ['fr'], ['fr'], false],
    ])('reads contact display locales listing %s', (_, codes, display_locales, shown_nowhere) => {
        const contact = ContactSchema.parse(
            contactFromPrezly(
                { uuid: 'c-1', name: 'Ada', display_locales: codes.map((code) => ({ code, locale: code })) },
                'https://press.acme.example',
                ['en', 'fr'],
            ),
        );
        expect(contact).toMatchObject({ display_locales, shown_nowhere });
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
