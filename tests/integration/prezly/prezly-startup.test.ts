/**
 * Start-up against Prezly: server/main.ts is run as a process, pointed at a local stand-in of
 * the Prezly API (node:http on 127.0.0.1 replaying Prezly's documented responses). A wrong or
 * missing token must stop the process with one line that says what to fix.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NEWSROOM, prezlyFixtureDataset } from '../../helpers/prezly-stand-in/fixtures';
import { type PrezlyStandIn, startPrezlyStandIn } from '../../helpers/prezly-stand-in/stand-in-server';

let standIn: PrezlyStandIn;
beforeAll(async () => {
    const dataset = prezlyFixtureDataset();
    standIn = await startPrezlyStandIn({
        dataset: () => dataset,
        newsroomUuid: FIXTURE_NEWSROOM.uuid,
        accessToken: FIXTURE_NEWSROOM.token,
    });
});
afterAll(() => standIn.close());

function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
            env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '39871', LOG_LEVEL: 'error', ...env },
            // Should start-up wrongly succeed, the server must not outlive the test.
            timeout: 15_000,
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => {
            stdout += chunk;
        });
        child.stderr.on('data', (chunk) => {
            stderr += chunk;
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
}

describe('start-up with CONTENT_SOURCE=prezly', () => {
    it('stops with one clear line when Prezly rejects the token (401)', async () => {
        const result = await startServer({
            CONTENT_SOURCE: 'prezly',
            PREZLY_API_URL: standIn.url,
            PREZLY_ACCESS_TOKEN: 'not-the-token',
            PREZLY_NEWSROOM_UUID: FIXTURE_NEWSROOM.uuid,
        });
        expect(result.code).toBe(1);
        expect(result.stderr.trim().split('\n')).toEqual([
            'Start-up failed: Prezly rejected PREZLY_ACCESS_TOKEN (401): check the token',
        ]);
    });

    it('stops with one clear line when the token is missing', async () => {
        const result = await startServer({
            CONTENT_SOURCE: 'prezly',
            PREZLY_API_URL: standIn.url,
            PREZLY_NEWSROOM_UUID: FIXTURE_NEWSROOM.uuid,
        });
        expect(result.code).toBe(1);
        expect(result.stderr.trim().split('\n')).toEqual([
            'Invalid configuration: PREZLY_ACCESS_TOKEN required when CONTENT_SOURCE=prezly (got unset)',
        ]);
    });
});
