/** One site: the built server in its own process, on a free loopback port. */
import { freePort, startBuiltServer, stopBuiltServer } from '../../helpers/built-server';

export type Stop = () => Promise<void>;

/**
 * The built server on a free port, serving `contentDir`; its stop joins `stops` at once. Its
 * PUBLIC_URL is where it listens, unless `publicHost` names another host for the same port.
 */
export async function startSiteServer(
    contentDir: string,
    env: Record<string, string>,
    stops: Stop[],
    publicHost = '127.0.0.1',
) {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startBuiltServer({
        PORT: String(port),
        PUBLIC_URL: `http://${publicHost}:${port}`,
        // As the tests ran the app before: no HTTPS upgrade or HSTS on a loopback address.
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        WEB_CONCURRENCY: '1',
        CONTENT_DIR: contentDir,
        ...env,
    });
    stops.push(() => stopBuiltServer(server));
    return baseUrl;
}
