import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, stripMarkers } from '../../../domain/search/highlight';
import { type FacetDistribution, toSearchFacets } from '../facets';
import { trimPage } from '../pagination';
import { activeFacets } from '../query-filters';
import type { SearchHit, SearchHitSection, SearchQuery, SearchResults } from '../search-backend';
import { FACET_FIELDS, FACET_NAMES, type FacetName, type SearchDocument } from '../search-document';
import { landingSection } from '../section-landing';

/** The parts of an Algolia search response we read (its documented fields). */
export interface AlgoliaResponse {
    hits: AlgoliaHit[];
    nbHits?: number;
    nbPages?: number;
    page?: number;
    hitsPerPage?: number;
    facets?: Record<string, Record<string, number>>;
    processingTimeMS?: number;
}

type Highlighted = { value?: unknown; matchLevel?: unknown; matchedWords?: unknown };

export type AlgoliaHit = Partial<SearchDocument> & {
    objectID: string;
    _highlightResult?: Record<string, unknown>;
    _snippetResult?: Record<string, unknown>;
};

function highlighted(result: unknown, attribute: string): Highlighted | undefined {
    const value = result && typeof result === 'object' ? (result as Record<string, unknown>)[attribute] : undefined;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Highlighted) : undefined;
}

const matched = (part: Highlighted | undefined) =>
    part !== undefined && part.matchLevel !== undefined && part.matchLevel !== 'none';

/** The query words Algolia found in some attributes (`matchedWords` of their highlight results). */
function matchedWords(...parts: (Highlighted | undefined)[]): number {
    const words = new Set<string>();
    for (const part of parts) {
        if (!matched(part) || !Array.isArray(part?.matchedWords)) continue;
        for (const word of part.matchedWords) if (typeof word === 'string') words.add(word.toLocaleLowerCase());
    }
    return words.size;
}

const elements = (result: Record<string, unknown> | undefined, attribute: string): unknown[] => {
    const value = result?.[attribute];
    return Array.isArray(value) ? value : [];
};

/**
 * The section a hit lands on: Algolia highlights each element of the `sections` array on its own
 * (`_highlightResult.sections[i].heading`, `.text`) and snippets each text (`_snippetResult`).
 */
function landedSection(hit: AlgoliaHit): { section: SearchHitSection; snippet: string } | null {
    const sections = elements(hit._highlightResult, 'sections');
    const landing = landingSection({
        summary: matchedWords(highlighted(hit._highlightResult, 'summary')),
        intro: matchedWords(highlighted(hit._highlightResult, 'intro')),
        sections: sections.map((section) =>
            matchedWords(highlighted(section, 'heading'), highlighted(section, 'text')),
        ),
    });
    if (landing === null) return null;
    const section = sections[landing];
    const anchor = stripMarkers(toMarkers(highlighted(section, 'anchor')?.value));
    if (!anchor) return null;
    const snippet = highlighted(elements(hit._snippetResult, 'sections')[landing], 'text');
    return {
        section: { anchor, highlightedHeading: toMarkers(highlighted(section, 'heading')?.value) },
        snippet: toMarkers(snippet?.value),
    };
}

/**
 * Algolia's highlight tags are whatever the request asked for; we ask for our markers, and
 * translate `<em>` (its default, should an index setting win) so views see one convention.
 */
export function toMarkers(value: unknown): string {
    if (typeof value !== 'string') return '';
    return value.replace(/<em>/g, HIGHLIGHT_PRE_TAG).replace(/<\/em>/g, HIGHLIGHT_POST_TAG);
}

export function toSearchHit(hit: AlgoliaHit): SearchHit {
    const title = highlighted(hit._highlightResult, 'title');
    const summary = highlighted(hit._snippetResult, 'summary');
    const intro = highlighted(hit._snippetResult, 'intro');
    let snippet = summary;
    if (!matched(summary) && (matched(intro) || !summary?.value)) snippet = intro ?? summary;
    const landed = landedSection(hit);
    return {
        id: String(hit.id ?? hit.objectID),
        slug: String(hit.slug),
        locale: String(hit.locale),
        title: String(hit.title ?? ''),
        highlightedTitle: title ? toMarkers(title.value) : String(hit.title ?? ''),
        snippet: landed ? landed.snippet : toMarkers(snippet?.value),
        section: landed?.section ?? null,
        publishedAt: typeof hit.published_at === 'string' ? hit.published_at : null,
        categoryIds: (hit.categories ?? []).map(Number).filter(Number.isFinite),
    };
}

function distributionOf(response: AlgoliaResponse | undefined, names: readonly FacetName[]): FacetDistribution {
    const distribution: FacetDistribution = {};
    for (const name of names) {
        const counts = response?.facets?.[FACET_FIELDS[name]];
        if (counts) distribution[name] = counts;
    }
    return distribution;
}

/** Reads the answers of `buildRequests` (same order). */
export function toSearchResults(responses: AlgoliaResponse[], query: SearchQuery): SearchResults {
    const [main, ...rest] = responses;
    if (!main) throw new Error('Algolia answered without results');
    const active = activeFacets(query);
    const distribution = distributionOf(
        main,
        FACET_NAMES.filter((name) => !active.includes(name)),
    );
    active.forEach((name, position) => {
        Object.assign(distribution, distributionOf(rest[position], [name]));
    });
    const known = query.keepZeroFacets ? distributionOf(rest[active.length], FACET_NAMES) : undefined;
    const base = {
        facets: toSearchFacets(distribution, { keepZeroFacets: query.keepZeroFacets, known }),
        page: query.page,
        hitsPerPage: query.hitsPerPage,
        processingTimeMs: main.processingTimeMS ?? 0,
    };
    if (query.finitePagination) {
        const totalHits = main.nbHits ?? main.hits.length;
        const totalPages = main.nbPages ?? Math.ceil(totalHits / query.hitsPerPage);
        return { ...base, hits: main.hits.map(toSearchHit), totalHits, totalPages, hasMore: query.page < totalPages };
    }
    const page = trimPage(main.hits, query.hitsPerPage);
    return { ...base, hits: page.hits.map(toSearchHit), hasMore: page.hasMore };
}
