import type { KvStore, MessageQueue } from '@fedify/fedify';
import type { i18n } from 'i18next';
import { resolveInterfaceLanguage } from '../../domain/locale/locale-code';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import type { FederationData } from './federation-data';
import { createNewsroomFederation, type FederationConfig, type NewsroomFederation } from './newsroom-federation';
import { StoryPublisher } from './story-publications';

/** What NodeInfo and the User-Agent of our deliveries state. */
const SOFTWARE_VERSION = '1.0.0';

/** The site's presence on the fediverse, as the app and the serving process use it (docs/federation.md). */
export interface FederationService {
    federation: NewsroomFederation;
    /** Tells followers of what a new snapshot changed; never rejects (story-publications.ts). */
    publish(snapshot: ContentSnapshot): Promise<void>;
    /**
     * Once the source serves content: starts delivering what the queue holds (and handling the
     * inbox activities queued) with the newest snapshot, and posts what changed while the site
     * was down (on the very first start, records what is already public). Until then activities
     * wait in the queue.
     */
    start(content: Pick<ContentSource, 'get' | 'subscribe'>): Promise<void>;
    /** Stops delivering; what is left in the queue stays there for the next start (or another instance). */
    close(): Promise<void>;
}

export interface FederationServiceOptions {
    config: FederationConfig;
    logger: Logger;
    i18n: i18n;
    kv: KvStore;
    queue: MessageQueue;
    /** Whether this process posts content changes: the one that reads the content does. */
    publishes: boolean;
    /** Closes the stores' connections and writes what the embedded store still holds. */
    closeStores?: () => Promise<void>;
}

export function createFederationService(options: FederationServiceOptions): FederationService {
    const { config, logger, kv, queue } = options;
    const federation = createNewsroomFederation({
        config,
        logger,
        kv,
        queue,
        version: SOFTWARE_VERSION,
        translate: (code, key) => options.i18n.getFixedT(resolveInterfaceLanguage(code, () => {}))(key),
    });
    const publisher = new StoryPublisher(federation, kv, logger);
    const stop = new AbortController();
    let delivering: Promise<void> | null = null;
    return {
        federation,
        publish: (snapshot) => (options.publishes ? publisher.publish(snapshot) : Promise.resolve()),
        async start(content) {
            let latest = await content.get();
            content.subscribe((snapshot) => {
                latest = snapshot;
            });
            const data: FederationData = {
                get snapshot() {
                    return latest;
                },
            };
            delivering ??= federation.federation.startQueue(data, { signal: stop.signal }).catch((error: unknown) => {
                logger.error(
                    `Fediverse: the delivery queue stopped: ${error instanceof Error ? error.message : String(error)}`,
                );
            });
            await this.publish(latest);
        },
        async close() {
            stop.abort();
            await delivering;
            // Posts still being decided go into the queue before the stores close.
            await publisher.settled();
            await options.closeStores?.();
        },
    };
}
