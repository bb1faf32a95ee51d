import type { Newsroom } from './content';

/** The two policy pages, by their path name (domain/routes.ts NAMED_PAGES). */
export type PolicyPageName = 'privacy-policy' | 'cookie-policy';

/** The newsroom's own policy: the address where it lives, or its text (HTML or plain text). */
export type OwnPolicy = { link: string } | { content: string };

/**
 * The newsroom's own policy for a page, when it has one. Prezly's stock text (`origin: default`)
 * is not the newsroom's own: for it, as for none, the page shows the site's generic text, which
 * is written for this press room and translated into every interface language.
 */
export function ownPolicy(newsroom: Pick<Newsroom, 'policies'>, page: PolicyPageName): OwnPolicy | null {
    const policy = page === 'privacy-policy' ? newsroom.policies.privacy_policy : newsroom.policies.cookie_policy;
    if (!policy) return null;
    if ('link' in policy) return { link: policy.link };
    return policy.origin === 'custom' && policy.content.trim() ? { content: policy.content } : null;
}
