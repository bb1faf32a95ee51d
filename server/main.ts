import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createContentSource } from './content/create-content-source';
import { createLogger } from './logger';

/** Boot: configuration, content, app, listen; reload on SIGHUP; drain and stop on SIGTERM/SIGINT. */
async function main() {
    let config: ReturnType<typeof loadConfig>;
    try {
        config = loadConfig();
    } catch (error) {
        if (error instanceof ConfigError) {
            console.error(error.message);
            process.exit(1);
        }
        throw error;
    }
    const logger = createLogger({ level: config.LOG_LEVEL, format: config.logFormat });
    const content = await createContentSource(config, logger);
    // Content starts loading (on worker threads for a large newsroom) before the web stack is
    // imported, so the two overlap; the imports take about a third of a second. A load failure
    // is handled where it is awaited, below, not reported as an unhandled rejection meanwhile.
    const contentLoaded = content.get();
    contentLoaded.catch(() => {});
    const [{ createApp }, { createI18n }, { loadAssetManifest }, { createSearchBackend }] = await Promise.all([
        import('./app'),
        import('./i18n/i18n'),
        import('./render/assets'),
        import('./search/create-search-backend'),
    ]);
    await contentLoaded;
    const search = await createSearchBackend(config, logger, content);
    const app = createApp({ config, logger, content, i18n: createI18n(), assets: loadAssetManifest(), search });

    // While draining, every response closes its connection, so keep-alive clients open a new
    // one (to another instance) instead of reusing a socket we are about to close.
    let draining = false;
    let inFlight = 0;
    let lastActivity = Date.now();
    const server = createServer((req, res) => {
        inFlight++;
        lastActivity = Date.now();
        res.on('close', () => {
            inFlight--;
            lastActivity = Date.now();
        });
        if (draining) res.setHeader('Connection', 'close');
        app(req, res);
    });
    server.on('connection', () => {
        lastActivity = Date.now();
    });
    server.listen(config.PORT, config.HOST, () => {
        logger.info(
            `Newsroom listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}${config.BASE_PATH}/`,
        );
    });
    server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
    server.headersTimeout = 66_000;

    process.on('SIGHUP', () => {
        logger.info('SIGHUP: reloading content');
        void content.reload().catch(() => {});
    });

    let stopping = false;
    const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        draining = true;
        logger.info(`${signal}: finishing in-flight requests, then stopping`);
        const force = setTimeout(() => {
            logger.warn('Shutdown timed out; closing remaining connections');
            server.close();
            server.closeAllConnections();
            process.exit(0);
        }, config.SHUTDOWN_TIMEOUT_MS);
        force.unref();
        // Closing the listener at once would reset connections still waiting in the kernel's
        // accept queue, and http's close() also drops accepted sockets whose request is not read
        // yet. So keep accepting (every answer now closes its connection) until nothing has
        // arrived or been in flight for half a second, then close everything that is left idle.
        const drain = setInterval(async () => {
            if (inFlight > 0 || Date.now() - lastActivity < 500) return;
            clearInterval(drain);
            server.close();
            server.closeAllConnections();
            await search.close();
            await content.close();
            logger.info('Stopped');
            process.exit(0);
        }, 100);
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
});
