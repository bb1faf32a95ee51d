import { z } from 'zod';

/**
 * Prezly's API sends some nested objects (thumbnail images, story content) as JSON strings.
 * Accept either the string or the already-parsed value, and validate the result.
 */
export function jsonString<T extends z.ZodType>(schema: T) {
    return z.preprocess((value, ctx) => {
        if (typeof value !== 'string') return value;
        try {
            return JSON.parse(value);
        } catch {
            ctx.issues.push({ code: 'custom', message: 'Expected a JSON string', input: value });
            return z.NEVER;
        }
    }, schema);
}
