import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ContentProblem } from './content-source';
import { problemsOf } from './validate';

/** Reads one JSON file of a content directory; a missing or malformed file becomes a problem. */
export function readJsonFile(directory: string, relative: string, problems: ContentProblem[]): unknown {
    try {
        return JSON.parse(readFileSync(path.join(directory, relative), 'utf8'));
    } catch (error) {
        const message = error instanceof SyntaxError ? `Invalid JSON: ${error.message}` : 'File cannot be read';
        problems.push({ file: relative, field: '(file)', message });
        return undefined;
    }
}

/** Mends a raw record before validation, naming what it left out (story images, say). */
export type RecordMender = (raw: unknown) => { record: unknown; leftOut: { field: string; message: string }[] };

/**
 * Reads and validates `folder/name` for each name, in order. Valid records are returned; a file
 * that cannot be read, parsed or validated is reported by file and field and skipped. `mend`
 * may first take out parts that must not cost the whole record; each is reported too.
 * Synchronous on purpose: for thousands of small files it is several times faster than as many
 * pending promises. Callers keep the event loop free by reading in chunks or in a worker.
 */
export function readRecordFiles<S extends z.ZodType>(
    directory: string,
    folder: string,
    names: readonly string[],
    schema: S,
    problems: ContentProblem[],
    mend?: RecordMender,
): z.output<S>[] {
    const records: z.output<S>[] = [];
    for (const name of names) {
        const file = `${folder}/${name}`;
        let raw = readJsonFile(directory, file, problems);
        if (raw === undefined) continue;
        if (mend) {
            const mended = mend(raw);
            raw = mended.record;
            for (const part of mended.leftOut) problems.push({ file, ...part });
        }
        const result = schema.safeParse(raw);
        if (result.success) records.push(result.data);
        else problems.push(...problemsOf(file, result.error));
    }
    return records;
}
