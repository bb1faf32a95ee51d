import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createContentSource } from './content/create-content-source';
import { createI18n } from './i18n/i18n';
import { createLogger } from './logger';
import { loadAssetManifest } from './render/assets';
import { createSearchBackend } from './search/create-search-backend';

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
    await content.get();
    const search = await createSearchBackend(config, logger, content);
    const app = createApp({ config, logger, content, i18n: createI18n(), assets: loadAssetManifest(), search });

    const server: Server = app.listen(config.PORT, config.HOST, () => {
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
        logger.info(`${signal}: finishing in-flight requests, then stopping`);
        const force = setTimeout(() => {
            logger.warn('Shutdown timed out; closing remaining connections');
            server.closeAllConnections();
        }, config.SHUTDOWN_TIMEOUT_MS);
        force.unref();
        // close() stops accepting and waits for in-flight requests; idle keep-alive sockets are
        // closed now so they do not hold the process open.
        server.close(async () => {
            await search.close();
            await content.close();
            logger.info('Stopped');
            process.exit(0);
        });
        server.closeIdleConnections();
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
});
