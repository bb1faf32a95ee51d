/**
 * For a test file that runs the built server on the Prezly source: the fixture stand-in, started
 * once for the file, snapshot folders, and the servers started, each stopped (by its own pid) or
 * removed after the test or the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type BuiltServer, stopBuiltServer } from '../built-server';
import { FIXTURE_NEWSROOM, prezlyFixtureDataset } from './recorded-answers';
import { type PrezlyStandIn, startPrezlyStandIn } from './stand-in-server';

export function builtPrezlySites() {
    const dataset = prezlyFixtureDataset();
    const folders: string[] = [];
    const servers: BuiltServer[] = [];
    let standIn: PrezlyStandIn | undefined;
    beforeAll(async () => {
        standIn = await startPrezlyStandIn({
            dataset: () => dataset,
            newsroomUuid: FIXTURE_NEWSROOM.uuid,
            accessToken: FIXTURE_NEWSROOM.token,
        });
    });
    afterEach(async () => {
        await Promise.all(servers.splice(0).map((server) => stopBuiltServer(server)));
    });
    afterAll(async () => {
        await standIn?.close();
        for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });
    return {
        dataset,
        standIn: () => standIn!,
        /** A new, empty snapshot folder. */
        snapshotFolder(): string {
            const folder = mkdtempSync(path.join(tmpdir(), 'newsroom-snapshot-'));
            folders.push(folder);
            return folder;
        },
        /** Stops `server` after the test (a test may stop it sooner). */
        async started(promise: Promise<BuiltServer>): Promise<BuiltServer> {
            const server = await promise;
            servers.push(server);
            return server;
        },
        /** The settings of the built server on this stand-in. */
        env(snapshotDir: string, extra: Record<string, string> = {}): Record<string, string> {
            return {
                CONTENT_SOURCE: 'prezly',
                PREZLY_API_URL: standIn!.url,
                PREZLY_ACCESS_TOKEN: FIXTURE_NEWSROOM.token,
                PREZLY_NEWSROOM_UUID: FIXTURE_NEWSROOM.uuid,
                CONTENT_SNAPSHOT_DIR: snapshotDir,
                LOG_LEVEL: 'info',
                ...extra,
            };
        },
    };
}
