import type { ChangeBus, ChangeMessage } from '../bus/change-bus';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import type { FederationService } from '../federation/federation-service';
import type { Logger } from '../logger';
import type { ChangeAnnouncer } from '../push/change-announcer';
import type { Outbox } from '../push/outbox';
import { type ContentChanges, changedKeys } from './content-diff';
import type { PageCache } from './page-cache';
import { ANY_CONTENT_KEY, SITE_KEY } from './surrogate-keys';

export interface InvalidationOptions {
    content: ContentSource;
    caches: PageCache[];
    logger: Logger;
    /** Sends the CDN purges (CDN_PURGE), and keeps what a stop leaves unsent (server/push/outbox.ts). */
    outbox?: Outbox;
    bus?: ChangeBus;
    /** WebSub and IndexNow (server/push/); given to the one process that reads the content. */
    announcer?: ChangeAnnouncer | null;
    /** Posts the stories' changes to the fediverse (docs/federation.md); the process that reads the content posts. */
    federation?: FederationService | null;
    /** How each page kind's own content is compared (server/pages/page-kind.ts, `changedKeys`). */
    kindChanges: readonly ContentChanges[];
}

/**
 * Keeps the page caches (and the CDN) in step with the content. On each new snapshot: the keys
 * that changed since the previous one (content-diff.ts) are evicted from every cache, purged at
 * the CDN, and published on the bus so that the other processes reload and evict them too.
 *
 * A change a peer published makes this process reload its own content; its eviction then covers
 * the peer's keys as well as its own diff. It purges the CDN again after its own reload: a CDN
 * that refetched a page from this process before it had reloaded would otherwise keep the old
 * page, so the last process to reload is the one whose purge counts. It does not publish again.
 *
 * Returns the content source for the routes: its reload() (webhook) first tells the peers to
 * reload alongside, so a change reaches them in one reload's time rather than two.
 */
export function keepCachesCurrent(options: InvalidationOptions): ContentSource {
    const { content, caches, logger, outbox, bus, announcer, federation, kindChanges } = options;
    let previous: ContentSnapshot | null = null;
    void content.get().then(
        (snapshot) => {
            previous ??= snapshot;
        },
        () => {},
    );
    const fromPeers = new Set<string>();
    let reloadingForPeer = 0;

    const evict = (keys: readonly string[], version: number) => {
        let evicted = 0;
        for (const cache of caches) evicted += cache.invalidate(keys, version);
        return { evicted, kept: caches.reduce((sum, cache) => sum + cache.size, 0) };
    };

    content.subscribe((snapshot) => {
        const started = performance.now();
        const keys = safeChangedKeys(previous, snapshot, kindChanges, logger);
        const diffMs = Math.round(performance.now() - started);
        const before = previous;
        previous = snapshot;
        const fromPeer = reloadingForPeer > 0;
        const evictedKeys = [...new Set([...keys, ...fromPeers])];
        fromPeers.clear();
        const { evicted, kept } = evict(evictedKeys, snapshot.version);
        if (evictedKeys.length === 0) return;
        logger.info(
            `Content changed${fromPeer ? ' (told by another process)' : ''}: ${keys.length} keys (compared in ${diffMs} ms); evicted ${evicted} cached pages, kept ${kept}`,
            { keys: evictedKeys.slice(0, 50), evicted, kept, diffMs },
        );
        if (keys.length === 0) return;
        outbox?.send('purge', keys);
        // The process that read the change announces it; one that reloaded because a peer told it does not.
        if (before && !fromPeer) announcer?.announce(before, snapshot);
        // Compared with the stories already told, not with `before` (story-publications.ts).
        if (!fromPeer) void federation?.publish(snapshot);
        if (!fromPeer && !content.sharesChanges) bus?.publish({ keys });
    });

    /** Reloads because a peer said so; resolves true when the reload succeeded. */
    const reloadForPeer = (keys: readonly string[]): Promise<boolean> => {
        for (const key of keys) fromPeers.add(key);
        reloadingForPeer++;
        return content
            .reload()
            .then(
                () => true,
                // Logged by the source; the keys are evicted with the next snapshot.
                () => false,
            )
            .finally(() => {
                reloadingForPeer--;
            });
    };
    // A source that shares its changes tells the other processes itself, and applies theirs;
    // each process then evicts (and purges) by its own comparison.
    if (content.sharesChanges) return content;
    bus?.subscribe(peerListener(reloadForPeer, (keys) => previous && evict(keys, previous.version)));
    return bus ? wakingPeersOnReload(content, bus) : content;
}

/** The source, whose reload() first tells the other processes to reload too. */
function wakingPeersOnReload(content: ContentSource, bus: ChangeBus): ContentSource {
    return {
        ...content,
        reload: (request) => {
            bus.publish({ keys: [], reloading: true });
            return content.reload(request);
        },
    };
}

/**
 * A peer's `reloading` starts a reload here at once. Its change, when it follows, needs no second
 * reload if one started since its `reloading`: that reload read the source after the change
 * was announced, so it holds the change; only the peer's keys are evicted on top.
 */
function peerListener(
    reloadForPeer: (keys: readonly string[]) => Promise<boolean>,
    evictNow: (keys: readonly string[]) => void,
): (message: ChangeMessage) => void {
    const reloadsByOrigin = new Map<string, Promise<boolean>>();
    return ({ origin, keys, reloading, content }) => {
        // A shared change is for the content source (server/content/sharing/), not a request to reload.
        if (content !== undefined) return;
        if (reloading) {
            reloadsByOrigin.set(origin, reloadForPeer([]));
            return;
        }
        const started = reloadsByOrigin.get(origin);
        reloadsByOrigin.delete(origin);
        if (!started) {
            void reloadForPeer(keys);
            return;
        }
        void started.then((reloaded) => {
            if (reloaded) evictNow(keys);
            else void reloadForPeer(keys);
        });
    };
}

/**
 * The changed keys; should comparing ever fail, `site`, which every response carries: the
 * caches empty, as they did before keys, rather than the reload failing or pages going stale.
 */
function safeChangedKeys(
    previous: ContentSnapshot | null,
    snapshot: ContentSnapshot,
    kindChanges: readonly ContentChanges[],
    logger: Logger,
): string[] {
    try {
        return [...changedKeys(previous, snapshot, kindChanges)];
    } catch (error) {
        logger.error(
            `Comparing content failed (${error instanceof Error ? error.message : String(error)}): evicting every page`,
        );
        return [SITE_KEY, ANY_CONTENT_KEY];
    }
}
