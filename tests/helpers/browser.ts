/**
 * Real Chromium (Debian's /usr/bin/chromium) driven by Playwright, and the real app listening
 * on an ephemeral loopback port.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { createTestApp, type TestApp } from './test-app';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
    return chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
        ],
    });
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
