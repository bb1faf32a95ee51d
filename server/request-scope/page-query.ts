import { z } from 'zod';
import { pageCount } from '../../domain/stories/load-more';

/**
 * `?page=N` of paged lists: a positive whole number written plainly (no sign, no leading zero,
 * at most six digits). Anything else (`0`, `-1`, `abc`, `1e3`, a repeated parameter, a
 * 20-digit number) names no page, and the route answers with the not-found page.
 */
const PageQuerySchema = z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional()
    .transform((page) => page ?? 1);

/** The requested page number, or null when the parameter is not a valid page number. */
export function parsePageQuery(value: unknown): number | null {
    const parsed = PageQuerySchema.safeParse(value);
    return parsed.success ? parsed.data : null;
}

/**
 * Whether a list has the page: page 1 always exists (it may show an empty notice), later pages
 * only up to the page count of docs/product-rules.md §4.6.
 */
export function hasPage(page: number, totalItems: number, pageSize: number, withHighlightedStory = false): boolean {
    return page <= Math.max(1, pageCount(totalItems, pageSize, withHighlightedStory));
}
