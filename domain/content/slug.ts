import { z } from 'zod';

/**
 * A story's or a category's URL slug as Prezly writes them, in any script (docs/content-format.md,
 * "Slugs"): letters, combining marks (Thai, Hindi, Arabic vowel signs…), numbers, and `_ . ~ -`
 * after the first character, like a tag's slug (tag.ts) plus the punctuation Prezly keeps. Every
 * route that reads a slug from a path (story page, JSON, PDF, media kit, category, the search
 * filter) checks it with this one pattern, so a slug the content accepts is one every route
 * answers.
 */
const URL_SLUG_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}_.~-]*$/u;

/** Longer than any slug Prezly makes; a longer segment is no slug. */
const URL_SLUG_MAX_LENGTH = 255;

export const UrlSlugSchema = z.string().min(1).max(URL_SLUG_MAX_LENGTH).regex(URL_SLUG_PATTERN, 'Expected a URL slug');

/** Whether a path segment (decoded) has the form of a slug. */
export function isUrlSlug(segment: string): boolean {
    return segment.length <= URL_SLUG_MAX_LENGTH && URL_SLUG_PATTERN.test(segment);
}
