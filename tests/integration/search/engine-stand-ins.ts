/**
 * Stand-ins that answer searches from the documents the site indexed into them, the way
 * Meilisearch and Algolia document their answers, for tests that follow a story from indexing
 * to a result: words are matched (every word, the last one as a prefix) in the index's
 * searchable attributes, nested ones in dot notation; matched words are marked in every
 * searchable string of the hit; cropped (Meilisearch `attributesToCrop`) and snippeted (Algolia
 * `attributesToSnippet`) attributes are cut to the asked number of words around the first match.
 * Both engines format each element of an array attribute on its own (Meilisearch `_formatted`,
 * Algolia `_highlightResult`/`_snippetResult` keep the array's shape). Facet counts count records.
 * No ranking beyond "newest first": the tests using these search for words few records hold.
 */
import type { RecordedRequest, StandInAnswer } from './http-stand-in';

type Doc = Record<string, unknown>;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const words = (text: string) => [...text.matchAll(WORD)].map((match) => match[0].toLocaleLowerCase());

/** The query's words each found as themselves, the last also as a prefix. */
function wordMatcher(query: string) {
    const wanted = words(query);
    const matches = (word: string) =>
        wanted.some((query, position) => (position === wanted.length - 1 ? word.startsWith(query) : word === query));
    const matchedBy = (word: string) =>
        wanted.filter((query, position) => (position === wanted.length - 1 ? word.startsWith(query) : word === query));
    return { wanted, matches, matchedBy };
}

/** Every string at a dot path (through arrays). */
function stringsAt(value: unknown, path: string[]): string[] {
    if (Array.isArray(value)) return value.flatMap((element) => stringsAt(element, path));
    if (path.length === 0) return typeof value === 'string' ? [value] : [];
    if (!value || typeof value !== 'object') return [];
    return stringsAt((value as Doc)[path[0]!], path.slice(1));
}

function matchesAll(document: Doc, query: string, searchable: string[]): boolean {
    const { wanted, matchedBy } = wordMatcher(query);
    if (wanted.length === 0) return true;
    const found = new Set<string>();
    for (const attribute of searchable) {
        for (const text of stringsAt(document, attribute.split('.'))) {
            for (const word of words(text)) for (const query of matchedBy(word)) found.add(query);
        }
    }
    return wanted.every((word) => found.has(word));
}

interface Marking {
    pre: string;
    post: string;
    /** Words kept around the first match, with `ellipsis` where the text is cut. */
    crop?: { words: number; ellipsis: string };
}

/** The text with matched words marked (and cropped), and the query words it matched. */
function formatText(text: string, query: string, marking: Marking): { value: string; matched: string[] } {
    const { matches, matchedBy } = wordMatcher(query);
    const spans = [...text.matchAll(WORD)].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        word: match[0].toLocaleLowerCase(),
    }));
    const matched = new Set<string>();
    for (const span of spans) for (const word of matchedBy(span.word)) matched.add(word);
    let from = 0;
    let to = spans.length;
    if (marking.crop && spans.length > marking.crop.words) {
        const first = Math.max(
            0,
            spans.findIndex((span) => matches(span.word)),
        );
        from = Math.max(0, Math.min(first - 2, spans.length - marking.crop.words));
        to = from + marking.crop.words;
    }
    const start = from === 0 ? 0 : spans[from]!.start;
    const end = to >= spans.length ? text.length : spans[to - 1]!.end;
    let value = '';
    let cursor = start;
    for (const span of spans.slice(from, to)) {
        if (!matches(span.word)) continue;
        value += text.slice(cursor, span.start) + marking.pre + text.slice(span.start, span.end) + marking.post;
        cursor = span.end;
    }
    value += text.slice(cursor, end);
    if (from > 0) value = marking.crop!.ellipsis + value;
    if (to < spans.length) value += marking.crop!.ellipsis;
    return { value, matched: [...matched] };
}

/** Maps every string of a value whose dot path passes `applies`, keeping arrays and objects. */
function mapStrings(value: unknown, path: string, apply: (text: string, path: string) => unknown): unknown {
    if (typeof value === 'string') return apply(value, path);
    if (Array.isArray(value)) return value.map((element) => mapStrings(element, path, apply));
    if (value && typeof value === 'object') {
        return Object.fromEntries(
            Object.entries(value).map(([key, child]) => [key, mapStrings(child, path ? `${path}.${key}` : key, apply)]),
        );
    }
    return value;
}

const pick = (document: Doc, attributes: string[] | undefined) =>
    attributes
        ? Object.fromEntries(attributes.filter((name) => name in document).map((name) => [name, document[name]]))
        : document;

