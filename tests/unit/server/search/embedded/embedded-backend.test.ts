/**
 * The embedded back end on a real content snapshot (the search fixture newsroom, loaded by the
 * files content source): words, stems, typos, prefixes, filters, facets, pagination in both
 * modes, highlighting, and every language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
    HIGHLIGHT_POST_TAG,
    HIGHLIGHT_PRE_TAG,
    splitHighlight,
    stripMarkers,
} from '../../../../../domain/search/highlight';
import { createFilesContentSource } from '../../../../../server/content/files-content-source';
import { createLogger } from '../../../../../server/logger';
import { EmbeddedSearchBackend } from '../../../../../server/search/embedded/embedded-backend';
import { SearchBackendError, type SearchQuery } from '../../../../../server/search/search-backend';
import { CATEGORY, CHARGING_SECTIONS, WORKSHOP_NOTES, writeSearchNewsroom } from '../../../../helpers/search-newsroom';

const logger = createLogger({ level: 'error', format: 'json', silent: true });
const backend = new EmbeddedSearchBackend();

const search = (query: Partial<SearchQuery> & { query: string }) =>
    backend.searchNow({ locale: 'en', page: 1, hitsPerPage: 20, ...query });
const ids = (query: Partial<SearchQuery> & { query: string }) => search(query).hits.map((hit) => hit.slug);
const marked = (value: string) =>
    splitHighlight(value)
        .filter((segment) => segment.match)
        .map((segment) => segment.text);

let content: ReturnType<typeof createFilesContentSource>;

beforeAll(async () => {
    content = createFilesContentSource({ directory: writeSearchNewsroom(), logger });
    const snapshot = await content.get();
    expect(content.status().problems).toEqual([]);
    expect(backend.indexNow(snapshot)).toEqual({ documents: 39, locales: ['ar', 'de', 'en', 'fr', 'nl'] });
});

describe('words', () => {
    it('finds stories by a word of their title, summary or body', () => {
        expect(ids({ query: 'Brussels' })).toEqual(['charging-network']);
        expect(ids({ query: 'belt' })).toEqual(['aurora-launch']);
    });

    it('needs every word when some story has them all', () => {
        expect(ids({ query: 'battery Atlas' })).toEqual(['atlas-cargo-bike']);
    });

    it('falls back to any word when no story has them all', () => {
        expect(ids({ query: 'Brussels zeppelin' })).toEqual(['charging-network']);
    });

    it('never finds drafts, private or embargoed stories', () => {
        const found = ids({ query: 'battery' });
        expect(found).not.toContain('secret-battery-prototype');
        expect(found).not.toContain('private-battery-briefing');
        expect(found).not.toContain('embargoed-battery-news');
    });

    it('ranks a title match above a summary match', () => {
        expect(ids({ query: 'batteries' })[0]).toBe('battery-recycling');
    });

    it('ignores case and accents', () => {
        expect(ids({ query: 'BRUSSELS' })).toEqual(['charging-network']);
        expect(ids({ locale: 'fr', query: 'electrique' })).toEqual(['aurora-lancement']);
    });
});

describe('stems, typos and prefixes', () => {
    it("finds 'battery' when searching 'batteries' and the other way round", () => {
        expect(ids({ query: 'batteries' }).sort()).toEqual(['atlas-cargo-bike', 'aurora-launch', 'battery-recycling']);
        expect(ids({ query: 'battery' }).sort()).toEqual(['atlas-cargo-bike', 'aurora-launch', 'battery-recycling']);
    });

    it('forgives a typo', () => {
        expect(ids({ query: 'batery' }).sort()).toEqual(['atlas-cargo-bike', 'aurora-launch', 'battery-recycling']);
        expect(ids({ query: 'Brusels' })).toEqual(['charging-network']);
    });

    it('completes a word being typed', () => {
        expect(ids({ query: 'recyc' })).toEqual(['battery-recycling']);
        expect(ids({ query: 'charg' }).sort()).toEqual(['aurora-launch', 'charging-network']);
    });
});

describe('every language', () => {
    it('searches only the stories of the requested language', () => {
        expect(ids({ locale: 'fr', query: 'Aurora' })).toEqual(['aurora-lancement']);
        expect(ids({ locale: 'de', query: 'Aurora' })).toEqual(['aurora-vorstellung']);
        expect(ids({ locale: 'nl', query: 'Aurora' })).toEqual(['aurora-onthulling']);
        expect(ids({ locale: 'ar', query: 'أورورا' })).toEqual(['aurora-ar']);
    });

    it('stems French, German and Arabic', () => {
        expect(ids({ locale: 'fr', query: 'batterie' }).sort()).toEqual(['aurora-lancement', 'seconde-vie-batteries']);
        expect(ids({ locale: 'de', query: 'Batterien' }).sort()).toEqual([
            'aurora-vorstellung',
            'zweites-leben-batterien',
        ]);
        expect(ids({ locale: 'ar', query: 'البطارية' }).sort()).toEqual(['aurora-ar', 'batteries-ar']);
        // Without the article, and with the fused preposition of "للبطاريات".
        expect(ids({ locale: 'ar', query: 'بطاريات' }).sort()).toEqual(['aurora-ar', 'batteries-ar']);
    });

    it('matches Dutch words as written (no stemmer)', () => {
        expect(ids({ locale: 'nl', query: 'accu' })).toEqual(['aurora-onthulling']);
    });

    it('answers nothing for a language without stories', () => {
        const results = search({ locale: 'es', query: 'Aurora' });
        expect(results.hits).toEqual([]);
        expect(results.facets).toEqual({ category: [], year: [], month: [] });
    });
});

describe('filters and facets', () => {
    it('filters by category, year and month', () => {
        expect(ids({ query: 'battery', category: CATEGORY.sustainability })).toEqual(['battery-recycling']);
        expect(ids({ query: 'battery', year: 2025 })).toEqual(['atlas-cargo-bike']);
        expect(ids({ query: 'battery', year: 2024, month: 3 })).toEqual(['aurora-launch']);
    });

    it('counts each facet with the other filters on, not its own', () => {
        const results = search({ query: 'battery', category: CATEGORY.products });
        expect(results.hits.map((hit) => hit.slug).sort()).toEqual(['atlas-cargo-bike', 'aurora-launch']);
        // Categories ignore the category filter: the visitor can switch to Sustainability.
        expect(results.facets.category).toEqual([
            { value: String(CATEGORY.products), count: 2 },
            { value: String(CATEGORY.sustainability), count: 1 },
        ]);
        // Years and months respect it.
        expect(results.facets.year).toEqual([
            { value: '2025', count: 1 },
            { value: '2024', count: 1 },
        ]);
        expect(results.facets.month).toEqual([{ value: '3', count: 2 }]);
    });

    it('drops zero counts unless keepZeroFacets is on', () => {
        const without = search({ query: 'Brussels' });
        expect(without.facets.year).toEqual([{ value: '2025', count: 1 }]);
        const kept = search({ query: 'Brussels', keepZeroFacets: true });
        expect(kept.facets.year).toEqual([
            { value: '2025', count: 1 },
            { value: '2024', count: 0 },
            { value: '2023', count: 0 },
        ]);
        expect(kept.facets.category.map((facet) => facet.value).sort()).toEqual(['1', '2', '3']);
    });

    it('dates stories by the calendar of the newsroom time zone', () => {
        // Published 2024-12-31 23:30 UTC: already 1 January 2025 in Brussels.
        expect(ids({ query: 'fireworks', year: 2025, month: 1 })).toEqual(['new-years-ride']);
        expect(ids({ query: 'fireworks', year: 2024 })).toEqual([]);
    });

    it('browses without words: every story of the filters, newest first', () => {
        expect(ids({ query: '', year: 2025 })).toEqual([
            'atlas-cargo-bike',
            'annual-results-2024',
            'charging-network',
            'new-years-ride',
        ]);
    });
});

describe('pagination', () => {
    const notes = { query: 'workshop notes', category: CATEGORY.company };

    it('in non-finite mode, asks one extra hit to know whether there is more, and drops it', () => {
        const first = search({ ...notes, hitsPerPage: 10 });
        expect(first.hits).toHaveLength(10);
        expect(first.hasMore).toBe(true);
        expect(first.totalHits).toBeUndefined();
        const last = search({ ...notes, hitsPerPage: 10, page: 3 });
        expect(last.hits).toHaveLength(WORKSHOP_NOTES - 20);
        expect(last.hasMore).toBe(false);
    });

    it('says there is no more when the last page is exactly full', () => {
        const page = search({ ...notes, hitsPerPage: WORKSHOP_NOTES });
        expect(page.hits).toHaveLength(WORKSHOP_NOTES);
        expect(page.hasMore).toBe(false);
    });

    it('in finite mode, gives the total and the page count', () => {
        const page = search({ ...notes, hitsPerPage: 10, page: 2, finitePagination: true });
        expect(page.hits).toHaveLength(10);
        expect(page).toMatchObject({ totalHits: WORKSHOP_NOTES, totalPages: 3, hasMore: true, page: 2 });
    });

    it('pages do not overlap', () => {
        const one = search({ ...notes, hitsPerPage: 10 }).hits.map((hit) => hit.id);
        const two = search({ ...notes, hitsPerPage: 10, page: 2 }).hits.map((hit) => hit.id);
        expect(one.filter((id) => two.includes(id))).toEqual([]);
    });
});

describe('highlighting', () => {
    it('marks the matched words in the title and the summary with the markers of docs/product-rules.md §9.7', () => {
        const [hit] = search({ query: 'batteries' }).hits;
        expect(hit!.highlightedTitle).toBe(`A second life for old ${HIGHLIGHT_PRE_TAG}batteries${HIGHLIGHT_POST_TAG}`);
        expect(marked(hit!.snippet)).toEqual(['batteries']);
        expect(stripMarkers(hit!.highlightedTitle)).toBe(hit!.title);
    });

    it('marks stemmed, fuzzy and prefix matches as they are written', () => {
        const aurora = search({ query: 'batteries' }).hits.find((hit) => hit.slug === 'aurora-launch')!;
        expect(marked(aurora.snippet)).toEqual(['battery']);
        const typed = search({ query: 'charg' }).hits.find((hit) => hit.slug === 'aurora-launch')!;
        expect(marked(typed.snippet)).toEqual(['charges']);
    });

    it('takes the snippet from the body when only the body matched', () => {
        const [hit] = search({ query: 'belt' }).hits;
        expect(hit!.snippet).toContain(`${HIGHLIGHT_PRE_TAG}belt${HIGHLIGHT_POST_TAG} drive`);
        expect(hit!.highlightedTitle).toBe(hit!.title);
    });

    it('leaves the title unmarked when it did not match', () => {
        const hit = search({ query: 'battery' }).hits.find((candidate) => candidate.slug === 'atlas-cargo-bike')!;
        expect(hit.highlightedTitle).toBe('Meet Atlas, a cargo bike for families');
    });

    it('highlights right-to-left text', () => {
        const hit = search({ locale: 'ar', query: 'البطارية' }).hits.find(
            (candidate) => candidate.slug === 'batteries-ar',
        )!;
        expect(marked(hit.highlightedTitle)).toEqual(['للبطاريات']);
    });
});

describe('life cycle', () => {
    it('makes a search wait for the first index (built in the background at start-up)', async () => {
        const fresh = new EmbeddedSearchBackend();
        expect(await fresh.health()).toBe(false);
        const pending = fresh.search({ locale: 'en', query: 'Brussels', page: 1, hitsPerPage: 20 });
        fresh.indexNow(await content.get());
        expect((await pending).hits.length).toBeGreaterThan(0);
        expect(await fresh.health()).toBe(true);
    });

    it('fails a search when no index arrives in time, and reports itself unhealthy', async () => {
        const fresh = new EmbeddedSearchBackend(20);
        await expect(fresh.search({ locale: 'en', query: 'x', page: 1, hitsPerPage: 20 })).rejects.toBeInstanceOf(
            SearchBackendError,
        );
        expect(await fresh.health()).toBe(false);
    });

    it('reports the hit fields the pages need', () => {
        const [hit] = search({ query: 'Brussels' }).hits;
        expect(hit).toMatchObject({
            slug: 'charging-network',
            locale: 'en',
            publishedAt: '2025-01-15T08:00:00.000Z',
            categoryIds: [CATEGORY.products, CATEGORY.company],
        });
        expect(hit!.id).toMatch(/^0{8}-/);
    });
});

describe('sections (docs/search.md, "Results that land on a section")', () => {
    const { third } = CHARGING_SECTIONS;

    it('lands on the section whose text holds the words: its heading, highlighted, and a snippet of its text', () => {
        const [hit] = search({ query: third.word }).hits;
        expect(hit).toMatchObject({
            slug: 'charging-network',
            section: { anchor: third.anchor, highlightedHeading: third.heading },
        });
        expect(marked(hit!.snippet)).toEqual([third.word]);
        expect(stripMarkers(hit!.snippet)).toBe(
            'After the first year a full charge costs forty cents, paid with a contactless card at the post.',
        );
    });

    it('lands on the section whose heading holds the words', () => {
        const [hit] = search({ query: 'opening hours' }).hits;
        expect(hit!.section).toEqual({
            anchor: 'opening-hours',
            highlightedHeading: `${HIGHLIGHT_PRE_TAG}Opening${HIGHLIGHT_POST_TAG} ${HIGHLIGHT_PRE_TAG}hours${HIGHLIGHT_POST_TAG}`,
        });
        expect(stripMarkers(hit!.snippet)).toBe('The stations open day and night, every day of the year.');
    });

    it('lands on the section holding most of the words', () => {
        const [hit] = search({ query: 'tram harbour stations' }).hits;
        expect(hit!.section?.anchor).toBe('where-the-stations-stand');
    });

    it('stays at the story top for words of the title, the summary or the text before the first heading', () => {
        for (const words of ['Brussels', 'canal', 'cyclists union']) {
            const [hit] = search({ query: words }).hits;
            expect(hit, words).toMatchObject({ slug: 'charging-network', section: null });
        }
        expect(marked(search({ query: 'cyclists' }).hits[0]!.snippet)).toEqual(['cyclists']);
    });
});
