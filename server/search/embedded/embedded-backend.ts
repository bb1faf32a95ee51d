import type { ContentSnapshot } from '../../content/content-snapshot';
import { type FacetDistribution, toSearchFacets } from '../facets';
import { pageCount, pageWindow, trimPage } from '../pagination';
import { filterValues } from '../query-filters';
import {
    type IndexReport,
    type SearchBackend,
    SearchBackendError,
    type SearchHit,
    type SearchQuery,
    type SearchResults,
} from '../search-backend';
import {
    FACET_NAMES,
    type FacetName,
    type SearchDocument,
    searchDocuments,
    searchDocumentsInSteps,
} from '../search-document';
import { landingSection } from '../section-landing';
import { hasSections, type StorySection, type StorySections, sectionsText, storySections } from '../story-text';
import { facetValues, type IndexedDocument, LocaleIndex, type Match } from './locale-index';
import { highlightText, termsFoundIn } from './snippets';

/** Words in a result's snippet (the same length the remote back ends are asked to crop to). */
const SNIPPET_WORDS = 30;

type Filters = Partial<Record<FacetName, string>>;

function activeFilters(query: SearchQuery): Filters {
    const filters: Filters = {};
    for (const [name, value] of Object.entries(filterValues(query))) {
        if (value !== undefined) filters[name as FacetName] = String(value);
    }
    return filters;
}

const passes = (document: IndexedDocument, filters: Filters, except?: FacetName) =>
    FACET_NAMES.every((name) => {
        const wanted = filters[name];
        return name === except || wanted === undefined || facetValues(document, name).includes(wanted);
    });

/**
 * The default back end: an in-process compact index per newsroom language, rebuilt from the
 * content snapshot. Zero set-up; comfortable up to tens of thousands of stories.
 */
export class EmbeddedSearchBackend implements SearchBackend {
    readonly kind = 'embedded' as const;
    private indexes: Map<string, LocaleIndex> | null = null;
    /** The content the indexes were built from: snippets crop a hit's body text from it. */
    private indexed: ContentSnapshot | null = null;
    private builds = 0;
    /** Settles when the first index is in place; searches that arrive earlier wait for it. */
    private markFirstIndexReady: () => void = () => {};
    private readonly firstIndexReady = new Promise<void>((resolve) => {
        this.markFirstIndexReady = resolve;
    });

    /** @param firstIndexWaitMs how long a search waits for the first index after start-up before failing */
    constructor(private readonly firstIndexWaitMs = 10_000) {}

    /**
     * Rebuilds the indexes in small steps, so a large newsroom does not stall the server; the old
     * indexes keep answering until the new ones are complete. When builds overlap, the last one
     * started wins.
     */
    async index(snapshot: ContentSnapshot): Promise<IndexReport> {
        const build = ++this.builds;
        const byLocale = groupByLocale(await searchDocumentsInSteps(snapshot));
        const indexes = new Map<string, LocaleIndex>();
        for (const [locale, list] of byLocale) indexes.set(locale, await LocaleIndex.build(locale, list));
        if (build === this.builds) this.swap(indexes, snapshot);
        return report(byLocale);
    }

    /** The same in one step (tests and benchmarks). */
    indexNow(snapshot: ContentSnapshot): IndexReport {
        this.builds += 1;
        const byLocale = documentsByLocale(snapshot);
        const indexes = new Map<string, LocaleIndex>();
        for (const [locale, list] of byLocale) indexes.set(locale, new LocaleIndex(locale, list));
        this.swap(indexes, snapshot);
        return report(byLocale);
    }

    private swap(indexes: Map<string, LocaleIndex>, snapshot: ContentSnapshot) {
        this.indexes = indexes;
        this.indexed = snapshot;
        this.markFirstIndexReady();
    }

    /** The content version the index was built from (null before the first build). */
    get version(): number | null {
        return this.indexed?.version ?? null;
    }

    async search(query: SearchQuery): Promise<SearchResults> {
        if (!this.indexes) await this.waitForFirstIndex();
        return this.searchNow(query);
    }

