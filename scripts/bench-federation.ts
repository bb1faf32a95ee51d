/**
 * How long a story takes to reach a follower's inbox (docs/federation.md, "Delivery time").
 *
 *   npm run bench:federation [-- --rounds 20 --followers 1 --store file|redis]
 *
 * Starts the site on the demo newsroom (federating, on 127.0.0.1) and a second ActivityPub
 * server on Fedify with `--followers` accounts following the newsroom, then edits a public
 * story `--rounds` times: each edit is written to the content files and the content reloaded,
 * which posts an Update. It reports, per round, the time from the start of the edit to the last
 * follower's inbox receiving it, beside the reload alone (the content's own part of it), measured
 * in the same run. `--store redis` runs the same on a redis-server (Debian's). Figures are for
 * this machine; compare them only with figures of the same run.
 */
import { parseArgs } from 'node:util';
import { type Engine, startRedis } from '../tests/helpers/engines';
import { startFederatedSite } from '../tests/helpers/federated-site';
import { type FollowerServer, startFollowerServer } from '../tests/helpers/fediverse-follower';

const { values } = parseArgs({
    options: {
        rounds: { type: 'string', default: '20' },
        followers: { type: 'string', default: '1' },
        store: { type: 'string', default: 'file' },
    },
});
const ROUNDS = Number(values.rounds);
const FOLLOWERS = Number(values.followers);
const STORY = '24505-en.json';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (label: string, samples: number[]) => {
    const sorted = [...samples].sort((a, b) => a - b);
    console.log(
        `${label.padEnd(34)} p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms  max ${sorted.at(-1)!.toFixed(1)} ms`,
    );
};

async function main() {
    const redis: Engine | null = values.store === 'redis' ? await startRedis() : null;
    const site = await startFederatedSite(redis ? { redisUrl: redis.url } : {});
    const followers: FollowerServer[] = [];
    try {
        const newsroom = `${site.url}/ap/actors/newsroom`;
        for (let index = 0; index < FOLLOWERS; index++) {
            const follower = await startFollowerServer({ username: `journalist${index}` });
            followers.push(follower);
            const followId = await follower.follow(newsroom);
            await follower.waitFor((entry) => entry.type === 'Accept' && entry.objectId === followId);
        }
        const story = (await site.site.content.get()).stories.bySlug('northwind-q3-2026-trading-update')!;
        const articleId = `${site.url}/ap/stories/${story.uuid}`;
        const delivered: number[] = [];
        const reloads: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
            const version = new Date(Date.now() + round * 1000).toISOString();
            const started = performance.now();
            let reloaded = 0;
            const edit = site
                .editStory(STORY, (draft) => {
                    draft.updated_at = version;
                })
                .then(() => {
                    reloaded = performance.now();
                });
            await Promise.all(
                followers.map((follower) =>
                    follower.waitFor(
                        (entry) =>
                            entry.type === 'Update' &&
                            entry.objectId === articleId &&
                            JSON.stringify(entry.json).includes(version.slice(0, 19)),
                        { timeoutMs: 30_000 },
                    ),
                ),
            );
            const arrived = performance.now();
            await edit;
            delivered.push(arrived - started);
            reloads.push(reloaded - started);
        }
        console.log(`${ROUNDS} edits, ${FOLLOWERS} follower server(s), ${redis ? 'Redis' : 'embedded'} store`);
        summary('edit → every follower inbox', delivered);
        summary('edit → content reloaded (reference)', reloads);
    } finally {
        await Promise.all(followers.map((follower) => follower.close()));
        await site.close();
        await redis?.stop();
    }
}

await main();
