import { z } from 'zod';
import { checkSubscribeEmail } from '../../domain/subscribe-email';

/** A real subscription form is a few hundred bytes; anything past this is refused (413). */
export const SUBSCRIBE_FORM_LIMIT_BYTES = 4 * 1024;
/** How much of a refused body is still read, so the typed address can be put back in the field. */
export const SUBSCRIBE_READ_LIMIT = '64kb';
/** Longest value put back in the field after a refusal. */
const KEPT_VALUE_LENGTH = 8 * 1024;
/** A form with more fields than this was not sent by our page. */
const MAX_FIELDS = 20;

/**
 * Messages are catalogue keys under `subscribe.` (docs/product-rules.md §5.3 wording in en.json). The address rule
 * is domain/subscribe-email.ts, which the browser applies too before tracking a submission.
 */
export const SubscribeFormSchema = z.object({
    email: z.preprocess(
        (value) => value ?? '',
        z.string({ error: 'invalidEmail' }).transform((typed, context) => {
            const checked = checkSubscribeEmail(typed);
            if ('email' in checked) return checked.email;
            context.addIssue({ code: 'custom', message: checked.problem });
            return z.NEVER;
        }),
    ),
});

export type SubscribeFormRead =
    | { ok: true; fields: Record<string, string | string[]> }
    /** The submission could not go through (docs/product-rules.md §5.3 'Something went wrong…'), with its 4xx. */
    | { ok: false; status: 400 | 413; value: string };

/**
 * Reads the urlencoded body the form posts. A body that is too large or malformed cannot go
 * through; it still gives back the first `email` value it holds, so the visitor keeps it.
 */
export function readSubscribeForm(body: unknown): SubscribeFormRead {
    if (typeof body !== 'string') return { ok: true, fields: {} };
    const params = new URLSearchParams(body);
    const value = (params.get('email') ?? '').slice(0, KEPT_VALUE_LENGTH);
    if (Buffer.byteLength(body) > SUBSCRIBE_FORM_LIMIT_BYTES) return { ok: false, status: 413, value };
    if (!isWellFormed(body) || [...params.keys()].length > MAX_FIELDS) return { ok: false, status: 400, value };
    const fields: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        fields[key] = values.length === 1 ? values[0]! : values;
    }
    return { ok: true, fields };
}

/** Every `%` starts a valid escape and the escapes decode to UTF-8: what a browser sends. */
function isWellFormed(body: string): boolean {
    try {
        for (const part of body.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, ' '));
        return true;
    } catch {
        return false;
    }
}

/** The value to put back in the field, from a body that did parse. */
export function typedValue(fields: Record<string, string | string[]>): string {
    const raw = fields.email;
    return typeof raw === 'string' ? raw.slice(0, KEPT_VALUE_LENGTH) : '';
}
