/**
 * The embedded back end on the demo newsroom (content/demo, loaded by the files content source).
 * Expectations are computed from the demo's own text with plain regular expressions, so the
 * tests hold while the demo grows, and fail when search misses a story it should find.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../../../domain/content';
import { splitHighlight } from '../../../../../domain/search/highlight';
import { isListed } from '../../../../../domain/stories/story-rules';
import type { ContentSnapshot } from '../../../../../server/content/content-snapshot';
import { createFilesContentSource } from '../../../../../server/content/files-content-source';
import { createLogger } from '../../../../../server/logger';
import { EmbeddedSearchBackend } from '../../../../../server/search/embedded/embedded-backend';
import type { SearchQuery } from '../../../../../server/search/search-backend';
import { sectionsText, storySections } from '../../../../../server/search/story-text';
import { DEMO_CONTENT_DIR } from '../../../../helpers/test-app';

const backend = new EmbeddedSearchBackend();
let snapshot: ContentSnapshot;

beforeAll(async () => {
    const logger = createLogger({ level: 'error', format: 'json', silent: true });
    snapshot = await createFilesContentSource({ directory: DEMO_CONTENT_DIR, logger }).get();
    backend.indexNow(snapshot);
});

const search = (query: Partial<SearchQuery> & { locale: string; query: string }) =>
    backend.searchNow({ page: 1, hitsPerPage: 100, ...query });
const slugs = (query: Partial<SearchQuery> & { locale: string; query: string }) =>
    search(query).hits.map((hit) => hit.slug);
const fullText = (story: Story) =>
    [story.title, story.subtitle, story.summary, sectionsText(storySections(story.content))].join('\n');
/** Listed stories of a language whose text has one of these words (whole words, any case). */
const storiesWith = (locale: string, words: string[]) => {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
    return snapshot.stories
        .listed(locale)
        .filter((story) => pattern.test(fullText(story)))
        .map((story) => story.slug)
        .sort();
};

describe('the demo newsroom', () => {
    const locales = () => snapshot.languages.all.map((language) => language.code);

    it('has the languages the search is tested in', () => {
        expect(locales()).toEqual(expect.arrayContaining(['en', 'fr', 'ar', 'de', 'nl']));
    });

    it('finds every listed story of every language by its title, first', () => {
        for (const locale of locales()) {
            for (const story of snapshot.stories.listed(locale)) {
                expect(slugs({ locale, query: story.title })[0], `${locale}: ${story.title}`).toBe(story.slug);
            }
        }
    });

    it('never finds a story that is not published and public', () => {
        const hidden = snapshot.content.stories.filter((story) => !isListed(story));
        expect(hidden.length).toBeGreaterThan(0);
        for (const story of hidden) {
            expect(slugs({ locale: story.culture.code, query: story.title })).not.toContain(story.slug);
        }
    });

    it('finds nothing in a language without public stories (nl)', () => {
        expect(snapshot.stories.listed('nl')).toHaveLength(0);
        expect(search({ locale: 'nl', query: 'Northwind' }).hits).toEqual([]);
    });
});

describe('stems on the demo text', () => {
    it.each([
        ['en', 'batteries', ['battery', 'batteries']],
        ['en', 'battery', ['battery', 'batteries']],
        ['fr', 'batterie', ['batterie', 'batteries']],
        ['fr', 'batteries', ['batterie', 'batteries']],
        ['fr', 'vélo', ['vélo', 'vélos']],
        ['de', 'Akkus', ['Akku', 'Akkus']],
        ['ar', 'البطاريات', ['البطارية', 'بطارية', 'البطاريات']],
        ['ar', 'دراجة', ['دراجة', 'الدراجة', 'الدراجات', 'دراجات']],
    ])('%s: %s finds every story with %j', (locale, query, forms) => {
        const expected = storiesWith(locale, forms);
        expect(expected.length).toBeGreaterThan(0);
        expect(slugs({ locale, query })).toEqual(expect.arrayContaining(expected));
    });
});

