import MiniSearch, { type SearchResult } from 'minisearch';
import { FACET_FIELDS, FACET_NAMES, type FacetName, SEARCHABLE_FIELDS, type SearchDocument } from '../search-document';
import { createTermProcessor, type TermProcessor, tokenize } from './text-analysis';

export interface Match {
    document: SearchDocument;
    score: number;
    /** The index terms (processed form) this document matched; empty for a placeholder search. */
    terms: readonly string[];
}

const NO_TERMS: readonly string[] = [];

const newestFirst = (a: SearchDocument, b: SearchDocument) =>
    b.published_at_ts - a.published_at_ts || a.id.localeCompare(b.id);

/** Field boosts: a word in the title says more about a story than one in its body. */
const BOOST = { title: 3, subtitle: 1.5, summary: 1.5, content: 1 };

/**
 * The embedded index of one newsroom language: a MiniSearch full-text index with the
 * language's term processing, plus the documents themselves for filtering, facets and snippets.
 */
export class LocaleIndex {
    readonly processTerm: TermProcessor;
    /** Every facet value present in this language, for keepZeroFacets. */
    readonly knownFacetValues: Record<FacetName, Record<string, number>>;
    private readonly miniSearch: MiniSearch<SearchDocument>;
    private readonly byId = new Map<string, SearchDocument>();
    private readonly newest: SearchDocument[];

    /**
     * Builds the index in one go. `LocaleIndex.build` does the same in small steps, letting the
     * server answer requests between them.
     */
    constructor(
        readonly locale: string,
        documents: readonly SearchDocument[],
        addNow = true,
    ) {
        this.processTerm = createTermProcessor(locale);
        this.miniSearch = new MiniSearch<SearchDocument>({
            fields: [...SEARCHABLE_FIELDS],
            idField: 'id',
            tokenize,
            processTerm: this.processTerm,
            searchOptions: {
                boost: BOOST,
                prefix: true,
                // Typos are forgiven as Meilisearch does by default: one from five letters, two
                // from nine. Shorter words (and prefixes being typed) match too much otherwise.
                fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
            },
        });
        if (addNow) this.miniSearch.addAll(documents);
        for (const document of documents) this.byId.set(document.id, document);
        this.newest = [...documents].sort(newestFirst);
        this.knownFacetValues = { category: {}, year: {}, month: {} };
        for (const document of documents) {
            for (const name of FACET_NAMES) {
                for (const value of facetValues(document, name)) this.knownFacetValues[name][value] = 1;
            }
        }
    }

    /** Indexes 200 stories at a time, yielding to the event loop in between. */
    static async build(locale: string, documents: readonly SearchDocument[]): Promise<LocaleIndex> {
        const index = new LocaleIndex(locale, documents, false);
        await index.miniSearch.addAllAsync(documents, { chunkSize: 200 });
        return index;
    }

    get size(): number {
        return this.byId.size;
    }

    /**
     * Documents matching the words, best first (newest first among equals). Every word must
     * match; when that finds nothing, any word may (so a stray word does not empty the page).
     * An empty query is a placeholder search: every document, newest first (SPEC §9).
     */
    match(query: string): Match[] {
        if (tokenize(query).length === 0) {
            return this.newest.map((document) => ({ document, score: 0, terms: NO_TERMS }));
        }
        let results = this.miniSearch.search(query, { combineWith: 'AND' });
        if (results.length === 0) results = this.miniSearch.search(query, { combineWith: 'OR' });
        return results
            .map((result) => this.toMatch(result))
            .filter((match): match is Match => match !== null)
            .sort((a, b) => b.score - a.score || newestFirst(a.document, b.document));
    }

    private toMatch(result: SearchResult): Match | null {
        const document = this.byId.get(String(result.id));
        return document ? { document, score: result.score, terms: result.terms } : null;
    }
}

/** The values a document has for a facet (a story may be in several categories). */
export function facetValues(document: SearchDocument, facet: FacetName): readonly string[] {
    const value = document[FACET_FIELDS[facet]];
    return Array.isArray(value) ? value : [value];
}
