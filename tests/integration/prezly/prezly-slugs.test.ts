/**
 * Slugs as Prezly writes them, through the Prezly stand-in (docs/content-format.md, "Slugs";
 * docs/prezly.md, "Slugs, renamed and confidential stories"): slugs in every script reach their
 * story and its documents, and the category of a slug with combining marks its page; a story
 * whose slug a page of the site takes, and a confidential story, are answered at their link
 * `/s/{uuid}` (decision 2), which their canonical address, links, sitemap and feed name.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot } from '../../../server/content/persisted/snapshot-format';
import { CATEGORIES } from '../../fixtures/prezly/newsroom-answers';
import { parseHtml } from '../../helpers/html';
import { createFixtureSource, deferred, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import { FIXTURE_NEWSROOM } from '../../helpers/prezly-stand-in/recorded-answers';
import type { PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

type Rec = Record<string, unknown>;

const GHENT_PLANT = 'a0a0a0a0-0000-4000-8000-000000000001';
const GHENT_PLANT_FR = 'a0a0a0a0-0000-4000-8000-000000000101';
const CARGO_BIKE = 'a0a0a0a0-0000-4000-8000-000000000002';
const INVESTOR_BRIEFING = 'a0a0a0a0-0000-4000-8000-000000000201';
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

describe('a story whose slug is a page of the site', () => {
    let site: Awaited<ReturnType<typeof siteWith>>;
    beforeAll(async () => {
        site = await siteWith((dataset) => {
            renameStory(dataset, GHENT_PLANT, 'search');
            renameStory(dataset, CARGO_BIKE, 'fr');
        });
    });

    it.each([
        ['search', GHENT_PLANT, 'Ghent'],
        ['fr', CARGO_BIKE, 'C3'],
    ])(
        '%s: the page keeps its address, the story is answered at its link, named there everywhere',
        async (slug, uuid, title) => {
            const shadowed = await request(site.app).get(`/${slug}`);
            expect(parseHtml(shadowed.text).querySelector('h1')?.text ?? '').not.toContain(title);
            const page = await request(site.app).get(`/s/${uuid}`);
            expect(page.status).toBe(200);
            const html = parseHtml(page.text);
            expect(html.querySelector('h1')?.text).toContain(title);
            expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
                `http://newsroom.test/s/${uuid}`,
            );
            const home = parseHtml((await request(site.app).get('/')).text);
            const cards = home.querySelectorAll('main a.story-card__link').map((link) => link.getAttribute('href'));
            expect(cards).toContain(`/s/${uuid}`);
            expect(cards).not.toContain(`/${slug}`);
            const sitemap = await request(site.app).get('/sitemap.xml');
            expect(sitemap.text).toContain(`<loc>http://newsroom.test/s/${uuid}</loc>`);
            const feed = await request(site.app).get('/feed');
            expect(feed.text).toContain(`http://newsroom.test/s/${uuid}`);
        },
    );

    it('its translation links to it at its link', async () => {
        const french = parseHtml((await request(site.app).get('/fr/acme-ouvre-usine-gand')).text);
        const english = french.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href');
        expect(english).toBe(`http://newsroom.test/s/${GHENT_PLANT}`);
    });
});

describe('a confidential story: its secret link only', () => {
    let site: Awaited<ReturnType<typeof siteWith>>;
    beforeAll(async () => {
        site = await siteWith((dataset) => {
            story(dataset, INVESTOR_BRIEFING).visibility = 'confidential';
        });
    });

    it('its slug address, JSON, PDF and media kit answer 404 like a story that does not exist', async () => {
        const none = await request(site.app).get('/no-such-story');
        for (const path of [
            '/investor-briefing-2025',
            '/investor-briefing-2025.pdf',
            '/investor-briefing-2025/media-kit.zip',
        ]) {
            const response = await request(site.app).get(path);
            expect(response.status, path).toBe(404);
            expect(response.text, path).toBe(none.text);
        }
        const json = await request(site.app).get('/investor-briefing-2025.json');
        expect(json.status).toBe(404);
        expect(json.body).toEqual((await request(site.app).get('/no-such-story.json')).body);
    });

    it('its secret link answers its page, never indexed, naming no address but that link', async () => {
        const page = await request(site.app).get(`/s/${INVESTOR_BRIEFING}`);
        expect(page.status).toBe(200);
        const html = parseHtml(page.text);
        expect(html.querySelector('.notice')?.classList.contains('notice--confidential')).toBe(true);
        expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
        expect(html.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
            `http://newsroom.test/s/${INVESTOR_BRIEFING}`,
        );
        expect(page.text).not.toContain('investor-briefing-2025');
    });

    it('its JSON and PDF are beside its secret link, where its page points', async () => {
        const link = `/s/${INVESTOR_BRIEFING}`;
        const html = parseHtml((await request(site.app).get(link)).text);
        expect(html.querySelector('.story__tools a[type="application/pdf"]')?.getAttribute('href')).toBe(`${link}.pdf`);
        expect(html.querySelector('link[rel="alternate"][type="application/json"]')?.getAttribute('href')).toBe(
            `http://newsroom.test${link}.json`,
        );
        const json = await request(site.app).get(`${link}.json`);
        expect(json.status).toBe(200);
        expect(json.headers['x-robots-tag']).toBe('noindex');
        expect(json.body.url).toBe(`http://newsroom.test${link}`);
        const pdf = await request(site.app).get(`${link}.pdf`);
        expect(pdf.status).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['x-robots-tag']).toBe('noindex');
    });
});

describe('a renamed story', () => {
    it('keeps its old slug with the snapshot and answers it with a permanent redirect to its address', async () => {
        const { app, fixture } = await siteWith(() => {});
        expect((await request(app).get('/cargo-bike-c3-launch')).status).toBe(200);
        const renamed = story(fixture.dataset, CARGO_BIKE);
        renameStory(fixture.dataset, CARGO_BIKE, 'cargo-bike-c3-launch-day');
        renamed.updated_at = new Date().toISOString();
        await fixture.source.reload();
        const old = await request(app).get('/cargo-bike-c3-launch');
        expect(old.status).toBe(301);
        expect(old.headers.location).toBe('/cargo-bike-c3-launch-day');
        expect((await request(app).get('/cargo-bike-c3-launch-day')).status).toBe(200);
        const snapshot = await fixture.source.get();
        expect(snapshot.stories.byUuid(CARGO_BIKE)?.former_slugs).toEqual(['cargo-bike-c3-launch']);
        // Kept with the persisted snapshot: a restart still redirects.
        const header = { source: 'prezly', newsroomUuid: FIXTURE_NEWSROOM.uuid, watermark: null };
        const at = new Date().toISOString();
        const saved = await decodeSnapshot(
            encodeSnapshot({ ...header, loadedAt: at, savedAt: at }, snapshot.content, []),
            {
                newsroomUuid: FIXTURE_NEWSROOM.uuid,
                source: 'prezly',
            },
        );
        const restored = saved.content.stories.find((entry) => entry.uuid === CARGO_BIKE);
        expect(restored?.former_slugs).toEqual(['cargo-bike-c3-launch']);
        // Renamed again: both old slugs lead to it.
        renameStory(fixture.dataset, CARGO_BIKE, 'c3-launch');
        renamed.updated_at = new Date(Date.now() + 1000).toISOString();
        await fixture.source.reload();
        for (const path of ['/cargo-bike-c3-launch', '/cargo-bike-c3-launch-day']) {
            const response = await request(app).get(path);
            expect(response.status, path).toBe(301);
            expect(response.headers.location).toBe('/c3-launch');
        }
        // The stand-in's by-slug lookup matches previous slugs, as Prezly's does.
        const bySlug = await fetch(`${fixture.standIn.url}/v2/stories/by-slug/cargo-bike-c3-launch`, {
            method: 'POST',
            headers: { authorization: `Bearer ${fixture.standIn.accessToken}`, 'content-type': 'application/json' },
            body: '{}',
        });
        expect(((await bySlug.json()) as { story: Rec }).story.uuid).toBe(CARGO_BIKE);
    });

    it('answers the old slug of its JSON, PDF and media kit with a permanent redirect to theirs', async () => {
        const { app, fixture } = await siteWith(() => {});
        renameStory(fixture.dataset, CARGO_BIKE, 'cargo-bike-c3-launch-day');
        story(fixture.dataset, CARGO_BIKE).updated_at = new Date().toISOString();
        await fixture.source.reload();
        for (const [old, current] of [
            ['/cargo-bike-c3-launch.json', '/cargo-bike-c3-launch-day.json'],
            ['/cargo-bike-c3-launch.pdf', '/cargo-bike-c3-launch-day.pdf'],
            ['/cargo-bike-c3-launch/media-kit.zip', '/cargo-bike-c3-launch-day/media-kit.zip'],
            // Under another language's prefix too: the redirect names the story's own.
            ['/fr/cargo-bike-c3-launch.pdf', '/cargo-bike-c3-launch-day.pdf'],
        ] as const) {
            const response = await request(app).get(old);
            expect([old, response.status, response.headers.location]).toEqual([old, 301, current]);
        }
        expect((await request(app).get('/cargo-bike-c3-launch-day.json')).status).toBe(200);
        // A confidential story's old documents are answered as no story's.
        renameStory(fixture.dataset, INVESTOR_BRIEFING, 'investor-briefing-2025-final');
        const secret = story(fixture.dataset, INVESTOR_BRIEFING);
        secret.visibility = 'confidential';
        secret.updated_at = new Date(Date.now() + 1000).toISOString();
        await fixture.source.reload();
        const json = await request(app).get('/investor-briefing-2025.json');
        expect(json.status).toBe(404);
        expect(json.body).toEqual((await request(app).get('/no-such-story.json')).body);
        expect((await request(app).get('/investor-briefing-2025.pdf')).status).toBe(404);
    });

    it('never redirects an old slug of a confidential story to its secret link', async () => {
        const { app, fixture } = await siteWith(() => {});
        renameStory(fixture.dataset, INVESTOR_BRIEFING, 'investor-briefing-2025-final');
        const renamed = story(fixture.dataset, INVESTOR_BRIEFING);
        renamed.visibility = 'confidential';
        renamed.updated_at = new Date().toISOString();
        await fixture.source.reload();
        const old = await request(app).get('/investor-briefing-2025');
        expect(old.status).toBe(404);
        expect(old.text).toBe((await request(app).get('/no-such-story')).text);
    });
});

describe("an old slug only Prezly's by-slug lookup knows", () => {
    const OLD_SLUG = 'cargo-bike-c3-launch';
    const NEW_SLUG = 'cargo-bike-c3-launch-day';

    /** The by-slug calls the stand-in received, by slug asked. */
    const lookups = (fixture: FixtureSource) =>
        fixture.standIn.requests
            .filter((call) => call.path.startsWith('/v2/stories/by-slug/'))
            .map((call) => decodeURIComponent(call.path.slice('/v2/stories/by-slug/'.length)));

    /**
     * The fixture newsroom as Prezly holds it after renames made before this site read it: Prezly
     * has served the stories at their old slugs (so its by-slug lookup remembers them), then the
     * editor renamed them; the site starts afterwards and never sees the old slugs.
     */
    async function renamedBeforeTheSiteStarted(
        renames: [uuid: string, slug: string][],
        env: Record<string, string> = {},
        change: (dataset: PrezlyDataset) => void = () => {},
    ) {
        const fixture = await createFixtureSource({ env });
        open.push(fixture);
        const served = await fetch(`${fixture.standIn.url}/v2/stories/search`, {
            method: 'POST',
            headers: { authorization: `Bearer ${fixture.standIn.accessToken}`, 'content-type': 'application/json' },
            body: '{}',
        });
        expect(served.status).toBe(200);
        for (const [uuid, slug] of renames) renameStory(fixture.dataset, uuid, slug);
        change(fixture.dataset);
        const { app } = await createTestApp({ content: fixture.source, env: fixture.env });
        fixture.standIn.requests.length = 0;
        return { app, fixture };
    }

    it('redirects (301) an old link to a story renamed before the site read it, found only by the lookup', async () => {
        const { app, fixture } = await renamedBeforeTheSiteStarted([[CARGO_BIKE, NEW_SLUG]]);
        const snapshot = await fixture.source.get();
        expect(snapshot.stories.byUuid(CARGO_BIKE)?.former_slugs ?? []).toEqual([]);
        const old = await request(app).get(`/${OLD_SLUG}`);
        expect(old.status).toBe(301);
        expect(old.headers.location).toBe(`/${NEW_SLUG}`);
        expect(lookups(fixture)).toEqual([OLD_SLUG]);
        // Asked as Prezly's theme asks: this newsroom, reachable statuses, never a confidential story.
        const [call] = fixture.standIn.requests.filter((entry) => entry.path.includes('/by-slug/'));
        const query = (call?.body as { query: Rec } | undefined)?.query ?? {};
        expect(query['newsroom.uuid']).toEqual({ $in: [FIXTURE_NEWSROOM.uuid] });
        expect((query.visibility as { $in: string[] }).$in).not.toContain('confidential');
        // The answer is kept: the same old link costs Prezly nothing more.
        expect((await request(app).get(`/${OLD_SLUG}`)).status).toBe(301);
        expect(lookups(fixture)).toEqual([OLD_SLUG]);
        // Its PDF's old address is answered from the same kept answer.
        const pdf = await request(app).get(`/${OLD_SLUG}.pdf`);
        expect([pdf.status, pdf.headers.location]).toEqual([301, `/${NEW_SLUG}.pdf`]);
        expect(lookups(fixture)).toEqual([OLD_SLUG]);
    });

    it('answers an unknown slug 404 and asks Prezly once, never for what is no slug', async () => {
        const { app, fixture } = await renamedBeforeTheSiteStarted([]);
        const none = await request(app).get('/no-such-story');
        expect(none.status).toBe(404);
        expect((await request(app).get('/no-such-story')).status).toBe(404);
        expect((await request(app).get('/fr/no-such-story')).status).toBe(404);
        expect(lookups(fixture)).toEqual(['no-such-story']);
        for (const path of ['/%E2%80%AE', '/-leading-dash', `/${'a'.repeat(300)}`]) {
            expect((await request(app).get(path)).status, path).toBe(404);
        }
        expect(lookups(fixture)).toEqual(['no-such-story']);
    });

    it("never redirects a confidential story's old slug, whatever Prezly answers", async () => {
        const { app, fixture } = await renamedBeforeTheSiteStarted(
            [[INVESTOR_BRIEFING, 'investor-briefing-2025-final']],
            {},
            (dataset) => {
                story(dataset, INVESTOR_BRIEFING).visibility = 'confidential';
            },
        );
        expect((await request(app).get('/investor-briefing-2025')).status).toBe(404);
        // A Prezly that answered it anyway: still the not-found page, the secret link never given.
        fixture.standIn.intercept((call) =>
            call.path.endsWith('/by-slug/investor-briefing-2024')
                ? { status: 200, body: { story: story(fixture.dataset, INVESTOR_BRIEFING) } }
                : undefined,
        );
        const old = await request(app).get('/investor-briefing-2024');
        expect(old.status).toBe(404);
        expect(old.text).not.toContain(INVESTOR_BRIEFING);
        expect(lookups(fixture)).toEqual(['investor-briefing-2025', 'investor-briefing-2024']);
    });

    it('answers 404 at once beyond the lookups in flight (PREZLY_SLUG_LOOKUPS), asking Prezly nothing', async () => {
        const { app, fixture } = await renamedBeforeTheSiteStarted(
            [
                [CARGO_BIKE, NEW_SLUG],
                [GHENT_PLANT, 'acme-opens-ghent-plant-2'],
            ],
            { PREZLY_SLUG_LOOKUPS: '1' },
        );
        const held = deferred();
        fixture.standIn.intercept((call) => (call.path.includes('/by-slug/') ? { after: held.promise } : undefined));
        const first = request(app)
            .get(`/${OLD_SLUG}`)
            .then((response) => response);
        while (lookups(fixture).length === 0) await new Promise((resolve) => setImmediate(resolve));
        const second = await request(app).get('/acme-opens-ghent-plant');
        expect(second.status).toBe(404);
        expect(lookups(fixture)).toEqual([OLD_SLUG]);
        held.resolve();
        expect((await first).status).toBe(301);
        // Not kept: once a lookup is free, the same old link finds its story.
        expect((await request(app).get('/acme-opens-ghent-plant')).status).toBe(301);
    });

    it('answers 404, never an error, when Prezly does not answer in time or fails', async () => {
        const { app, fixture } = await renamedBeforeTheSiteStarted([[CARGO_BIKE, NEW_SLUG]], {
            PREZLY_SLUG_LOOKUP_TIMEOUT_MS: '50',
        });
        const stop = fixture.standIn.intercept((call) =>
            call.path.includes('/by-slug/') ? { hang: true } : undefined,
        );
        const late = await request(app).get(`/${OLD_SLUG}`);
        expect(late.status).toBe(404);
        stop();
        fixture.standIn.intercept((call) =>
            call.path.includes('/by-slug/') ? { status: 500, body: { message: 'down' } } : undefined,
        );
        const failing = await request(app).get('/acme-opens-ghent-plant-old');
        expect(failing.status).toBe(404);
        const failures = fixture.lines.map((line) => line.message).filter((message) => /by-slug lookup/.test(message));
        expect(failures).toHaveLength(2);
        expect(failures[0]).toContain(`of ${OLD_SLUG} failed`);
        expect(failures[0]).toContain('within 50 ms (PREZLY_SLUG_LOOKUP_TIMEOUT_MS)');
        expect(failures[1]).toContain('of acme-opens-ghent-plant-old failed');
    });
});
