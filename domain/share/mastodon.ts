import { z } from 'zod';

/**
 * A Mastodon server's host name: labels of letters, digits and inner dashes, at least two, the
 * last one starting with a letter (so no IP address and no `localhost`), 253 characters at most.
 * International names arrive in their ASCII (punycode) form.
 */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * What people type for their server: `mastodon.social`, `https://mastodon.social/`,
 * `@ada@mastodon.social`, `Mastodon.Social`, `fosstodon.org/@ada`, an IDN like `mästodon.de`.
 * It becomes the bare host name, or fails.
 */
function hostOf(typed: string): string | null {
    // A handle names its server: `@ada@mastodon.social` or `ada@mastodon.social`.
    const handle = /^@?[A-Za-z0-9_]+@([^@]+)$/.exec(typed);
    let text = handle ? handle[1]! : typed;
    text = text.replace(/^https?:\/\//i, '').split(/[/?#]/)[0]!;
    if (!text || /[\s:@\\]/.test(text)) return null;
    try {
        return new URL(`https://${text}`).hostname.replace(/\.$/, '');
    } catch {
        return null;
    }
}

export const MastodonInstanceSchema = z
    .string()
    .trim()
    .min(1)
    .max(300)
    .transform((typed, context) => {
        const host = hostOf(typed);
        if (host && HOST.test(host)) return host;
        context.addIssue({ code: 'custom', message: 'Expected the host name of a Mastodon server' });
        return z.NEVER;
    });

/** The longest title we pass on: a post is 500 characters on most servers. */
export const MAX_SHARED_TITLE = 300;

/** Mastodon's own share page on the visitor's server, with the post's text filled in. */
export function mastodonShareUrl(host: string, page: { title: string; url: string }): string {
    const text = `${page.title.slice(0, MAX_SHARED_TITLE)} ${page.url}`;
    return `https://${host}/share?${new URLSearchParams({ text })}`;
}
