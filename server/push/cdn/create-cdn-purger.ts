import type { Config } from '../../config/config';
import type { Logger } from '../../logger';
import type { CdnPurger } from './cdn-purger';
import { cloudflarePurge } from './cloudflare-purge';
import { fastlyPurge } from './fastly-purge';
import { purgeWithRetries } from './purge-with-retries';
import { varnishPurge } from './varnish-purge';

/** The purger named by CDN_PURGE (config.ts checks each one's settings), or none. */
export function createCdnPurger(config: Config, logger: Logger): CdnPurger | null {
    const options = { logger, timeoutMs: config.CDN_PURGE_TIMEOUT_MS, retries: config.CDN_PURGE_RETRIES };
    switch (config.CDN_PURGE) {
        case 'varnish':
            return purgeWithRetries(varnishPurge(config.VARNISH_URL!), options);
        case 'fastly':
            return purgeWithRetries(
                fastlyPurge({
                    apiUrl: config.FASTLY_API_URL,
                    serviceId: config.FASTLY_SERVICE_ID!,
                    token: config.FASTLY_API_TOKEN!,
                }),
                options,
            );
        case 'cloudflare':
            return purgeWithRetries(
                cloudflarePurge({
                    apiUrl: config.CLOUDFLARE_API_URL,
                    zoneId: config.CLOUDFLARE_ZONE_ID!,
                    token: config.CLOUDFLARE_API_TOKEN!,
                }),
                options,
            );
        default:
            return null;
    }
}
