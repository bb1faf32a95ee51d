/** Schemes a link in a story may use; anything else (javascript:, data:, vbscript: …) is dropped. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function parseUrl(value: unknown): URL | null {
    if (typeof value !== 'string' || value.trim() === '') return null;
    try {
        return new URL(value.trim());
    } catch {
        return null;
    }
}

/** The href when it is an absolute http(s), mailto or tel URL; otherwise null. */
export function safeLinkHref(value: unknown): string | null {
    const url = parseUrl(value);
    return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** A scheme at the start of a link: `https:`, `mailto:`, `javascript:`. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link of a story body as Prezly's editor writes it (docs/content-format.md, "Story bodies"):
 * an absolute http(s), mailto or tel link; a fragment (`#key-figures`), kept as it is, within the
 * page; or an address relative to the newsroom (`/other-story`, `//host/x`), read against the
 * newsroom's own address, as it is on Prezly's site. Anything else (javascript:, data: …) is null.
 */
export function storyLinkHref(value: unknown, newsroomUrl: string): string | null {
    if (typeof value !== 'string') return null;
    const link = value.trim();
    if (/^#[^\s#]+$/.test(link)) return link;
    if (link === '' || link.startsWith('#') || SCHEME.test(link)) return safeLinkHref(link);
    try {
        return safeWebUrl(new URL(link, newsroomUrl).href);
    } catch {
        return null;
    }
}

/** The URL when it is an absolute http(s) URL (web pages a card may link to); otherwise null. */
export function safeWebUrl(value: unknown): string | null {
    const url = parseUrl(value);
    return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/**
 * Pictures from other hosts (oEmbed thumbnails, contact avatars) are shown only when they are on
 * an origin the Content-Security-Policy allows for images: our own site and the assets CDN.
 * Anything else would be blocked by the browser (a broken image) and would tell a third party
 * who reads the story.
 */
export function displayableImageUrl(value: unknown, allowedOrigins: readonly string[]): string | null {
    const href = safeWebUrl(value);
    if (!href) return null;
    const origin = new URL(href).origin;
    return allowedOrigins.some((allowed) => originOf(allowed) === origin) ? href : null;
}

function originOf(value: string): string | null {
    return parseUrl(value)?.origin ?? null;
}

/** A tel: href from a phone number as people write it: "+32 (0)2 123 45 67" → tel:+3221234567. */
export function telHref(phone: string): string | null {
    const digits = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
    const normalised = digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : digits.replace(/\+/g, '');
    return /\d{3,}/.test(normalised) ? `tel:${normalised}` : null;
}
