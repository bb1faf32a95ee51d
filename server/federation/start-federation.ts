import type { i18n } from 'i18next';
import type { Config } from '../config/config';
import type { Logger } from '../logger';
import { createFederationService, type FederationService } from './federation-service';
import { createFederationStores } from './stores/federation-stores';

/** Where the federation's keys and queue go in Redis (REDIS_URL), beside the site's other keys. */
const REDIS_KEY_PREFIX = 'newsroom:fedify:';

/**
 * The serving process's federation (docs/federation.md), or null when it is off: by
 * FEDERATION_ENABLED=false, or because several processes (WEB_CONCURRENCY > 1) would share the
 * embedded store, which only one process may write; REDIS_URL lets them share Redis instead.
 * `publishes` is true in the process that reads the content: it alone posts the changes.
 */
export async function startFederation(
    config: Config,
    logger: Logger,
    i18n: i18n,
    options: { publishes: boolean },
): Promise<FederationService | null> {
    if (!config.FEDERATION_ENABLED) return null;
    if (config.webConcurrency > 1 && !config.REDIS_URL) {
        logger.warn(
            'Fediverse: off, because WEB_CONCURRENCY > 1 needs REDIS_URL to share the followers and the delivery queue (docs/federation.md)',
        );
        return null;
    }
    if (config.FEDERATION_ALLOW_PRIVATE_ADDRESS) {
        logger.warn(
            'Fediverse: FEDERATION_ALLOW_PRIVATE_ADDRESS is on: the site fetches from and delivers to private addresses (development and intranets only)',
        );
    }
    const stores = await createFederationStores(
        { redisUrl: config.REDIS_URL, keyPrefix: REDIS_KEY_PREFIX, storeFile: config.FEDERATION_STORE_FILE },
        logger,
    );
    logger.info(
        `Fediverse: followers and deliveries kept in ${stores.kind === 'redis' ? 'Redis' : config.FEDERATION_STORE_FILE}`,
    );
    return createFederationService({
        config,
        logger,
        i18n,
        kv: stores.kv,
        queue: stores.queue,
        publishes: options.publishes,
        closeStores: () => stores.close(),
    });
}
