/**
 * The Prezly content source, driven through the real @prezly/sdk against a local stand-in of
 * the Prezly API: a node:http server on 127.0.0.1 replaying Prezly's documented responses
 * (tests/fixtures/prezly/*.json) and recording the requests it receives. Prezly itself cannot
 * be reached from here; the stand-in checks what the adapter sends and answers as Prezly does.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { createFixtureSource, deferred, type FixtureSource } from '../../helpers/prezly-stand-in/fixture-source';
import { FIXTURE_NEWSROOM } from '../../helpers/prezly-stand-in/recorded-answers';
import type { RecordedRequest } from '../../helpers/prezly-stand-in/stand-in-server';

const NEWSROOM_PATH = `/v2/newsrooms/${FIXTURE_NEWSROOM.uuid}`;
const open: FixtureSource[] = [];
async function setup(options: Parameters<typeof createFixtureSource>[0] = {}) {
    const fixture = await createFixtureSource(options);
    open.push(fixture);
    return fixture;
}
afterEach(async () => {
    await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

type SearchBody = {
    query: Record<string, { $in: string[] }>;
    offset: number;
    limit: number;
    include: string;
    sort: string;
};
const storySearches = (requests: RecordedRequest[]) =>
    requests.filter((request) => request.path === '/v2/stories/search').map((request) => request.body as SearchBody);
/** The searches of the cold load: every reachable story, with bodies. */
const reachableSearches = (requests: RecordedRequest[]) =>
    storySearches(requests).filter((body) => body.query.status && !body.query.uuid);

