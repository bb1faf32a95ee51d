import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config/config';
import { createLogger } from './logger';
import { runPrimary } from './process/primary';
import { serve } from './process/serve';

/**
 * Boot: configuration, then either one serving process, or (WEB_CONCURRENCY > 1) a cluster
 * primary that starts that many serving workers on the one port.
 */
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
    if (config.webConcurrency > 1 && cluster.isPrimary) {
        runPrimary({ workers: config.webConcurrency, logger, shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS });
        return;
    }
    await serve(config, logger);
}

main().catch((error) => {
    console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
});
