import type { ContentDocument, Newsroom } from './content';
import { inlineText } from './stories/story-blocks';

/** The two policy pages, by their path name (domain/routes.ts NAMED_PAGES). */
export type PolicyPageName = 'privacy-policy' | 'cookie-policy';

/**
 * The newsroom's policy as its page shows it: the address where it lives, its text as a Prezly
 * Content Format document, or (in an export written by hand) HTML or plain text.
 */
export type OwnPolicy = { link: string } | { document: ContentDocument } | { html: string };

/**
 * The policy Prezly keeps for the newsroom, for a page, when there is one: whatever its origin,
 * the newsroom's own text (`custom`) or the text Prezly keeps for it (`default`), as Prezly's own
 * theme shows it. Null when Prezly gives none (no policy, an empty text): the page then shows the
 * site's generic text, translated into every interface language (docs/decisions/0020-prezly-as-its-contract-means-it.md).
 */
export function ownPolicy(newsroom: Pick<Newsroom, 'policies'>, page: PolicyPageName): OwnPolicy | null {
    const policy = page === 'privacy-policy' ? newsroom.policies.privacy_policy : newsroom.policies.cookie_policy;
    if (!policy) return null;
    if ('link' in policy) return { link: policy.link };
    if ('document' in policy) {
        return inlineText({ children: policy.document.children }).trim() ? { document: policy.document } : null;
    }
    return policy.html.trim() ? { html: policy.html } : null;
}
