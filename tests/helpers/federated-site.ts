/**
 * The site on a real port of 127.0.0.1, federating (docs/federation.md), for the tests that a
 * second ActivityPub server (fediverse-follower.ts) talks to: Fedify must reach it by URL, so
 * supertest's in-process requests are not enough. Its content is a copy of the demo newsroom in a
 * temporary directory, which a test edits and reloads (read as files, or through the Prezly
 * stand-in with TEST_CONTENT_SOURCE=prezly); its federation store is a file there too
 * unless `redisUrl` is given.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './engines';
import { createTestApp, DEMO_CONTENT_DIR, type TestApp } from './test-app';

export interface FederatedSite {
    url: string;
    site: TestApp;
    /** The copied content directory. */
    directory: string;
    /** Changes one story file (`24301-en.json`) and reloads the content. */
    editStory(file: string, change: (story: Record<string, unknown>) => void): Promise<void>;
    close(): Promise<void>;
}

export async function startFederatedSite(
    options: {
        /** A content directory to share with another instance; a fresh copy of the demo when not given. */
        directory?: string;
        /** Another instance of the same site: its address (PUBLIC_URL) and, with Prezly, its stand-in. */
        instanceOf?: FederatedSite;
        redisUrl?: string;
        /** The embedded store's file, to start again on what an earlier instance kept; a fresh one when not given. */
        storeFile?: string;
        env?: Record<string, string>;
        /** Before the site starts: change the copied content. */
        prepare?: (directory: string) => void;
    } = {},
): Promise<FederatedSite> {
    const ownsDirectory = !options.directory;
    const directory = options.directory ?? mkdtempSync(path.join(tmpdir(), 'newsroom-federated-'));
    if (ownsDirectory) cpSync(DEMO_CONTENT_DIR, directory, { recursive: true });
    options.prepare?.(directory);
    const port = await freePort();
    const url = options.instanceOf?.url ?? `http://127.0.0.1:${port}`;
    const storeDirectory = mkdtempSync(path.join(tmpdir(), 'newsroom-federation-store-'));
    const storeFile = options.storeFile ?? path.join(storeDirectory, 'store.json');
    const site = await createTestApp({
        contentDir: directory,
        federate: true,
        ...(options.instanceOf?.site.prezlyStandIn ? { prezlyStandIn: options.instanceOf.site.prezlyStandIn } : {}),
        env: {
            PUBLIC_URL: url,
            FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true',
            FEDERATION_STORE_FILE: storeFile,
            ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
            ...options.env,
        },
    });
    const server: Server = createServer(site.app);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await site.federation?.start(site.content);
    return {
        url,
        site,
        directory,
        async editStory(file, change) {
            const where = path.join(directory, 'stories', file);
            const story = JSON.parse(readFileSync(where, 'utf8')) as Record<string, unknown>;
            change(story);
            writeFileSync(where, JSON.stringify(story));
            await site.content.reload();
        },
        async close() {
            server.closeAllConnections();
            await new Promise<void>((resolve) => server.close(() => resolve()));
            await site.federation?.close();
            await site.app.close();
            await site.deps.search.close();
            if (!options.instanceOf) await site.prezlyStandIn?.close();
            rmSync(storeDirectory, { recursive: true, force: true });
            if (ownsDirectory) rmSync(directory, { recursive: true, force: true });
        },
    };
}
