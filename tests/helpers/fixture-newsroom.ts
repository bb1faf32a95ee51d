/**
 * A small newsroom written to a temporary directory, for tests that need exact control of the
 * content (empty newsroom, not indexable, broken files). Most tests use the demo newsroom.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_NEWSROOM_UUID = '11111111-2222-4333-8444-555555555555';

const culture = (code: string, name: string, native: string, direction: 'ltr' | 'rtl' = 'ltr') => ({
    code,
    locale: code,
    name,
    native_name: native,
    language_code: code.split('_')[0],
    direction,
});
export const CULTURES = {
    en: culture('en', 'English', 'English'),
    fr: culture('fr', 'French', 'Français'),
    ar: culture('ar', 'Arabic', 'العربية', 'rtl'),
};

const company = (name: string) => ({
    name,
    about: `<p>${name} makes things.</p>`,
    about_plaintext: `${name} makes things.`,
    website: 'https://fixture.example',
    email: 'press@fixture.example',
    phone: '+32 2 000 00 00',
    address: 'Rue Fixture 1, Brussels',
    linkedin: 'https://www.linkedin.com/company/fixture',
    twitter: 'https://x.com/fixture',
});

export function fixtureStory(overrides: Record<string, unknown> & { id: number; slug: string }) {
    const { id } = overrides;
    return {
        uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        title: `Story ${id}`,
        subtitle: `Subtitle ${id}`,
        summary: `Summary of story ${id}.`,
        author: { display_name: 'Ada Press', email: 'ada@fixture.example' },
        published_at: `2025-0${(id % 9) + 1}-1${id % 10}T09:00:00Z`,
        updated_at: '2025-10-01T09:00:00Z',
        status: 'published',
        visibility: 'public',
        culture: CULTURES.en,
        translations: [],
        categories: [],
        content: {
            type: 'document',
            version: '0.50',
            children: [{ type: 'paragraph', children: [{ text: `Body of story ${id}.` }] }],
        },
        ...overrides,
    };
}

/** A category of the fixture newsroom, in English, its slug the name in lower case. */
export function fixtureCategory(id: number, name: string) {
    return {
        id,
        display_name: name,
        display_description: '',
        is_featured: false,
        i18n: { en: { name, slug: name.toLowerCase(), description: '' } },
    };
}

export interface FixtureOptions {
    newsroom?: Record<string, unknown>;
    languages?: unknown[];
    stories?: unknown[];
    categories?: unknown[];
    galleries?: unknown[];
    contacts?: unknown[];
    /** Extra raw files to write, e.g. a broken story: { 'stories/bad.json': '{nope' } */
    rawFiles?: Record<string, string>;
}

export function writeFixtureNewsroom(options: FixtureOptions = {}): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'newsroom-fixture-'));
    mkdirSync(path.join(dir, 'stories'));
    mkdirSync(path.join(dir, 'galleries'));
    const write = (file: string, data: unknown) =>
        writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
    write('newsroom.json', {
        uuid: FIXTURE_NEWSROOM_UUID,
        url: 'https://fixture.example',
        display_name: 'Fixture Newsroom',
        is_indexable: true,
        ...options.newsroom,
    });
    write(
        'languages.json',
        options.languages ?? [
            { code: 'en', is_default: true, locale: CULTURES.en, company_information: company('Fixture Inc.') },
            { code: 'fr', is_default: false, locale: CULTURES.fr, company_information: company('Fixture SA') },
            { code: 'ar', is_default: false, locale: CULTURES.ar, company_information: company('فيكستشر') },
        ],
    );
    write('categories.json', options.categories ?? []);
    write('contacts.json', options.contacts ?? []);
    const stories = options.stories ?? [
        fixtureStory({ id: 1, slug: 'first-story' }),
        fixtureStory({ id: 2, slug: 'premiere-histoire', culture: CULTURES.fr }),
        fixtureStory({ id: 3, slug: 'al-qissa', culture: CULTURES.ar, title: 'القصة الأولى' }),
    ];
    for (const story of stories as { id: number }[]) write(`stories/${story.id}.json`, story);
    for (const gallery of (options.galleries ?? []) as { uuid: string }[])
        write(`galleries/${gallery.uuid}.json`, gallery);
    for (const [file, text] of Object.entries(options.rawFiles ?? {})) write(file, text);
    return dir;
}
