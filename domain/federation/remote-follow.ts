/**
 * Mastodon's remote-follow page on the visitor's own server: it looks the account up there and
 * offers its Follow button. `account` is `press@newsroom.example`, without the leading `@`;
 * `host` a checked server name (MastodonInstanceSchema, domain/share/mastodon.ts).
 */
export function mastodonFollowUrl(host: string, account: string): string {
    return `https://${host}/authorize_interaction?uri=${encodeURIComponent(`acct:${account}`)}`;
}

/** How a handle is shown and copied: `@press@newsroom.example`. */
export function displayedHandle(account: string): string {
    return `@${account}`;
}
