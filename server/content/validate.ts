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

/**
 * Parses a list record by record, so one bad entry is reported and skipped while the rest of
 * the list is kept.
 */
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
    const parsed: z.output<S>[] = [];
    records.forEach((record, index) => {
        const result = schema.safeParse(record);
        if (result.success) parsed.push(result.data);
        else problems.push(...problemsOf(file, result.error, [index]));
    });
    return parsed;
}