function facetCounts(documents: Doc[], facets: string[] | undefined): Record<string, Record<string, number>> {
    const counts: Record<string, Record<string, number>> = {};
    for (const facet of facets ?? []) {
        counts[facet] = {};
        for (const document of documents) {
            const value = document[facet];
            for (const entry of Array.isArray(value) ? value : [value]) {
                counts[facet][String(entry)] = (counts[facet][String(entry)] ?? 0) + 1;
            }
        }
    }
    return counts;
}

const newestFirst = (a: Doc, b: Doc) => Number(b.published_at_ts) - Number(a.published_at_ts);

/** Meilisearch: tasks succeed at once; documents added to any index are searched by /multi-search. */
export function meilisearchEngine() {
    const documents = new Map<string, Doc>();
    let searchable: string[] = ['*'];
    let tasks = 0;
    const enqueued = (indexUid: string): StandInAnswer => ({
        status: 202,
        body: { taskUid: tasks++, indexUid, status: 'enqueued', type: 'task', enqueuedAt: '2025-01-01T00:00:00Z' },
    });
    const filterPasses = (document: Doc, filter: string[] = []) =>
        filter.every((condition) => {
            const [, field, value] = /^(\w+) = "(.*)"$/.exec(condition) ?? [];
            const actual = document[field ?? ''];
            return (Array.isArray(actual) ? actual : [actual]).map(String).includes(value ?? '');
        });

    return (request: RecordedRequest): StandInAnswer => {
        const task = /^\/tasks\/(\d+)$/.exec(request.path);
        if (request.method === 'GET' && task) {
            return {
                body: {
                    uid: Number(task[1]),
                    batchUid: 0,
                    indexUid: 'stories',
                    status: 'succeeded',
                    type: 'task',
                    canceledBy: null,
                    error: null,
                    duration: 'PT0.01S',
                    enqueuedAt: '2025-01-01T00:00:00Z',
                    startedAt: '2025-01-01T00:00:00Z',
                    finishedAt: '2025-01-01T00:00:00Z',
                },
            };
        }
        if (request.path.endsWith('/settings')) {
            searchable = (request.body as { searchableAttributes?: string[] }).searchableAttributes ?? ['*'];
        }
        if (request.method === 'POST' && request.path.endsWith('/documents')) {
            for (const document of request.body as Doc[]) documents.set(String(document.id), document);
        }
        if (request.path !== '/multi-search') return enqueued(request.path.split('/')[2] ?? '');

        type Sent = {
            q: string;
            filter?: string[];
            facets?: string[];
            attributesToRetrieve?: string[];
            attributesToCrop?: string[];
            cropLength?: number;
            cropMarker?: string;
            highlightPreTag?: string;
            highlightPostTag?: string;
            offset?: number;
            limit?: number;
            page?: number;
            hitsPerPage?: number;
        };
        const queries = (request.body as { queries: Sent[] }).queries;
        return {
            body: {
                results: queries.map((sent) => {
                    const found = [...documents.values()]
                        .filter((document) => filterPasses(document, sent.filter))
                        .filter((document) => matchesAll(document, sent.q, searchable))
                        .sort(newestFirst);
                    const paged = sent.page !== undefined;
                    const offset = paged ? (sent.page! - 1) * sent.hitsPerPage! : (sent.offset ?? 0);
                    const limit = paged ? sent.hitsPerPage! : (sent.limit ?? 20);
                    const isSearchable = (path: string) =>
                        searchable.includes('*') ||
                        searchable.some((name) => path === name || path.startsWith(`${name}.`));
                    const format = (text: string, path: string) =>
                        formatText(text, isSearchable(path) ? sent.q : '', {
                            pre: sent.highlightPreTag ?? '<em>',
                            post: sent.highlightPostTag ?? '</em>',
                            ...(sent.attributesToCrop?.includes(path)
                                ? { crop: { words: sent.cropLength ?? 10, ellipsis: sent.cropMarker ?? '…' } }
                                : {}),
                        }).value;
                    const hits = found.slice(offset, offset + limit).map((document) => ({
                        ...pick(document, sent.attributesToRetrieve),
                        _formatted: mapStrings(document, '', format),
                    }));
                    return {
                        indexUid: 'stories',
                        hits,
                        query: sent.q,
                        processingTimeMs: 1,
                        ...(paged
                            ? {
                                  page: sent.page,
                                  hitsPerPage: sent.hitsPerPage,
                                  totalHits: found.length,
                                  totalPages: Math.ceil(found.length / sent.hitsPerPage!),
                              }
                            : { offset, limit, estimatedTotalHits: found.length }),
                        facetDistribution: facetCounts(found, sent.facets),
                        facetStats: {},
                    };
                }),
            },
        };
    };
}

