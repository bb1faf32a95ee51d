import type { z } from 'zod';
import type { ContentProblem } from './content-source';

/** Describes a zod failure as one problem per issue, naming the field path. */
export function problemsOf(file: string, error: z.ZodError, prefix: (string | number)[] = []): ContentProblem[] {
    return error.issues.map((issue) => ({
        file,
        field: [...prefix, ...issue.path].map(String).join('.') || '(root)',
        message: issue.message,
    }));
}

/** Where a record came from, as its problems name it: a file, and the record's place in it. */
export interface RecordPlace {
    file: string;
    prefix?: (string | number)[];
}

/**
 * Validates records one by one, the one rule for content lists whatever their source (the
 * newsroom export's files, Prezly's answers): a bad record is reported where it came from and
 * skipped, the rest of the list is kept. With `leaveOut` (Prezly's records), a value a record
 * can do without is left out and reported instead (parseLeavingOut), and the record kept.
 */
export function keepValidRecords<S extends z.ZodType>(
    schema: S,
    records: readonly unknown[],
    placeOf: (record: unknown, index: number) => RecordPlace,
    problems: ContentProblem[],
    options: { leaveOut?: boolean } = {},
): z.output<S>[] {
    const parsed: z.output<S>[] = [];
    records.forEach((record, index) => {
        const result = options.leaveOut
            ? parseLeavingOut(schema, record)
            : { ...schema.safeParse(record), leftOut: [] as LeftOutField[] };
        const { file, prefix } = result.success && result.leftOut.length === 0 ? { file: '' } : placeOf(record, index);
        problems.push(...leftOutProblems(file, result.leftOut, prefix));
        if (result.success) parsed.push(result.data);
        else problems.push(...problemsOf(file, result.error, prefix));
    });
    return parsed;
}

/** A file's list, record by record (keepValidRecords); a file that holds no list is one problem. */
export function parseEach<S extends z.ZodType>(
    schema: S,
    records: unknown,
    file: string,
    problems: ContentProblem[],
): z.output<S>[] {
    if (!Array.isArray(records)) {
        problems.push({ file, field: '(root)', message: 'Expected a JSON array' });
        return [];
    }
    return keepValidRecords(schema, records, (_record, index) => ({ file, prefix: [index] }), problems);
}

/** A field a lenient parse left out of a record: where the record failed, and what went. */
export interface LeftOutField {
    /** The path of the failing value, as the record had it. */
    path: PropertyKey[];
    message: string;
    /** What was taken out for it: the value itself, or the nearest part the record can do without. */
    removed: PropertyKey[];
}

export type LenientResult<T> =
    | { success: true; data: T; leftOut: LeftOutField[] }
    | { success: false; error: z.ZodError; leftOut: [] };

/** Enough for any record: each round takes one value out. */
const MAX_ROUNDS = 200;

const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Validates a record, leaving out what it can do without: a value that fails is taken out, so
 * an optional field falls back to its default (or none) and a list goes on without the entry.
 * A value the record needs (a required field, or one named in `keep`) is not: its part of the
 * record goes instead, up to the record itself, which then fails with the problems of its first
 * parse. Issues are taken last first, so taking an entry out of a list never moves an entry
 * still to be looked at, and every path reported is the record's own.
 */
export function parseLeavingOut<S extends z.ZodType>(
    schema: S,
    record: unknown,
    keep: readonly string[] = [],
): LenientResult<z.output<S>> {
    const first = schema.safeParse(record);
    if (first.success) return { success: true, data: first.data, leftOut: [] };
    const leftOut: LeftOutField[] = [];
    const tried = new Set<string>();
    let current = record;
    let result: z.ZodSafeParseResult<z.output<S>> = first;
    for (let round = 0; round < MAX_ROUNDS && !result.success; round++) {
        const issue = result.error.issues.at(-1)!;
        let target = issue.path;
        while (target.length > 0 && tried.has(pathKey(target))) target = target.slice(0, -1);
        if (target.length === 0 || keep.includes(pathKey(target))) break;
        tried.add(pathKey(target));
        const reported = leftOut.find((field) => pathKey(field.path) === pathKey(issue.path));
        if (reported) reported.removed = target;
        else leftOut.push({ path: issue.path, message: issue.message, removed: target });
        current = without(current, target);
        result = schema.safeParse(current);
    }
    if (!result.success) return { success: false, error: first.error, leftOut: [] };
    return { success: true, data: result.data, leftOut: leftOut.reverse() };
}

/** A copy of `value` without what is at `path` (an entry of a list is taken out of it); only the path is copied. */
function without(value: unknown, path: readonly PropertyKey[]): unknown {
    if (typeof value !== 'object' || value === null || path.length === 0) return value;
    const [head, ...rest] = path;
    if (Array.isArray(value)) {
        const index = Number(head);
        if (!Number.isInteger(index) || index < 0 || index >= value.length) return value;
        const copy = [...value];
        if (rest.length === 0) copy.splice(index, 1);
        else copy[index] = without(copy[index], rest);
        return copy;
    }
    const copy: Record<PropertyKey, unknown> = { ...(value as Record<PropertyKey, unknown>) };
    if (!(head! in copy)) return value;
    if (rest.length === 0) delete copy[head!];
    else copy[head!] = without(copy[head!], rest);
    return copy;
}

/**
 * What a lenient parse left out, as problems of the record: the part that went, and why (the
 * failing value's own path first when it lay deeper: `newsroom_logo`, `original_width: Too small`).
 */
export function leftOutProblems(
    file: string,
    leftOut: readonly LeftOutField[],
    prefix: (string | number)[] = [],
): ContentProblem[] {
    return leftOut.map(({ path, message, removed }) => ({
        file,
        field: pathKey([...prefix, ...removed]),
        message: path.length > removed.length ? `${pathKey(path.slice(removed.length))}: ${message}` : message,
        leftOut: true,
    }));
}
