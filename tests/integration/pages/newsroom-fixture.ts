/**
 * A newsroom with exact, known content for the page tests: enough English stories for three
 * pages, a story of every status × visibility, linked translations, categories, contacts and a
 * notice. Built on writeFixtureNewsroom (a temporary directory of content files).
 */
import { STORY_STATUSES, STORY_VISIBILITIES } from '../../../domain/content';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';

export const GERMAN = {
    code: 'de',
    locale: 'de',
    name: 'German',
    native_name: 'Deutsch',
    language_code: 'de',
    direction: 'ltr',
};

const company = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    about: `<h2>Who we are</h2><p>${name} builds <strong>quiet electric buses</strong>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">bad</a></p>`,
    about_plaintext: `${name} builds quiet electric buses.`,
    website: 'https://fixture.example',
    email: 'press@fixture.example',
    phone: '+32 2 000 00 00',
    address: 'Rue Fixture 1, Brussels',
    linkedin: 'https://www.linkedin.com/company/fixture',
    twitter: '@fixture',
    ...extra,
});

/** Published public English stories: ids 1..LISTED_EN, story N published on day N of 2025. */
export const LISTED_EN = 30;
const day = (n: number) => new Date(Date.UTC(2025, 0, 1, 9) + n * 86_400_000).toISOString().replace('.000Z', 'Z');

export const CATEGORY_MOBILITY = {
    id: 10,
    display_name: 'Mobility',
    is_featured: true,
    i18n: {
        en: { name: 'Mobility', slug: 'mobility', description: 'Buses, trains and everything between.' },
        fr: { name: 'Mobilité', slug: 'mobilite', description: 'Bus, trains et tout le reste.' },
    },
};
export const CATEGORY_COMPANY = {
    id: 11,
    name: 'Company news',
    slug: 'company-news',
    locale: 'en',
};

/** The slug of the matrix story with this status and visibility. */
export const matrixSlug = (status: string, visibility: string) => `matrix-${status}-${visibility}`;

export function writePagesNewsroom(overrides: { newsroom?: Record<string, unknown> } = {}): string {
    const listed: Record<string, unknown>[] = Array.from({ length: LISTED_EN }, (_, index) => {
        const id = index + 1;
        return fixtureStory({
            id,
            slug: `story-${id}`,
            title: `English story ${id}`,
            published_at: day(id),
            categories: id % 3 === 0 ? [{ id: 10 }] : id % 5 === 0 ? [{ id: 11 }] : [],
        });
    });
    // Story 30 (the newest) has translations: French public, Arabic public, German private.
    const translationRef = (
        id: number,
        culture: object,
        slug: string,
        visibility = 'public',
        status = 'published',
    ) => ({
        uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
        culture,
        status,
        visibility,
        slug,
    });
    const enRef = translationRef(30, CULTURES.en, 'story-30');
    const frRef = translationRef(101, CULTURES.fr, 'histoire-francaise');
    const arRef = translationRef(102, CULTURES.ar, 'qissa-arabiya');
    const deRef = translationRef(103, GERMAN, 'deutsche-geschichte', 'private');
    listed[29] = { ...listed[29]!, translations: [frRef, arRef, deRef] };
    const french = fixtureStory({
        id: 101,
        slug: 'histoire-francaise',
        title: 'Une histoire française',
        culture: CULTURES.fr,
        published_at: day(31),
        categories: [{ id: 10 }],
        translations: [enRef, arRef, deRef],
    });
    const arabic = fixtureStory({
        id: 102,
        slug: 'qissa-arabiya',
        title: 'قصة عربية',
        culture: CULTURES.ar,
        published_at: day(31),
        translations: [enRef, frRef, deRef],
    });
    const german = fixtureStory({
        id: 103,
        slug: 'deutsche-geschichte',
        title: 'Eine deutsche Geschichte',
        culture: GERMAN,
        visibility: 'private',
        published_at: day(31),
        translations: [enRef, frRef, arRef],
    });
    let id = 200;
    const matrix = STORY_STATUSES.flatMap((status) =>
        STORY_VISIBILITIES.filter((visibility) => !(status === 'published' && visibility === 'public')).map(
            (visibility) =>
                fixtureStory({
                    id: id++,
                    slug: matrixSlug(status, visibility),
                    title: `Matrix ${status} ${visibility}`,
                    status,
                    visibility,
                    published_at: status === 'embargo' ? '2030-06-01T08:00:00Z' : day(1),
                }),
        ),
    );
    return writeFixtureNewsroom({
        newsroom: { timezone: 'Europe/Brussels', ...overrides.newsroom },
        languages: [
            {
                code: 'en',
                is_default: true,
                locale: CULTURES.en,
                company_information: company('Fixture Inc.'),
                notifications: [
                    {
                        id: 'n1',
                        title: 'Press day',
                        description: 'Our offices close at noon on Friday.',
                        style: 'warning',
                        actions: [{ text: 'Details', url: 'https://fixture.example/press-day' }],
                    },
                ],
            },
            { code: 'fr', is_default: false, locale: CULTURES.fr, company_information: company('Fixture SA') },
            { code: 'ar', is_default: false, locale: CULTURES.ar, company_information: company('فيكستشر') },
            { code: 'de', is_default: false, locale: GERMAN, company_information: company('Fixture GmbH') },
        ],
        categories: [CATEGORY_MOBILITY, CATEGORY_COMPANY],
        contacts: [
            {
                uuid: 'c1',
                name: 'Ada Press',
                description: 'Head of communications',
                company: 'Fixture Inc.',
                email: 'ada@fixture.example',
                phone: '+32 2 111 11 11',
                // Featured: the home page shows featured contacts only.
                is_featured: true,
                display_locales: ['en'],
            },
            {
                uuid: 'c2',
                name: 'Basile Presse',
                email: 'basile@fixture.example',
                is_featured: true,
                display_locales: ['fr'],
            },
        ],
        stories: [...listed, french, arabic, german, ...matrix],
    });
}