describe('Prezly content source: happy paths', () => {
    it('loads newsroom, theme, languages, categories, stories, galleries and contacts into one snapshot', async () => {
        const { source } = await setup();
        const snapshot = await source.get();
        expect(source.kind).toBe('prezly');
        expect(source.mediaDirectory).toBeNull();

        expect(snapshot.newsroom).toMatchObject({
            uuid: FIXTURE_NEWSROOM.uuid,
            display_name: 'Acme Press Room',
            tracking_policy: 'default', // Prezly's "normal"
            custom_data_request_link: null, // Prezly's ''
            is_plausible_enabled: true,
        });
        expect(snapshot.newsroom.theme).toMatchObject({
            accent_color: '#e8590c',
            header_link_color: '#333333', // '#333' expanded
            font: 'open-sans', // Prezly's open_sans
            layout: 'masonry',
            categories_layout: 'bar',
            header_image_placement: 'above',
            sharing_actions: ['facebook', 'x', 'linkedin', 'threads', 'copy_url'], // twitter → x
        });

        const [en, fr] = snapshot.languages.all;
        expect(en).toMatchObject({ code: 'en', is_default: true, company_information: { name: 'Acme Industries' } });
        expect(en?.notifications[0]?.actions).toEqual([
            { text: 'Register', url: 'https://acme.example/press-day', new_tab: false },
        ]);
        expect(fr?.company_information).toMatchObject({ name: 'Acme Industries SA', email: null, website: null });

        expect(snapshot.categories.inLanguage('en').map((category) => category.slug)).toEqual([
            'company-news',
            'products',
        ]);
        expect(snapshot.categories.inLanguage('fr').map((category) => category.slug)).toEqual(['produits']);
        expect(snapshot.contacts.shownIn('en').map((contact) => contact.name)).toEqual(['Ada Lambrecht']);
        expect(snapshot.contacts.shownIn('fr').map((contact) => contact.name)).toEqual([
            'Ada Lambrecht',
            'Louis Dubois',
        ]);
        expect(snapshot.galleries.all.map((gallery) => [gallery.title, gallery.images.length])).toEqual([
            ['Ghent plant', 2],
        ]);

        expect(snapshot.stories.listed('en').map((story) => story.slug)).toEqual([
            'acme-opens-ghent-plant',
            'cargo-bike-c3-launch',
            'acme-joins-city-logistics-pact',
            'battery-recycling-programme',
        ]);
        expect(snapshot.stories.highlighted('en')?.slug).toBe('acme-joins-city-logistics-pact'); // pinned
        const story = snapshot.stories.bySlug('acme-opens-ghent-plant');
        // The body as Prezly stores it in v6, the content format asked for: the title heading first.
        expect(story?.content.children[0]).toMatchObject({ type: 'heading-one', role: 'title' });
        expect(story?.content.children.at(-1)).toMatchObject({ type: 'paragraph' });
        expect(story?.thumbnail_image).toMatchObject({ filename: 'story-1.jpg', original_width: 1600 });
        expect(story?.seo_settings.canonical_url).toBeNull();
        // Prezly's tag_names become the story's tags.
        expect(story?.tags).toEqual(['Ghent', 'Manufacturing', 'CO₂']);
    });

    it('loads stories reachable by link (private, embargoed) but not drafts or other newsrooms’ stories', async () => {
        const snapshot = await (await setup()).source.get();
        expect(snapshot.stories.bySlug('investor-briefing-2025')).toMatchObject({ visibility: 'private' });
        expect(snapshot.stories.bySlug('q3-results')).toMatchObject({ status: 'embargo' });
        expect(snapshot.stories.bySlug('draft-roadmap')).toBeUndefined();
        expect(snapshot.stories.bySlug('other-newsroom-story')).toBeUndefined();
        expect(snapshot.stories.listed('en').map((story) => story.slug)).not.toContain('investor-briefing-2025');
    });

    it('sends the documented requests: bearer token, newsroom paths, story searches with formats and include', async () => {
        const { source, standIn } = await setup();
        await source.get();
        for (const request of standIn.requests) {
            expect(request.headers.authorization).toBe(`Bearer ${FIXTURE_NEWSROOM.token}`);
            expect(request.headers['user-agent']).toMatch(/^prezly-javascript-sdk\//);
        }
        const gets = standIn.requests.filter((request) => request.method === 'GET').map((request) => request.path);
        expect(new Set(gets)).toEqual(
            new Set([
                NEWSROOM_PATH,
                `${NEWSROOM_PATH}/themes/active`,
                `${NEWSROOM_PATH}/languages`,
                `${NEWSROOM_PATH}/categories`,
                `${NEWSROOM_PATH}/contacts`,
                `${NEWSROOM_PATH}/galleries`,
            ]),
        );
        const galleries = standIn.requests.find((request) => request.path.endsWith('/galleries'));
        expect(JSON.parse(String(galleries?.query.scope))).toEqual({ status: 'public', is_empty: false });

        const searches = standIn.requests.filter((request) => request.path === '/v2/stories/search');
        expect(searches.length).toBeGreaterThan(0);
        for (const search of searches) {
            expect(search.method).toBe('POST');
            expect(search.headers.accept).toBe('application/json; content-format=v6');
            const body = search.body as SearchBody;
            expect(body.include.split(',')).toEqual(
                expect.arrayContaining(['content', 'thumbnail_image', 'tag_names']),
            );
            expect(body.sort).toBe('+created_at');
            expect(body.query['newsroom.uuid']).toEqual({ $in: [FIXTURE_NEWSROOM.uuid] });
        }
        // One search for every story a visitor can reach: published of any visibility, and embargoed.
        expect(reachableSearches(standIn.requests)[0]?.query).toEqual({
            'newsroom.uuid': { $in: [FIXTURE_NEWSROOM.uuid] },
            status: { $in: ['published', 'embargo'] },
        });
    });

    it('pages through the stories, the pages after the first together', async () => {
        const { source, standIn } = await setup({ pageSize: 2 });
        const snapshot = await source.get();
        const pages = reachableSearches(standIn.requests).map((body) => [body.offset, body.limit]);
        // 8 reachable stories in the fixtures (one of them invalid): the first page tells the total.
        expect(pages).toEqual([
            [0, 2],
            [2, 2],
            [4, 2],
            [6, 2],
        ]);
        expect(snapshot.stories.listed('en')).toHaveLength(4);
    });

    it('serves a story in another language, linked to its translation', async () => {
        const snapshot = await (await setup()).source.get();
        const french = snapshot.stories.bySlug('acme-ouvre-usine-gand');
        expect(french).toMatchObject({ title: 'Acme ouvre sa première usine à Gand', culture: { code: 'fr' } });
        expect(french?.translations.map((translation) => translation.slug)).toEqual(['acme-opens-ghent-plant']);
        expect(snapshot.stories.listed('fr').map((story) => story.slug)).toEqual(['acme-ouvre-usine-gand']);
        expect(snapshot.stories.highlighted('fr')?.slug).toBe('acme-ouvre-usine-gand');
    });

    it('fetches by slug, with its translations, a translation the search index does not list yet', async () => {
        const { source, standIn, dataset } = await setup();
        // Prezly's story search can lag behind a publication: the French story is linked from the
        // English one but missing from the list.
        standIn.intercept((request) => {
            const body = request.body as SearchBody | undefined;
            if (request.path !== '/v2/stories/search' || !body?.query.status) return undefined;
            const listed = dataset.stories.filter(
                (story) =>
                    story.slug !== 'acme-ouvre-usine-gand' &&
                    ['published', 'embargo'].includes(String(story.status)) &&
                    (story.newsroom as { uuid?: string } | undefined)?.uuid === FIXTURE_NEWSROOM.uuid,
            );
            return {
                status: 200,
                body: { stories: listed, pagination: { matched_records_number: listed.length }, sort: body.sort },
            };
        });
        const snapshot = await source.get();
        expect(snapshot.stories.bySlug('acme-ouvre-usine-gand')?.translations[0]?.slug).toBe('acme-opens-ghent-plant');
        const bySlug = standIn.requests.find((request) => request.path.startsWith('/v2/stories/by-slug/'));
        expect(bySlug).toMatchObject({ method: 'POST', path: '/v2/stories/by-slug/acme-ouvre-usine-gand' });
        expect(bySlug?.query['include[]']).toEqual(expect.arrayContaining(['content']));
        expect(bySlug?.body).toMatchObject({ query: { status: { $in: ['published', 'embargo'] } } });
    });

    it('skips and reports a record that fails validation, keeping the rest', async () => {
        const { source, lines } = await setup();
        const snapshot = await source.get();
        expect(snapshot.stories.bySlug('story-without-title')).toBeUndefined();
        expect(source.status().problems).toEqual(
            expect.arrayContaining([
                expect.objectContaining({ file: expect.stringContaining('(story-without-title)'), field: 'title' }),
                expect.objectContaining({
                    file: 'gallery d2e3f4a5-b6c7-4d8e-9f01-b2c3d4e5f6a7',
                    field: 'images_number',
                }),
            ]),
        );
        expect(lines).toContainEqual(
            expect.objectContaining({
                level: 'warn',
                message: expect.stringMatching(/^Skipped invalid content: story .*\(story-without-title\) title: /),
            }),
        );
    });
});

describe('Prezly content source: failures', () => {
    it('401: a wrong token is one clear error at first load', async () => {
        const { source } = await setup({ env: { PREZLY_ACCESS_TOKEN: 'wrong-token' } });
        await expect(source.get()).rejects.toThrow(/^Prezly rejected PREZLY_ACCESS_TOKEN \(401\): check the token$/);
        expect(source.status()).toMatchObject({ ok: false, lastError: expect.stringContaining('(401)') });
    });

    it('404: an unknown newsroom uuid names the setting to check', async () => {
        const { source } = await setup({ env: { PREZLY_NEWSROOM_UUID: '00000000-0000-4000-8000-000000000000' } });
        await expect(source.get()).rejects.toThrow(
            'Prezly has no newsroom 00000000-0000-4000-8000-000000000000 (404): check PREZLY_NEWSROOM_UUID',
        );
    });

    it('500 at first load fails the load with the API’s message', async () => {
        const { source, standIn } = await setup();
        standIn.intercept((request) =>
            request.path.endsWith('/categories')
                ? { status: 500, body: { status: 'error', code: 500, message: 'Internal Server Error' } }
                : undefined,
        );
        await expect(source.get()).rejects.toThrow(
            'Prezly failed on the newsroom categories (500): Internal Server Error',
        );
    });

    it('500 after a good load keeps serving the last good content, marked stale, and recovers', async () => {
        const { source, standIn, lines } = await setup();
        const first = await source.get();
        const stop = standIn.intercept((request) =>
            request.path.endsWith('/languages') ? { status: 503, body: { message: 'Maintenance' } } : undefined,
        );
        await source.reload();
        expect(await source.get()).toBe(first);
        expect(source.status()).toMatchObject({
            ok: true,
            stale: true,
            lastError: 'Prezly failed on the newsroom languages (503): Maintenance',
        });
        expect(lines).toContainEqual(
            expect.objectContaining({ level: 'error', message: expect.stringContaining('still serving content') }),
        );
        stop();
        await source.reload();
        expect(source.status()).toMatchObject({ ok: true, stale: false, lastError: null });
    });

    it('an answer slower than PREZLY_TIMEOUT_MS fails the call with a time-out', async () => {
        const { source, standIn } = await setup({ env: { PREZLY_TIMEOUT_MS: '300' } });
        standIn.intercept((request) => (request.path.endsWith('/languages') ? { hang: true } : undefined));
        await expect(source.get()).rejects.toThrow(
            `Prezly did not answer GET ${NEWSROOM_PATH}/languages within 300 ms (PREZLY_TIMEOUT_MS)`,
        );
    });

    it('a body that is not JSON fails the refresh and the last good content keeps serving', async () => {
        const { source, standIn } = await setup();
        const first = await source.get();
        standIn.intercept((request) =>
            request.path === '/v2/stories/search' ? { status: 200, rawBody: '<html>Bad gateway</html>' } : undefined,
        );
        await source.reload();
        expect(await source.get()).toBe(first);
        expect(source.status()).toMatchObject({
            stale: true,
            lastError: 'Prezly sent a body that is not JSON for POST /v2/stories/search (HTTP 200)',
        });
    });

    it('an answer of the wrong shape is an error, not an empty newsroom', async () => {
        const { source, standIn } = await setup();
        standIn.intercept((request) =>
            request.path.endsWith('/languages') ? { status: 200, body: { oops: true } } : undefined,
        );
        await expect(source.get()).rejects.toThrow(/^Prezly sent a malformed answer for the newsroom languages/);
    });

    it('close() cancels calls in flight', async () => {
        const { source, standIn } = await setup();
        standIn.intercept(() => ({ hang: true }));
        const loading = source.get();
        await source.close();
        await expect(loading).rejects.toThrow(/cancelled: closing/);
    });
});

describe('Prezly content source: caching', () => {
    async function withClock() {
        const clock = { now: 1_700_000_000_000 };
        const fixture = await setup({ now: () => clock.now, env: { CONTENT_CACHE_TTL_SECONDS: '60' } });
        return { ...fixture, clock };
    }

    it('answers from memory while fresh', async () => {
        const { source, standIn, clock } = await withClock();
        const first = await source.get();
        const calls = standIn.requests.length;
        clock.now += 59_000;
        expect(await source.get()).toBe(first);
        expect(standIn.requests).toHaveLength(calls);
    });

    it('once stale, answers at once with the old content and refreshes in the background', async () => {
        const { source, standIn, dataset, clock } = await withClock();
        const first = await source.get();
        const gate = deferred();
        const arrived = deferred();
        standIn.intercept((request) => {
            if (request.path !== NEWSROOM_PATH) return undefined;
            arrived.resolve();
            return { after: gate.promise };
        });
        dataset.newsroom.display_name = 'Acme Newsroom';
        const published = new Promise<ContentSnapshot>((resolve) => source.subscribe(resolve));

        clock.now += 61_000;
        expect(await source.get()).toBe(first);
        // The refresh has reached Prezly and its answer is held: get() still answers at once.
        await arrived.promise;
        expect(await source.get()).toBe(first);
        const newsroomCalls = standIn.requests.filter((request) => request.path === NEWSROOM_PATH);
        expect(newsroomCalls).toHaveLength(2); // the first load and a single background refresh

        gate.resolve();
        const second = await published;
        expect(second.newsroom.display_name).toBe('Acme Newsroom');
        expect(await source.get()).toBe(second);
    });

    it('keeps the same snapshot, and tells no subscriber, when nothing changed', async () => {
        const { source } = await withClock();
        const first = await source.get();
        let told = 0;
        source.subscribe(() => told++);
        await source.reload();
        expect(await source.get()).toBe(first);
        expect(told).toBe(0);
    });

    it('after CONTENT_STALE_LIMIT_SECONDS without a good refresh, status().ok turns false', async () => {
        const clock = { now: 1_700_000_000_000 };
        const { source, standIn } = await setup({
            now: () => clock.now,
            env: { CONTENT_STALE_LIMIT_SECONDS: '3600' },
        });
        await source.get();
        standIn.intercept(() => ({ status: 502, body: { message: 'Bad gateway' } }));
        clock.now += 1_800_000;
        await source.reload();
        expect(source.status()).toMatchObject({ ok: true, stale: true });
        clock.now += 1_800_001;
        expect(source.status()).toMatchObject({ ok: false, stale: true });
        await expect(source.get()).resolves.toBeDefined(); // pages keep serving
    });
});
