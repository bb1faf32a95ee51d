/**
 * The part of Prezly's query language (https://developers.prezly.com, "Prezly Query Language")
 * that the site sends: `$and`, `$or`, and per-field `$in`, `$nin`, `$eq`, `$ne`, `$all`, the
 * comparisons `$gt`, `$ge`, `$lt`, `$le` (dates compare as instants), or a plain value. Anything else makes the stand-in answer 400, so an adapter change that sends a query
 * the stand-in does not understand fails loudly instead of matching everything.
 */
type Rec = Record<string, unknown>;

export class UnsupportedQueryError extends Error {}

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field names as the API knows them, resolved on a story, gallery or contact record. */
function valuesOf(record: Rec, fieldName: string): unknown[] {
    switch (fieldName) {
        case 'locale':
            return [isRecord(record.culture) ? record.culture.code : undefined];
        case 'category.id':
            return Array.isArray(record.categories) ? record.categories.map((c) => (isRecord(c) ? c.id : c)) : [];
        default: {
            let value: unknown = record;
            for (const part of fieldName.split('.')) value = isRecord(value) ? value[part] : undefined;
            return [value];
        }
    }
}

function matchesCondition(values: unknown[], condition: unknown): boolean {
    if (!isRecord(condition)) return values.includes(condition);
    return Object.entries(condition).every(([operator, operand]) => {
        switch (operator) {
            case '$in':
                return Array.isArray(operand) && values.some((value) => operand.includes(value));
            case '$nin':
                return Array.isArray(operand) && !values.some((value) => operand.includes(value));
            case '$all':
                return Array.isArray(operand) && operand.every((wanted) => values.includes(wanted));
            case '$eq':
                return values.includes(operand);
            case '$ne':
                return !values.includes(operand);
            case '$gt':
            case '$ge':
            case '$lt':
            case '$le':
                return values.some((value) => compares(operator, value, operand));
            default:
                throw new UnsupportedQueryError(`Unsupported query operator ${operator}`);
        }
    });
}

/** Prezly's comparisons: ISO dates as instants, numbers as numbers; anything else never matches. */
function compares(operator: string, value: unknown, operand: unknown): boolean {
    const asNumber = (x: unknown) => (typeof x === 'number' ? x : typeof x === 'string' ? Date.parse(x) : Number.NaN);
    const left = asNumber(value);
    const right = asNumber(operand);
    if (Number.isNaN(left) || Number.isNaN(right)) return false;
    if (operator === '$gt') return left > right;
    if (operator === '$ge') return left >= right;
    if (operator === '$lt') return left < right;
    return left <= right;
}

export function matchesQuery(record: Rec, query: unknown): boolean {
    if (query === undefined || query === null || query === '') return true;
    const parsed = typeof query === 'string' ? JSON.parse(query) : query;
    if (!isRecord(parsed)) throw new UnsupportedQueryError('A query must be an object');
    return Object.entries(parsed).every(([key, condition]) => {
        if (key === '$and') return asArray(condition).every((part) => matchesQuery(record, part));
        if (key === '$or') return asArray(condition).some((part) => matchesQuery(record, part));
        if (key.startsWith('$')) throw new UnsupportedQueryError(`Unsupported query operator ${key}`);
        return matchesCondition(valuesOf(record, key), condition);
    });
}

function asArray(value: unknown): unknown[] {
    if (!Array.isArray(value)) throw new UnsupportedQueryError('$and and $or take a list');
    return value;
}

/** Prezly sort strings: comma-separated fields, `-` for descending (`-is_pinned,-published_at`). */
export function sortRecords<T extends Rec>(records: T[], sort: unknown): T[] {
    if (typeof sort !== 'string' || sort === '') return records;
    const columns = sort.split(',').map((column) => ({
        name: column.replace(/^[-+]/, ''),
        direction: column.startsWith('-') ? -1 : 1,
    }));
    const key = (value: unknown) => (typeof value === 'boolean' ? Number(value) : (value ?? ''));
    return [...records].sort((a, b) => {
        for (const { name, direction } of columns) {
            const left = key(valuesOf(a, name)[0]);
            const right = key(valuesOf(b, name)[0]);
            if (left < right) return -direction;
            if (left > right) return direction;
        }
        return 0;
    });
}
