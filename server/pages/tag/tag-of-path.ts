import type { LocalizedTag } from '../../../domain/content';
import { isTagSlug } from '../../../domain/content/tag';
import type { ContentSnapshot } from '../../content/content-snapshot';
import type { RequestContext } from '../../request-scope/request-context';

/** The tag a path segment names in a language, or undefined: malformed and unknown tags alike. */
export function tagFromParam(
    snapshot: ContentSnapshot,
    languageCode: string,
    segment: unknown,
): LocalizedTag | undefined {
    if (typeof segment !== 'string' || !isTagSlug(segment)) return undefined;
    return snapshot.tags.bySlug(languageCode, segment);
}

/**
 * The tag a path names in the page's language, for its page and its feed; else a temporary
 * redirect to `addressOf` the tag in another language whose stories carry it (a shared link);
 * else null, the not-found page.
 */
export function tagOfPath(
    { snapshot, language }: RequestContext,
    segment: string,
    addressOf: (languageCode: string, slug: string) => string,
): { tag: LocalizedTag } | { redirect: string } | null {
    const tag = tagFromParam(snapshot, language.code, segment);
    if (tag) return { tag };
    const elsewhere = isTagSlug(segment) ? snapshot.tags.otherLanguageWith(language.code, segment) : undefined;
    return elsewhere ? { redirect: addressOf(elsewhere, segment) } : null;
}
