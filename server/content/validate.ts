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
 * skipped, the rest of the list is kept.
 */
export function keepValidRecords<S extends z.ZodType>(
    schema: S,
    records: readonly unknown[],
    placeOf: (record: unknown, index: number) => RecordPlace,
    problems: ContentProblem[],
): z.output<S>[] {
    const parsed: z.output<S>[] = [];
    records.forEach((record, index) => {
        const result = schema.safeParse(record);
        if (result.success) parsed.push(result.data);
        else {
            const { file, prefix } = placeOf(record, index);
            problems.push(...problemsOf(file, result.error, prefix));
        }
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
