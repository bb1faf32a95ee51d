/**
 * An embargo lifts on time in every worker of a Prezly cluster (docs/product-rules.md §4.9):
 * the built server with WEB_CONCURRENCY=2 reads the fixture newsroom from the Prezly stand-in;
 * an editor moves the embargo of "Third-quarter results" to a few seconds from now, and Prezly
 * never flips the story. At the lift, every worker, the follower too (which reads nothing from
 * Prezly by itself and hears of changes only from the reader), takes the story as published:
 * it enters the feed whichever worker answers.
 */
import { describe, expect, it } from 'vitest';
import { startBuiltServer } from '../../helpers/built-server';
import { callOnNewConnection, storyUpdatedWebhook } from '../../helpers/new-connection-call';
import { builtPrezlySites } from '../../helpers/prezly-stand-in/built-prezly-sites';
import { editStory } from '../../helpers/prezly-stand-in/generated-newsroom';

const SECRET = 'a-webhook-secret-of-some-length';
const EMBARGOED = { uuid: 'a0a0a0a0-0000-4000-8000-000000000301', title: 'Third-quarter results' };
/** How far ahead the embargo is moved: enough for the change to reach both workers first. */
const LIFT_IN_MS = 6000;
const sites = builtPrezlySites();

/** The bodies of `times` calls in a row: the primary hands connections to the workers in turn, so both answer. */
async function inARow(port: number, url: string, times: number): Promise<string[]> {
    const bodies: string[] = [];
    for (let index = 0; index < times; index++) bodies.push((await callOnNewConnection(port, url)).body);
    return bodies;
}

/** The workers answering, by pid, over `times` calls in a row. */
async function workerPids(port: number, times: number): Promise<Set<number>> {
    const bodies = await inARow(port, '/healthz', times);
    return new Set(bodies.map((body) => (JSON.parse(body) as { process: { pid: number } }).process.pid));
}

describe('an embargo lifts on time in every worker (WEB_CONCURRENCY=2)', () => {
    it('the follower takes the story as published at the lift, though Prezly has not flipped it', {
        timeout: 60_000,
    }, async () => {
        const server = await sites.started(
            startBuiltServer(sites.env(sites.snapshotFolder(), { WEB_CONCURRENCY: '2', WEBHOOK_SECRET: SECRET })),
        );
        // Both workers answer (the follower once the reader has saved the snapshot it starts
        // from), and neither lists the embargoed story.
        await expect.poll(async () => (await workerPids(server.port, 4)).size, { timeout: 20_000 }).toBe(2);
        for (const body of await inARow(server.port, '/feed', 8)) expect(body).not.toContain(EMBARGOED.title);

        const liftsAt = Date.now() + LIFT_IN_MS;
        editStory(sites.dataset, EMBARGOED.uuid, { published_at: new Date(liftsAt).toISOString() });
        const webhook = await storyUpdatedWebhook(server.port, SECRET, EMBARGOED.uuid);
        expect(webhook.status).toBe(200);

        // Wait out the lift (and the second after it the timers allow), then ask both workers.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, liftsAt - Date.now()) + 1500));
        await expect
            .poll(async () => (await inARow(server.port, '/feed', 8)).every((body) => body.includes(EMBARGOED.title)), {
                timeout: 15_000,
                interval: 500,
            })
            .toBe(true);
        expect((await workerPids(server.port, 4)).size).toBe(2);
        // The follower lifted it in its own snapshot, by its own timer.
        await expect.poll(() => server.output()).toMatch(/An embargo lifted at .*: taking the story as published/);
        // Prezly still says embargo: the workers lifted it themselves.
        expect(sites.dataset.stories.find((story) => story.uuid === EMBARGOED.uuid)?.status).toBe('embargo');
    });
});
