import { z } from 'zod';
import { PrezlyError, toPrezlyError } from './prezly-errors';

/** One page of a paged list: raw records (validated later, one by one) and the total. */
export interface RawPage {
    records: unknown[];
    total: number;
}

/** `{ [key]: [...] }`: a list answer, its records left unchecked for the loader. */
export const recordsUnder = (key: string) =>
    z.object({ [key]: z.array(z.unknown()) }).transform((value) => value[key]!);

/** A paged list answer: the records under `key` and the total the API matched. */
export const pageUnder = (key: string) =>
    z
        .object({
            [key]: z.array(z.unknown()),
            pagination: z.object({ matched_records_number: z.number().int().min(0) }),
        })
        .transform(
            (value): RawPage => ({
                records: value[key] as unknown[],
                total: (value.pagination as { matched_records_number: number }).matched_records_number,
            }),
        );

export const anObject = z.record(z.string(), z.unknown());

/**
 * Makes one Prezly call and checks the outer shape of its answer. Transport and API errors
 * become PrezlyErrors naming `what` was asked for; so does an answer of the wrong shape.
 */
export async function callPrezly<S extends z.ZodType>(
    what: string,
    shape: S,
    request: () => Promise<unknown>,
    newsroomUuid: string,
): Promise<z.output<S>> {
    let answer: unknown;
    try {
        answer = await request();
    } catch (error) {
        throw toPrezlyError(error, { what, newsroomUuid });
    }
    const parsed = shape.safeParse(answer);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
        throw new PrezlyError(`Prezly sent a malformed answer for ${what}${where}: ${issue?.message}`);
    }
    return parsed.data as z.output<S>;
}

/** True when a call failed because Prezly does not have what was asked for. */
export function isNotFound(error: unknown): boolean {
    return error instanceof PrezlyError && error.status === 404;
}