/** Algolia: writes are published at once; records of the last batch are searched by /queries. */
export function algoliaEngine() {
    const records = new Map<string, Doc>();
    let searchable: string[] = [];
    return (request: RecordedRequest): StandInAnswer => {
        if (request.method === 'GET' && /\/task\/\d+$/.test(request.path)) {
            return { body: { status: 'published', pendingTask: false } };
        }
        if (request.path.endsWith('/settings') && request.method === 'PUT') {
            searchable = ((request.body as { searchableAttributes?: string[] }).searchableAttributes ?? []).map(
                (attribute) => attribute.replace(/^unordered\((.*)\)$/, '$1'),
            );
        }
        if (request.path.endsWith('/batch')) {
            const sent = (request.body as { requests: { body: Doc }[] }).requests;
            for (const { body } of sent) records.set(String(body.objectID), body);
            return { body: { taskID: 20, objectIDs: sent.map(({ body }) => body.objectID) } };
        }
        if (request.path !== '/1/indexes/*/queries') return { body: { taskID: 10, updatedAt: '2025-01-01T00:00:00Z' } };

        type Sent = {
            query: string;
            facetFilters?: string[];
            facets?: string[];
            attributesToRetrieve?: string[];
            attributesToSnippet?: string[];
            snippetEllipsisText?: string;
            highlightPreTag?: string;
            highlightPostTag?: string;
            offset?: number;
            length?: number;
            page?: number;
            hitsPerPage?: number;
        };
        const sentRequests = (request.body as { requests: Sent[] }).requests;
        return {
            body: {
                results: sentRequests.map((sent) => {
                    const found = [...records.values()]
                        .filter((record) =>
                            (sent.facetFilters ?? []).every((filter) => {
                                const [field, ...rest] = filter.split(':');
                                const actual = record[field ?? ''];
                                return (Array.isArray(actual) ? actual : [actual]).map(String).includes(rest.join(':'));
                            }),
                        )
                        .filter((record) => matchesAll(record, sent.query, searchable))
                        .sort(newestFirst);
                    const hitsPerPage = sent.hitsPerPage ?? 20;
                    const offset = sent.offset ?? (sent.page ?? 0) * hitsPerPage;
                    const length = sent.length ?? hitsPerPage;
                    const marks = { pre: sent.highlightPreTag ?? '<em>', post: sent.highlightPostTag ?? '</em>' };
                    const isSearchable = (path: string) =>
                        searchable.some((name) => path === name || path.startsWith(`${name}.`));
                    const matchLevel = (matched: string[]) =>
                        matched.length === 0
                            ? 'none'
                            : matched.length === words(sent.query).length
                              ? 'full'
                              : 'partial';
                    const snippets = new Map(
                        (sent.attributesToSnippet ?? []).map((entry) => {
                            const [name, count] = entry.split(':');
                            return [name!, Number(count ?? 10)];
                        }),
                    );
                    const hits = found.slice(offset, offset + length).map((record) => {
                        const { objectID: _objectID, ...attributes } = record;
                        const highlight = (text: string, path: string) => {
                            const { value, matched } = formatText(text, isSearchable(path) ? sent.query : '', marks);
                            return {
                                value,
                                matchLevel: matchLevel(matched),
                                matchedWords: matched,
                                fullyHighlighted: false,
                            };
                        };
                        const snippetOf = (name: string): unknown => {
                            const [top, ...rest] = name.split('.');
                            const cut = (text: string) => {
                                const { value, matched } = formatText(text, isSearchable(name) ? sent.query : '', {
                                    ...marks,
                                    crop: { words: snippets.get(name)!, ellipsis: sent.snippetEllipsisText ?? '…' },
                                });
                                return { value, matchLevel: matchLevel(matched) };
                            };
                            const at = (value: unknown, path: string[]): unknown => {
                                if (Array.isArray(value)) return value.map((element) => at(element, path));
                                if (path.length === 0) return typeof value === 'string' ? cut(value) : undefined;
                                if (!value || typeof value !== 'object') return undefined;
                                return { [path[0]!]: at((value as Doc)[path[0]!], path.slice(1)) };
                            };
                            return at(record[top!], rest);
                        };
                        return {
                            objectID: record.objectID,
                            ...pick(record, sent.attributesToRetrieve),
                            _highlightResult: mapStrings(attributes, '', highlight),
                            _snippetResult: Object.fromEntries(
                                [...snippets.keys()]
                                    .map((name) => [name.split('.')[0]!, snippetOf(name)] as const)
                                    .filter(([, value]) => value !== undefined),
                            ),
                        };
                    });
                    return {
                        hits,
                        nbHits: found.length,
                        page: sent.page ?? 0,
                        nbPages: Math.ceil(found.length / hitsPerPage),
                        hitsPerPage,
                        exhaustiveNbHits: true,
                        query: sent.query,
                        params: '',
                        index: 'stories',
                        processingTimeMS: 1,
                        facets: facetCounts(found, sent.facets),
                    };
                }),
            },
        };
    };
}
