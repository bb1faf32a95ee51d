/**
 * Slugs as Prezly writes them, through the Prezly stand-in (docs/content-format.md, "Slugs";
 * docs/prezly.md, "Slugs, renamed and confidential stories"): slugs in every script reach their
 * story and its documents, and the category of a slug with combining marks its page.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../fixtures/prezly/newsroom-answers';
import { parseHtml } from '../../helpers/html';
import { createFixtureSource, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import type { PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

type Rec = Record<string, unknown>;

const GHENT_PLANT_FR = 'a0a0a0a0-0000-4000-8000-000000000101';
/** Thai: the vowel signs ิ and ์ are combining marks (Mn). */
const THAI_SLUG = 'เปิดโรงงานแห่งใหม่ที่เกนต์';
/** Devanagari: the vowel signs ा and ि are combining marks (Mc). */
const HINDI_SLUG = 'उत्पाद';

const open: FixtureSource[] = [];
afterAll(async () => {
    await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

const story = (dataset: PrezlyDataset, uuid: string) => dataset.stories.find((entry) => entry.uuid === uuid)!;

/** Gives a story a new slug in Prezly, in its own record and in the translation lists naming it. */
function renameStory(dataset: PrezlyDataset, uuid: string, slug: string) {
    story(dataset, uuid).slug = slug;
    for (const other of dataset.stories) {
        for (const translation of (other.translations as Rec[] | undefined) ?? []) {
            if (translation.uuid === uuid) translation.slug = slug;
        }
    }
}

/** The fixture newsroom with changes made in Prezly, served by the real app. */
async function siteWith(change: (dataset: PrezlyDataset) => void, env: Record<string, string> = {}) {
    const fixture = await createFixtureSource({ env });
    open.push(fixture);
    change(fixture.dataset);
    const { app } = await createTestApp({ content: fixture.source, env: fixture.env });
    return { app, fixture };
}

const path = (slug: string) => `/${encodeURIComponent(slug)}`;

describe('slugs in every script', () => {
    let site: Awaited<ReturnType<typeof siteWith>>;
    beforeAll(async () => {
        site = await siteWith((dataset) => {
            renameStory(dataset, GHENT_PLANT_FR, THAI_SLUG);
            const products = dataset.categories.find((category) => category.id === CATEGORIES[0]!.id)!;
            ((products.i18n as Rec).fr as Rec).slug = HINDI_SLUG;
        });
    });

    it('a story whose slug has combining marks has its page, and the story naming it as a translation keeps it', async () => {
        const page = await request(site.app).get(`/fr${path(THAI_SLUG)}`);
        expect(page.status).toBe(200);
        expect(parseHtml(page.text).querySelector('h1')?.text).toContain('Gand');
        const english = await request(site.app).get('/acme-opens-ghent-plant');
        expect(english.status).toBe(200);
        const alternates = parseHtml(english.text)
            .querySelectorAll('link[rel="alternate"][hreflang]')
            .map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
        expect(alternates).toContain(`http://newsroom.test/fr/${THAI_SLUG}`);
        // Without the language prefix, the slug still finds its story and sends it to its language.
        const bare = await request(site.app).get(path(THAI_SLUG));
        expect(bare.status).toBe(302);
        expect(decodeURIComponent(bare.headers.location!)).toBe(`/fr/${THAI_SLUG}`);
    });

    it('its JSON, PDF and listing answer at the same slug', async () => {
        const json = await request(site.app).get(`/fr${path(THAI_SLUG)}.json`);
        expect(json.status).toBe(200);
        expect(json.body.title).toContain('Gand');
        const pdf = await request(site.app).get(`/fr${path(THAI_SLUG)}.pdf`);
        expect(pdf.status).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const home = parseHtml((await request(site.app).get('/fr')).text);
        const cards = home.querySelectorAll('main a.story-card__link').map((link) => link.getAttribute('href'));
        expect(cards.map((href) => decodeURIComponent(href ?? ''))).toContain(`/fr/${THAI_SLUG}`);
    });

    it('a category whose slug has combining marks has its page and its feed', async () => {
        const page = await request(site.app).get(`/fr/category/${encodeURIComponent(HINDI_SLUG)}`);
        expect(page.status).toBe(200);
        expect(parseHtml(page.text).querySelector('h1')?.text).toContain('Produits');
        const feed = await request(site.app).get(`/fr/category/${encodeURIComponent(HINDI_SLUG)}/feed`);
        expect(feed.status).toBe(200);
        const search = await request(site.app).get(`/fr/search?category=${encodeURIComponent(HINDI_SLUG)}`);
        expect(search.status).toBe(200);
        const slugProblems = site.fixture.source.status().problems.filter((problem) => /slug/.test(problem.field));
        expect(slugProblems).toEqual([]);
    });
});