describe('typos and prefixes on the demo text', () => {
    it('forgives a missing letter', () => {
        const kestrel = storiesWith('en', ['Kestrel']);
        expect(slugs({ locale: 'en', query: 'Kestrl' })).toEqual(expect.arrayContaining(kestrel));
    });

    it('takes no Arabic word for another a letter away: أورورا (Aurora) finds no story of أوروبا (Europe) only', () => {
        const aurora = storiesWith('ar', ['\\p{L}*أورورا\\p{L}*']);
        const europeOnly = storiesWith('ar', ['\\p{L}*أوروبا\\p{L}*']).filter((slug) => !aurora.includes(slug));
        expect(aurora.length).toBeGreaterThan(0);
        expect(europeOnly.length).toBeGreaterThan(0);
        const hits = search({ locale: 'ar', query: 'أورورا' }).hits;
        expect(hits.map((hit) => hit.slug).sort()).toEqual(aurora);
        for (const hit of hits) {
            const marked = [hit.highlightedTitle, hit.snippet].flatMap((text) =>
                splitHighlight(text)
                    .filter((segment) => segment.match)
                    .map((segment) => segment.text),
            );
            expect(marked.length, hit.slug).toBeGreaterThan(0);
            for (const word of marked) expect(word, hit.slug).toContain('أورورا');
        }
    });

    it('completes a word being typed, and only with words that start so', () => {
        const kestrel = storiesWith('en', ['Kestrel']);
        expect(slugs({ locale: 'en', query: 'Kest' }).sort()).toEqual(storiesWith('en', ['Kest\\p{L}*']));
        expect(slugs({ locale: 'en', query: 'Kest' })).toEqual(expect.arrayContaining(kestrel));
    });
});

describe('facets, filters and pages on the demo', () => {
    it('counts categories, years and months like the content does', () => {
        for (const locale of ['en', 'fr', 'ar', 'de']) {
            const results = search({ locale, query: '' });
            const listed = snapshot.stories.listed(locale);
            expect(results.hits).toHaveLength(listed.length);
            for (const facet of results.facets.category) {
                const inCategory = listed.filter((story) =>
                    story.categories.some((category) => String(category.id) === facet.value),
                );
                expect(facet.count, `${locale} category ${facet.value}`).toBe(inCategory.length);
            }
            const yearTotal = results.facets.year.reduce((sum, facet) => sum + facet.count, 0);
            expect(yearTotal).toBe(listed.length);
        }
    });

    it('filters by category and year together', () => {
        const [category] = search({ locale: 'en', query: '' }).facets.category;
        const id = Number(category!.value);
        const filtered = search({ locale: 'en', query: '', category: id });
        expect(filtered.hits).toHaveLength(category!.count);
        const [year] = filtered.facets.year;
        const both = search({ locale: 'en', query: '', category: id, year: Number(year!.value) });
        expect(both.hits).toHaveLength(year!.count);
        for (const hit of both.hits) {
            expect(hit.categoryIds).toContain(id);
        }
    });

    it('pages through every English story without overlap', () => {
        const seen: string[] = [];
        let page = 1;
        for (;;) {
            const results = search({ locale: 'en', query: '', hitsPerPage: 10, page });
            seen.push(...results.hits.map((hit) => hit.id));
            if (!results.hasMore) break;
            page += 1;
        }
        expect(page).toBe(Math.ceil(snapshot.stories.listed('en').length / 10));
        expect(new Set(seen).size).toBe(snapshot.stories.listed('en').length);
    });

    it('highlights the matched word in the title', () => {
        for (const hit of search({ locale: 'en', query: 'Kestrel' }).hits.filter((found) =>
            /Kestrel/.test(found.title),
        )) {
            const marked = splitHighlight(hit.highlightedTitle).filter((segment) => segment.match);
            expect(marked.map((segment) => segment.text)).toContain('Kestrel');
        }
    });
});
