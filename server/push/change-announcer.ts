import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { Logger } from '../logger';
import { ANNOUNCE_EVERY_CHANGE, type AnnouncementClaims } from './announce-once';
import { changePushes, type StoryFeeds } from './change-pushes';
import { createIndexNowSubmitter } from './indexnow';
import type { Outbox, OutboxSenders } from './outbox';
import { createWebSubPublisher } from './websub';

/** Tells WebSub's hub and IndexNow of a content change (docs/journalists.md). */
export interface ChangeAnnouncer {
    /** Hands the change's pushes to the outbox once claimed: never awaited, never throws, failures logged. */
    announce(previous: ContentSnapshot, next: ContentSnapshot): void;
    /** Lets go of the connection that decides which instance announces (announce-once.ts). */
    close(): Promise<void>;
}

type PushSettings = Pick<
    Config,
    | 'WEBSUB_HUB_URL'
    | 'INDEXNOW_KEY'
    | 'INDEXNOW_ENDPOINT'
    | 'BASE_PATH'
    | 'siteUrl'
    | 'CDN_PURGE_TIMEOUT_MS'
    | 'CDN_PURGE_RETRIES'
>;

/**
 * The outbox's senders of the configured pushes (WEBSUB_HUB_URL, INDEXNOW_KEY). Each request has
 * the CDN purge's time limit and retries: they announce the same change.
 */
export function pushSenders(config: PushSettings, logger: Logger): OutboxSenders {
    const retries = { logger, timeoutMs: config.CDN_PURGE_TIMEOUT_MS, retries: config.CDN_PURGE_RETRIES };
    const hub = config.WEBSUB_HUB_URL ? createWebSubPublisher(config.WEBSUB_HUB_URL, retries) : null;
    const indexNow = config.INDEXNOW_KEY
        ? createIndexNowSubmitter(
              { key: config.INDEXNOW_KEY, endpoint: config.INDEXNOW_ENDPOINT, siteUrl: config.siteUrl },
              retries,
          )
        : null;
    return {
        ...(hub ? { websub: (feeds, stop) => hub.publish(feeds, stop) } : {}),
        ...(indexNow ? { indexnow: (pages, stop) => indexNow.submit(pages, stop) } : {}),
    };
}

/**
 * The announcer of the configured pushes, or null when neither is set; `outbox` sends them
 * (pushSenders), and keeps what a stop leaves unsent for the next start. `claims` says whether
 * this instance is the one to announce a change several instances apply (with Redis:
 * announce-once.ts); alone, it announces every change. A change's pushes enter the outbox once
 * claimed, so what a stop saves was claimed by this instance and never sent: the next start
 * sends it without claiming again, and no other instance announces it meanwhile.
 */
export function createChangeAnnouncer(
    config: PushSettings,
    logger: Logger,
    outbox: Outbox,
    storyFeeds: StoryFeeds,
    claims: AnnouncementClaims = ANNOUNCE_EVERY_CHANGE,
): ChangeAnnouncer | null {
    if (!config.WEBSUB_HUB_URL && !config.INDEXNOW_KEY) return null;
    const site = { basePath: config.BASE_PATH, siteUrl: config.siteUrl };
    return {
        announce(previous, next) {
            const failed = (error: unknown) =>
                // A change is never failed by its announcement.
                logger.error(
                    `Announcing a content change failed: ${error instanceof Error ? error.message : String(error)}`,
                );
            try {
                const { feeds, pages, id } = changePushes(previous, next, site, storyFeeds);
                if (feeds.length === 0 && pages.length === 0) return;
                void claims.claim(id).then((ours) => {
                    if (!ours) return;
                    outbox.send('websub', feeds);
                    outbox.send('indexnow', pages);
                }, failed);
            } catch (error) {
                failed(error);
            }
        },
        close: () => claims.close(),
    };
}
