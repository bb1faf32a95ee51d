/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by Playwright, and the real app listening
 * on an ephemeral loopback port.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { createTestApp, type TestApp } from './test-app';

export { CHROMIUM_PATH };

/** Chromium for the scripts that drive it themselves (the browser tests use playwright.config.ts). */
export function launchChromium(): Promise<Browser> {
    return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface RunningApp extends TestApp {
    baseUrl: string;
    close(): Promise<void>;
}

/** Starts the app on 127.0.0.1 with PUBLIC_URL set to where it really listens. */
export async function startApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<RunningApp> {
    // Listen first to learn the port, then build the app with matching absolute URLs.
    const probe = await new Promise<Server>((resolve) => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => resolve(server));
    });
    const { port } = probe.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const testApp = await createTestApp({ ...options, env: { PUBLIC_URL: baseUrl, ...options.env } });
    probe.on('request', testApp.app);
    return {
        ...testApp,
        baseUrl,
        close: () =>
            new Promise<void>((resolve) => {
                probe.closeAllConnections();
                probe.close(() => resolve());
            }),
    };
}
