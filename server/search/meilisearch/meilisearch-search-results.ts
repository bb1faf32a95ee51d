import type { Hit, MultiSearchResult } from 'meilisearch';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG, stripMarkers } from '../../../domain/search/highlight';
import { type FacetDistribution, toSearchFacets } from '../facets';
import { trimPage } from '../pagination';
import { activeFacets } from '../query-filters';
import type { SearchHit, SearchHitSection, SearchQuery, SearchResults } from '../search-backend';
import { FACET_FIELDS, FACET_NAMES, type FacetName, type SearchDocument } from '../search-document';
import { landingSection, markedWords } from '../section-landing';

type Result = MultiSearchResult<Partial<SearchDocument>>;

function distributionOf(result: Result | undefined, names: readonly FacetName[]): FacetDistribution {
    const distribution: FacetDistribution = {};
    for (const name of names) {
        const counts = result?.facetDistribution?.[FACET_FIELDS[name]];
        if (counts) distribution[name] = counts;
    }
    return distribution;
}

const hasMatch = (value: unknown): value is string => typeof value === 'string' && value.includes(HIGHLIGHT_PRE_TAG);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const wordsMarked = (...texts: unknown[]) => markedWords(texts, HIGHLIGHT_PRE_TAG, HIGHLIGHT_POST_TAG).size;

/** A section as `_formatted` has it: highlighted heading, cropped and highlighted text. */
interface FormattedSection {
    heading?: unknown;
    anchor?: unknown;
    text?: unknown;
}

/**
 * The section a hit lands on, from the highlighting of `_formatted`: Meilisearch formats each
 * element of the `sections` array on its own, so the marks say which sections hold the words.
 */
function landedSection(formatted: Record<string, unknown>): { section: SearchHitSection; snippet: string } | null {
    const sections: FormattedSection[] = Array.isArray(formatted.sections) ? formatted.sections : [];
    const landing = landingSection({
        summary: wordsMarked(formatted.summary),
        intro: wordsMarked(formatted.intro),
        sections: sections.map((section) => wordsMarked(section?.heading, section?.text)),
    });
    const section = landing === null ? undefined : sections[landing];
    const anchor = stripMarkers(text(section?.anchor));
    if (!section || !anchor) return null;
    return { section: { anchor, highlightedHeading: text(section.heading) }, snippet: text(section.text) };
}

function toSearchHit(hit: Hit<Partial<SearchDocument>>): SearchHit {
    const formatted: Record<string, unknown> = hit._formatted ?? {};
    const landed = landedSection(formatted);
    const summary = formatted.summary ?? hit.summary ?? '';
    const intro = formatted.intro ?? '';
    let snippet = summary;
    if (!hasMatch(summary) && (hasMatch(intro) || !summary)) snippet = intro;
    return {
        id: String(hit.id),
        slug: String(hit.slug),
        locale: String(hit.locale),
        title: String(hit.title ?? ''),
        highlightedTitle: typeof formatted.title === 'string' ? formatted.title : String(hit.title ?? ''),
        snippet: landed ? landed.snippet : text(snippet),
        section: landed?.section ?? null,
        publishedAt: typeof hit.published_at === 'string' ? hit.published_at : null,
        categoryIds: (hit.categories ?? []).map(Number).filter(Number.isFinite),
    };
}

/**
 * Reads the answers of `buildMultiSearch` (same order): the main result, one result per active
 * facet filter, then (with keepZeroFacets) the language's facet values.
 */
export function toSearchResults(results: Result[], query: SearchQuery): SearchResults {
    const [main, ...rest] = results;
    if (!main) throw new Error('Meilisearch answered without results');
    const active = activeFacets(query);
    const inactive = FACET_NAMES.filter((name) => !active.includes(name));
    const distribution: FacetDistribution = distributionOf(main, inactive);
    active.forEach((name, position) => {
        Object.assign(distribution, distributionOf(rest[position], [name]));
    });
    const known = query.keepZeroFacets ? distributionOf(rest[active.length], FACET_NAMES) : undefined;
    const facets = toSearchFacets(distribution, { keepZeroFacets: query.keepZeroFacets, known });

    const base = {
        facets,
        page: query.page,
        hitsPerPage: query.hitsPerPage,
        processingTimeMs: main.processingTimeMs,
    };
    if (query.finitePagination) {
        const totalHits = main.totalHits ?? main.hits.length;
        const totalPages = main.totalPages ?? Math.ceil(totalHits / query.hitsPerPage);
        return {
            ...base,
            hits: main.hits.map(toSearchHit),
            totalHits,
            totalPages,
            hasMore: query.page < totalPages,
        };
    }
    const page = trimPage(main.hits, query.hitsPerPage);
    return { ...base, hits: page.hits.map(toSearchHit), hasMore: page.hasMore };
}
