import type { LocalizedCategory } from '../../../domain/content';
import type { RequestContext } from '../../request-scope/request-context';

/**
 * The category a path's slug names in the page's language, for its page and its feed; else a
 * temporary redirect to `addressOf` the same slug in another language that has it (a shared or
 * hand-edited link); else null, the not-found page.
 */
export function categoryOfPath(
    { snapshot, language }: RequestContext,
    slug: string,
    addressOf: (languageCode: string, slug: string) => string,
): { category: LocalizedCategory } | { redirect: string } | null {
    const category = snapshot.categories.bySlug(language.code, slug);
    if (category) return { category };
    const elsewhere = snapshot.categories.otherLanguageWith(language.code, slug);
    return elsewhere ? { redirect: addressOf(elsewhere, slug) } : null;
}
