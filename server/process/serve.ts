import { createServer, type RequestListener } from 'node:http';
import { createSiteUrls } from '../../domain/urls';
import { createChangeBus } from '../bus/create-change-bus';
import type { Config } from '../config/config';
import type { ContentSource } from '../content/content-source';
import { createContentSource } from '../content/create-content-source';
import { scheduleEmbargoLifts } from '../content/embargo-lifts';
import { contentRole } from '../content/prezly/change-sharing';
import type { Logger } from '../logger';
import { storyFeeds } from '../pages/page-kinds';
import { announceOnce } from '../push/announce-once';
import { createCdnPurger } from '../push/cdn/create-cdn-purger';
import { createChangeAnnouncer, pushSenders } from '../push/change-announcer';
import { createOutbox, purgeSender } from '../push/outbox';
import { outboxStores } from '../push/outbox-stores';
import { hostRobotsTxtNotice } from '../seo/robots-txt-body';
import { type DrainState, drainOnSignal } from './drain';

/**
 * One serving process (the only one, or a cluster worker): content, app, listen; reload on
 * SIGHUP; drain, save and stop on SIGTERM/SIGINT (drain.ts).
 */
export async function serve(config: Config, logger: Logger): Promise<void> {
    const content = await createContentSource(config, logger);
    // Content starts loading (on worker threads for a large newsroom) before the web stack is
    // imported, so the two overlap (the imports' time:
    // docs/benchmarks.md#figures-behind-the-codes-choices). A load failure
    // is handled where it is awaited, below, not reported as an unhandled rejection meanwhile.
    const contentLoaded = content.get();
    contentLoaded.catch(() => {});
    const [{ createApp }, { createI18n }, { loadAssetManifest }, { createSearchBackend }, { startFederation }] =
        await Promise.all([
            import('../app'),
            import('../i18n/i18n'),
            import('../config/asset-manifest'),
            import('../search/create-search-backend'),
            // Fedify and its JSON-LD load with the web stack, while the content loads.
            import('../federation/start-federation'),
        ]);
    await contentLoaded.catch((error: unknown) => {
        // A source that keeps trying (Prezly) starts anyway: pages answer 503 until content arrives.
        if (!content.keepsTrying) throw error;
    });
    const search = await createSearchBackend(config, logger, content);
    const changeBus = await createChangeBus(config, logger);
    // One process of a cluster reads the content: it alone reads it again at an embargo's lift and announces changes.
    const readsContent = contentRole() === 'reader';
    const cdnPurger = createCdnPurger(config, logger);
    // Every process purges after its own reload; the reading one also announces. What a stop
    // leaves unsent is saved, and the next start's reading process sends it.
    const outbox = createOutbox(
        { ...purgeSender(cdnPurger), ...(readsContent ? pushSenders(config, logger) : {}) },
        outboxStores(config),
        logger,
    );
    // Each instance has such a process; with Redis, one of them announces each change.
    const announcer = readsContent
        ? createChangeAnnouncer(config, logger, outbox, storyFeeds, announceOnce(config, logger))
        : null;
    const i18n = createI18n();
    const federation = await startFederation(config, logger, i18n, { publishes: readsContent });
    const app = createApp({
        config,
        logger,
        content,
        i18n,
        assets: loadAssetManifest(),
        search,
        cdnPurger,
        outbox,
        changeBus,
        announcer,
        federation,
    });

    // It reads the content again as an embargo lifts; the others hear of the change from it (the
    // bus, or the Prezly source's shared changes). A Prezly follower, which hears nothing when
    // Prezly has not flipped the story yet, lifts it in its own snapshot at the same moment.
    const stopEmbargoLifts =
        readsContent || content.liftDueEmbargoes
            ? scheduleEmbargoLifts(content, { logger, readsSource: readsContent })
            : () => {};

    const { server, state } = listen(app, config, logger);
    // The sitemaps' addresses name no language, so the notice needs no content (Prezly may still be loading).
    const urls = createSiteUrls({ basePath: config.BASE_PATH, siteUrl: config.siteUrl, urlPrefix: (code) => code });
    const robotsNotice = hostRobotsTxtNotice(urls);
    if (robotsNotice) logger.info(robotsNotice);
    process.on('SIGHUP', () => {
        logger.info('SIGHUP: reloading content');
        void content.reload({ everything: true }).catch(() => {});
    });
    // Once content is served: a hub fetches the feed it is told of at once.
    if (readsContent) whenServing(content, () => void outbox.resume());
    // Deliveries start with content to answer from; the reading process then posts what changed
    // while the site was down (or, on the first start, records what is already public).
    if (federation) whenServing(content, () => void federation.start(content));
    drainOnSignal({
        server,
        state,
        logger,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        save: async (deadline) => {
            // Nothing new to announce or purge: no embargo lifts, no peer's change.
            stopEmbargoLifts();
            await changeBus.close();
            // The outbox waits for its sends until shortly before the deadline while the content
            // source saves its snapshot (a change within the last 5 s is not saved yet).
            const failed = (what: string) => (error: unknown) =>
                logger.error(`Stopping: ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
            await Promise.all([
                outbox.close(deadline).catch(failed('saving the outbox')),
                content.close().catch(failed('closing the content source')),
            ]);
        },
        close: async () => {
            // No request is in flight now: the analytics log writes what it queued.
            await app.close();
            await announcer?.close();
            await federation?.close();
            await search.close();
        },
    });
}

/** Calls `then` once the source serves content: now, or with its first snapshot. */
function whenServing(content: Pick<ContentSource, 'get' | 'subscribe'>, then: () => void) {
    content.get().then(then, () => {
        const stop = content.subscribe(() => {
            stop();
            then();
        });
    });
}

/** Listens on PORT, counting requests in flight for the drain. */
function listen(app: RequestListener, config: Config, logger: Logger) {
    // While draining, every response closes its connection, so keep-alive clients open a new
    // one (to another instance) instead of reusing a socket we are about to close.
    const state: DrainState = { draining: false, inFlight: 0, lastActivity: Date.now() };
    const server = createServer((req, res) => {
        state.inFlight++;
        state.lastActivity = Date.now();
        res.on('close', () => {
            state.inFlight--;
            state.lastActivity = Date.now();
        });
        if (state.draining) res.setHeader('Connection', 'close');
        app(req, res);
    });
    server.on('connection', () => {
        state.lastActivity = Date.now();
    });
    server.listen(config.PORT, config.HOST, () => {
        logger.info(
            `Newsroom listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}${config.BASE_PATH}/`,
        );
    });
    server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
    server.headersTimeout = 66_000;

    return { server, state };
}
