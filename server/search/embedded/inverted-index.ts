import { documentOf, encodePosting, fieldOf, frequencyOf, MAX_DOCUMENTS, MAX_FIELDS } from './postings';
import { expandWord } from './term-matching';
import { type TermProcessor, tokenize } from './text-analysis';

/** How much a field's words count: a word in the title says more than one in the body. */
export interface FieldSpec {
    name: string;
    boost: number;
}

interface ScoredDocument {
    document: number;
    score: number;
    /** How many of the query's distinct words it matched. */
    matchedWords: number;
}

export interface SearchOutcome {
    /** Every document matching at least one of the query's words. */
    documents: ScoredDocument[];
    /** The query's distinct words: a document matching them all has this many matchedWords. */
    words: number;
    /** The index terms a found document matched, for highlighting: asked for the page's hits only. */
    termsOf(document: number): string[];
}

/** BM25+ constants (the usual ones: term-frequency saturation, length normalisation, floor). */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/**
 * A full-text index in a few typed arrays: the language's distinct terms, sorted, and for each
 * term its postings, all in one Uint32Array: a fraction of the memory of a Map-per-term index
 * (MiniSearch); see docs/decisions/0007-memory-and-the-cache-hit-path.md (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices).
 *
 * Built in two steps: `add` each document in turn (documents are numbered in that order), then
 * `seal`. Scoring is BM25+ per field, times the field's boost, times the match's weight (1 for
 * the word itself, less for a prefix or a typo), summed over fields and query words.
 */
export class InvertedIndex {
    private building: Map<string, number[]> | null = new Map();
    private terms: string[] = [];
    private offsets = new Uint32Array(1);
    private postings = new Uint32Array(0);
    /** Words per document and field, as document * fields + field. */
    private lengths: number[] | Uint16Array = [];
    private averageLengths: number[] = [];
    private documents = 0;

    constructor(
        private readonly fields: readonly FieldSpec[],
        private readonly processTerm: TermProcessor,
    ) {
        if (fields.length > MAX_FIELDS) throw new Error(`At most ${MAX_FIELDS} fields can be indexed`);
    }

    get documentCount(): number {
        return this.documents;
    }

    /** Indexes one document's field texts (in the order of `fields`); returns its number. */
    add(texts: readonly string[]): number {
        const building = this.building;
        if (!building) throw new Error('The index is sealed');
        if (this.documents >= MAX_DOCUMENTS) throw new Error('Too many documents for one index');
        const document = this.documents++;
        const lengths = this.lengths as number[];
        this.fields.forEach((_, field) => {
            const frequencies = new Map<string, number>();
            let length = 0;
            for (const word of tokenize(texts[field] ?? '')) {
                const term = this.processTerm(word);
                if (!term) continue;
                length++;
                frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
            }
            lengths.push(length);
            for (const [term, frequency] of frequencies) {
                let list = building.get(term);
                if (!list) {
                    list = [];
                    building.set(term, list);
                }
                list.push(encodePosting(document, field, frequency));
            }
        });
        return document;
    }

    /** Packs what was added into the compact arrays; nothing can be added afterwards. */
    seal(): void {
        const building = this.building;
        if (!building) return;
        this.terms = [...building.keys()].sort();
        this.offsets = new Uint32Array(this.terms.length + 1);
        let total = 0;
        this.terms.forEach((term, index) => {
            this.offsets[index] = total;
            total += building.get(term)!.length;
        });
        this.offsets[this.terms.length] = total;
        this.postings = new Uint32Array(total);
        for (const [index, term] of this.terms.entries()) this.postings.set(building.get(term)!, this.offsets[index]);
        const lengths = this.lengths as number[];
        this.averageLengths = this.fields.map((_, field) => {
            let sum = 0;
            for (let document = 0; document < this.documents; document++)
                sum += lengths[document * this.fields.length + field]!;
            return this.documents === 0 ? 0 : sum / this.documents;
        });
        this.lengths = Uint16Array.from(lengths, (length) => Math.min(length, 0xffff));
        this.building = null;
    }

    /**
     * Documents matching any of the query's words, in no particular order, each with how many
     * words it matched: the caller can keep those matching all (AND) without searching again.
     */
    search(query: string): SearchOutcome {
        if (this.building) this.seal();
        const words = [
            ...new Set(
                tokenize(query)
                    .map(this.processTerm)
                    .filter((term): term is string => !!term),
            ),
        ];
        const matchedTerms: number[] = [];
        const scores = new Float64Array(this.documents);
        const wordsMatched = new Uint16Array(this.documents);
        const lastWord = new Uint16Array(this.documents);
        const found: number[] = [];
        words.forEach((word, position) => {
            const wordNumber = position + 1;
            for (const [termIndex, weight] of expandWord(this.terms, word)) {
                matchedTerms.push(termIndex);
                this.scoreTerm(termIndex, weight, (document, score) => {
                    scores[document]! += score;
                    if (lastWord[document] === wordNumber) return;
                    lastWord[document] = wordNumber;
                    if (wordsMatched[document]!++ === 0) found.push(document);
                });
            }
        });
        return {
            documents: found.map((document) => ({
                document,
                score: scores[document]!,
                matchedWords: wordsMatched[document]!,
            })),
            words: words.length,
            termsOf: (document) =>
                matchedTerms
                    .filter((termIndex) => this.hasPosting(termIndex, document))
                    .map((index) => this.terms[index]!),
        };
    }

    /** Whether a document has a term (in any field): a binary search in the term's postings. */
    private hasPosting(termIndex: number, document: number): boolean {
        let low = this.offsets[termIndex]!;
        let high = this.offsets[termIndex + 1]!;
        const first = encodePosting(document, 0, 0);
        while (low < high) {
            const middle = (low + high) >>> 1;
            if (this.postings[middle]! < first) low = middle + 1;
            else high = middle;
        }
        return low < this.offsets[termIndex + 1]! && documentOf(this.postings[low]!) === document;
    }

    /** Calls `add` with each document's BM25+ score for one term, per field. */
    private scoreTerm(termIndex: number, weight: number, add: (document: number, score: number) => void): void {
        const from = this.offsets[termIndex]!;
        const to = this.offsets[termIndex + 1]!;
        const documentsWithTerm = new Array<number>(this.fields.length).fill(0);
        for (let position = from; position < to; position++) documentsWithTerm[fieldOf(this.postings[position]!)]!++;
        const inverseFrequency = documentsWithTerm.map((count) =>
            Math.log(1 + (this.documents - count + 0.5) / (count + 0.5)),
        );
        const fieldCount = this.fields.length;
        for (let position = from; position < to; position++) {
            const posting = this.postings[position]!;
            const document = documentOf(posting);
            const field = fieldOf(posting);
            const frequency = frequencyOf(posting);
            const length = this.lengths[document * fieldCount + field]!;
            const normalisedLength = 1 - BM25.b + (BM25.b * length) / (this.averageLengths[field] || 1);
            const saturated = (frequency * (BM25.k + 1)) / (frequency + BM25.k * normalisedLength);
            add(document, weight * this.fields[field]!.boost * inverseFrequency[field]! * (BM25.d + saturated));
        }
    }
}
