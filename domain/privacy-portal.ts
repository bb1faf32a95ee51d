import { toUrlPrefix } from './locale/locale-code';

export type PrivacyPortalAction = 'subscribe' | 'data-request';

/**
 * docs/product-rules.md §7.5: `{privacy host}/{language, lowercase: pt-br}/newsroom/{uuid}/{action}?email={email}`. The portal
 * wants a real locale, so the slug is the language's own lowercase code (`en`, `pt-br`), never
 * the empty prefix the default language has in our URLs.
 */
export function privacyPortalUrl(options: {
    portalUrl: string;
    languageCode: string;
    newsroomUuid: string;
    action?: PrivacyPortalAction;
    email?: string;
}): string {
    const base = options.portalUrl.replace(/\/+$/, '');
    const path = `${base}/${toUrlPrefix(options.languageCode)}/newsroom/${encodeURIComponent(options.newsroomUuid)}/${options.action ?? 'subscribe'}`;
    return options.email ? `${path}?email=${encodeURIComponent(options.email)}` : path;
}
