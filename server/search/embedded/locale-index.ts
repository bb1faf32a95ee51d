import { FACET_FIELDS, FACET_NAMES, type FacetName, type SearchDocument } from '../search-document';
import { sectionsText } from '../story-text';
import { InvertedIndex } from './inverted-index';
import { createTermProcessor, type TermProcessor, tokenize } from './text-analysis';

/**
 * A story as the embedded index keeps it once indexed: without its body text (intro and
 * sections), which is the bulk of a document and is needed again only for the hits shown, to
 * find the section they land on and crop their snippets.
 */
export type IndexedDocument = Omit<SearchDocument, 'intro' | 'sections'>;

export interface Match {
    document: IndexedDocument;
    score: number;
    /** The index terms (processed form) this document matched; none for a placeholder search. */
    terms: () => readonly string[];
}

const NO_TERMS: readonly string[] = [];

const newestFirst = (a: IndexedDocument, b: IndexedDocument) =>
    b.published_at_ts - a.published_at_ts || a.id.localeCompare(b.id);

/**
 * The fields indexed, with their boosts: a word in the title says more about a story than one in
 * its body. The body is one field (the intro and every section, headings included): the index
 * ranks stories, and which section a hit lands on is found for the page's hits only.
 */
const FIELDS = [
    { name: 'title', boost: 3 },
    { name: 'subtitle', boost: 1.5 },
    { name: 'summary', boost: 1.5 },
    { name: 'body', boost: 1 },
] as const;
const fieldTexts = (document: SearchDocument) => [
    document.title,
    document.subtitle,
    document.summary,
    sectionsText(document),
];

/** Stories indexed between two turns of the event loop while building in the background. */
const BUILD_STEP = 200;

/**
 * The embedded index of one newsroom language: a compact full-text index with the language's
 * term processing, plus the documents themselves for filtering, facets and snippets.
 */
export class LocaleIndex {
    readonly processTerm: TermProcessor;
    /** Every facet value present in this language, for keepZeroFacets. */
    readonly knownFacetValues: Record<FacetName, Record<string, number>>;
    private readonly index: InvertedIndex;
    private readonly documents: readonly IndexedDocument[];
    private readonly newest: IndexedDocument[];

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
        this.index = new InvertedIndex(FIELDS, this.processTerm);
        this.documents = documents.map(({ intro: _introIndexedOnly, sections: _sectionsIndexedOnly, ...kept }) => kept);
        if (addNow) {
            for (const document of documents) this.add(document);
            this.index.seal();
        }
        this.newest = [...this.documents].sort(newestFirst);
        this.knownFacetValues = { category: {}, year: {}, month: {} };
        for (const document of this.documents) {
            for (const name of FACET_NAMES) {
                for (const value of facetValues(document, name)) this.knownFacetValues[name][value] = 1;
            }
        }
    }

    /** Indexes a few hundred stories at a time, yielding to the event loop in between. */
    static async build(locale: string, documents: readonly SearchDocument[]): Promise<LocaleIndex> {
        const localeIndex = new LocaleIndex(locale, documents, false);
        for (let from = 0; from < documents.length; from += BUILD_STEP) {
            if (from > 0) await new Promise((resolve) => setImmediate(resolve));
            for (const document of documents.slice(from, from + BUILD_STEP)) localeIndex.add(document);
        }
        localeIndex.index.seal();
        return localeIndex;
    }

    get size(): number {
        return this.documents.length;
    }

    /** Documents are numbered in the order added, which is their position in `documents`. */
    private add(document: SearchDocument): void {
        this.index.add(fieldTexts(document));
    }

    /**
     * Documents matching the words, best first (newest first among equals). Every word must
     * match; when that finds nothing, any word may (so a stray word does not empty the page).
     * An empty query is a placeholder search: every document, newest first (docs/product-rules.md §9.5).
     */
    match(query: string): Match[] {
        if (tokenize(query).length === 0) {
            return this.newest.map((document) => ({ document, score: 0, terms: () => NO_TERMS }));
        }
        const { documents, words, termsOf } = this.index.search(query);
        const matchingAll = documents.filter((found) => found.matchedWords === words);
        return (matchingAll.length > 0 ? matchingAll : documents)
            .map(({ document, score }) => ({
                document: this.documents[document]!,
                score,
                terms: () => termsOf(document),
            }))
            .sort((a, b) => b.score - a.score || newestFirst(a.document, b.document));
    }
}

/** The values a document has for a facet (a story may be in several categories). */
export function facetValues(document: IndexedDocument, facet: FacetName): readonly string[] {
    const value = document[FACET_FIELDS[facet]];
    return Array.isArray(value) ? value : [value];
}