    searchNow(query: SearchQuery): SearchResults {
        const started = performance.now();
        if (!this.indexes) throw new SearchBackendError('generic', 'embedded', 'the index is not built yet');
        const index = this.indexes.get(query.locale);
        const matches = index ? index.match(query.query) : [];
        const filters = activeFilters(query);

        const hits = matches.filter((match) => passes(match.document, filters));
        const distribution: FacetDistribution = {};
        for (const name of FACET_NAMES) {
            const counts: Record<string, number> = {};
            for (const match of matches) {
                if (!passes(match.document, filters, name)) continue;
                for (const value of facetValues(match.document, name)) counts[value] = (counts[value] ?? 0) + 1;
            }
            distribution[name] = counts;
        }

        const { offset, limit } = pageWindow(query);
        const window = hits.slice(offset, offset + limit);
        const page = query.finitePagination
            ? { hits: window, hasMore: query.page < pageCount(hits.length, query.hitsPerPage) }
            : trimPage(window, query.hitsPerPage);
        return {
            hits: index ? page.hits.map((match) => toHit(match, index, this.indexed)) : [],
            facets: toSearchFacets(distribution, {
                keepZeroFacets: query.keepZeroFacets,
                known: index?.knownFacetValues,
            }),
            page: query.page,
            hitsPerPage: query.hitsPerPage,
            ...(query.finitePagination
                ? { totalHits: hits.length, totalPages: pageCount(hits.length, query.hitsPerPage) }
                : {}),
            hasMore: page.hasMore,
            processingTimeMs: Math.round(performance.now() - started),
        };
    }

    private async waitForFirstIndex(): Promise<void> {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, this.firstIndexWaitMs);
        });
        await Promise.race([this.firstIndexReady, timeout]);
        clearTimeout(timer);
    }

    async health(): Promise<boolean> {
        return this.indexes !== null;
    }

    async close(): Promise<void> {
        this.indexes = null;
    }
}

function documentsByLocale(snapshot: ContentSnapshot): Map<string, SearchDocument[]> {
    return groupByLocale(searchDocuments(snapshot));
}

function groupByLocale(documents: SearchDocument[]): Map<string, SearchDocument[]> {
    const byLocale = new Map<string, SearchDocument[]>();
    for (const document of documents) {
        const list = byLocale.get(document.locale) ?? [];
        list.push(document);
        byLocale.set(document.locale, list);
    }
    return byLocale;
}

function report(byLocale: Map<string, SearchDocument[]>): IndexReport {
    let documents = 0;
    for (const list of byLocale.values()) documents += list.length;
    return { documents, locales: [...byLocale.keys()].sort() };
}

/** The section a hit lands on (docs/search.md), from the matched terms each part of the story holds. */
function landedSection(
    body: StorySections,
    summary: string,
    terms: ReadonlySet<string>,
    processTerm: LocaleIndex['processTerm'],
): StorySection | null {
    const found = (...texts: string[]) =>
        new Set(texts.flatMap((text) => [...termsFoundIn(text, terms, processTerm)])).size;
    const landing = landingSection({
        summary: found(summary),
        intro: found(body.intro),
        sections: body.sections.map((section) => found(section.heading, section.text)),
    });
    return landing === null ? null : body.sections[landing]!;
}

/**
 * A hit as the pages show it. The body is walked only when needed: to find the section of a
 * story that has sections, or for the snippet when the summary did not match.
 */
function toHit(match: Match, index: LocaleIndex, snapshot: ContentSnapshot | null): SearchHit {
    const { document } = match;
    const terms = new Set(match.terms());
    const { processTerm } = index;
    const title = highlightText(document.title, terms, processTerm);
    const crop = { words: SNIPPET_WORDS };
    const story = snapshot?.stories.byUuid(document.id);
    const sectioned = story && terms.size > 0 && hasSections(story.content) ? storySections(story.content) : null;
    const section = sectioned ? landedSection(sectioned, document.summary, terms, processTerm) : null;
    let snippet = highlightText(section ? section.text : document.summary, terms, processTerm, crop);
    if (!section && !snippet.matched) {
        const body = sectioned ?? (story ? storySections(story.content) : null);
        const bodySnippet = highlightText(body ? sectionsText(body) : '', terms, processTerm, crop);
        if (bodySnippet.matched || !document.summary) snippet = bodySnippet;
    }
    return {
        id: document.id,
        slug: document.slug,
        locale: document.locale,
        title: document.title,
        highlightedTitle: title.value,
        snippet: snippet.value,
        section: section
            ? {
                  anchor: section.anchor,
                  highlightedHeading: highlightText(section.heading, terms, processTerm).value,
              }
            : null,
        publishedAt: document.published_at,
        categoryIds: document.categories.map(Number),
    };
}
