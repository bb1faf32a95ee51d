/**
 * Playwright's global setup: starts every site of sites.ts as the built server in its own
 * process (free loopback port, PUBLIC_URL set to where it listens), hands the addresses to the
 * test workers in BROWSER_SITES, and returns the teardown that stops each process by its pid.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prezlyMode } from './prezly-mode';
import { type Stop, startSiteServer } from './site-server';
import { SITES, type SiteAddress, type SiteName, type SiteSpec } from './sites';

const BUILT_SERVER = 'dist/server/main.js';

async function startSite(name: SiteName, logDir: string, stops: Stop[]): Promise<SiteAddress> {
    try {
        return await startSiteOf(name, await SITES[name](), logDir, stops);
    } catch (error) {
        throw new Error(`The "${name}" site did not start: ${error instanceof Error ? error.message : error}`);
    }
}

async function startSiteOf(name: SiteName, spec: SiteSpec, logDir: string, stops: Stop[]): Promise<SiteAddress> {
    const analyticsLog = spec.analyticsLog ? path.join(logDir, `${name}.ndjson`) : undefined;
    const env = {
        ...(analyticsLog ? { ANALYTICS_LOG_FILE: analyticsLog } : {}),
        ...spec.env,
        ...(process.env.TEST_CONTENT_SOURCE === 'prezly' ? await prezlyMode(spec.contentDir, stops) : {}),
    };
    return { baseUrl: await startSiteServer(spec.contentDir, env, stops, spec.publicHost), analyticsLog };
}

export default async function globalSetup(): Promise<Stop> {
    if (!existsSync(BUILT_SERVER)) {
        throw new Error(`The browser tests visit the built server: run \`npm run build\` first (${BUILT_SERVER})`);
    }
    const logDir = mkdtempSync(path.join(tmpdir(), 'browser-analytics-'));
    const stops: Stop[] = [];
    const stopAll = async () => {
        await Promise.all(stops.map((stop) => stop()));
    };
    // Two at a time: each server reads its newsroom and builds its search index as it starts.
    const queue = Object.keys(SITES) as SiteName[];
    const addresses: Partial<Record<SiteName, SiteAddress>> = {};
    const lane = async () => {
        for (let name = queue.shift(); name; name = queue.shift()) {
            addresses[name] = await startSite(name, logDir, stops).catch((error) => {
                queue.length = 0;
                throw error;
            });
        }
    };
    const failed = (await Promise.allSettled([lane(), lane()])).find((lane) => lane.status === 'rejected');
    if (failed) {
        await stopAll();
        throw failed.reason;
    }
    process.env.BROWSER_SITES = JSON.stringify(addresses);
    return stopAll;
}
