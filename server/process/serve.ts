import { createServer, type RequestListener } from 'node:http';
import { createSiteUrls } from '../../domain/urls';
import { createChangeBus } from '../cache/bus/create-change-bus';
import { createCdnPurger } from '../cache/cdn/create-cdn-purger';
import type { Config } from '../config/config';
import { createContentSource } from '../content/create-content-source';
import { scheduleEmbargoLifts } from '../content/embargo-lifts';
import { contentRole } from '../content/prezly/change-sharing';
import type { Logger } from '../logger';
import { announceOnce } from '../push/announce-once';
import { createChangeAnnouncer } from '../push/change-announcer';
import { hostRobotsTxtNotice } from '../seo/robots-txt-body';
import { type DrainState, drainOnSignal } from './drain';

/**
 * One serving process (the only one, or a cluster worker): content, app, listen; reload on
 * SIGHUP; drain and stop on SIGTERM/SIGINT.
 */
export async function serve(config: Config, logger: Logger): Promise<void> {
    const content = await createContentSource(config, logger);
    // Content starts loading (on worker threads for a large newsroom) before the web stack is
    // imported, so the two overlap; the imports take about a third of a second. A load failure
    // is handled where it is awaited, below, not reported as an unhandled rejection meanwhile.
    const contentLoaded = content.get();
    contentLoaded.catch(() => {});
    const [{ createApp }, { createI18n }, { loadAssetManifest }, { createSearchBackend }] = await Promise.all([
        import('../app'),
        import('../i18n/i18n'),
        import('../render/assets'),
        import('../search/create-search-backend'),
    ]);
    await contentLoaded.catch((error: unknown) => {
        // A source that keeps trying (Prezly) starts anyway: pages answer 503 until content arrives.
        if (!content.keepsTrying) throw error;
    });
    const search = await createSearchBackend(config, logger, content);
    const changeBus = await createChangeBus(config, logger);
    // One process of a cluster reads the content: it alone reads it again at an embargo's lift and announces changes.
    const readsContent = contentRole() === 'reader';
    // Each instance has such a process; with Redis, one of them announces each change.
    const announcer = readsContent ? createChangeAnnouncer(config, logger, announceOnce(config, logger)) : null;
    const app = createApp({
        config,
        logger,
        content,
        i18n: createI18n(),
        assets: loadAssetManifest(),
        search,
        cdnPurger: createCdnPurger(config, logger),
        changeBus,
        announcer,
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
    drainOnSignal({
        server,
        state,
        logger,
        timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
        close: async () => {
            stopEmbargoLifts();
            await app.close();
            await announcer?.close();
            await changeBus.close();
            await search.close();
            await content.close();
        },
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
