/**
 * The surrogate key of what every page shows: header, footer, company information, theme, the
 * language menu. Every cached answer carries it, so a purge of it is a purge of the whole site,
 * what the outbox falls back to when too many keys wait (server/push/outbox.ts). The other keys
 * are named in server/cache/surrogate-keys.ts, which gives this one with them.
 */
export const SITE_KEY = 'site';
