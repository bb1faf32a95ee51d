import type { Delivery, SendStop } from '../send-with-retries';

/** Purges surrogate keys at the CDN in front of the site (CDN_PURGE). */
export interface CdnPurger {
    /** `varnish`, `fastly` or `cloudflare`. */
    readonly kind: string;
    /**
     * Purges the keys, retrying failures; resolves in every case (a failed purge is logged and
     * left to the CDN's own expiry), so a content reload never fails because of the CDN. `ok`
     * when every key was purged; `unsent`, the keys a stop kept from being sent (server/push/outbox.ts).
     */
    purge(keys: readonly string[], stop?: SendStop): Promise<Delivery>;
}
