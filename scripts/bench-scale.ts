/**
 * Scale-out benchmarks on the 10,000-story newsroom (a copy of its own, since one story is
 * edited and restored): a cached story with WEB_CONCURRENCY=2 against 1 at 100 connections (wrk);
 * the same page through Varnish against nginx serving its bytes; pages re-rendered after one
 * story is edited; time until every instance and Varnish serve the edit. Writes the scale-out
 * section of docs/benchmarks.md.
 *
 *   npm run build && npx tsx scripts/bench-scale.ts [--duration 10] [--note "what else ran"]
 */
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { writeSection } from './bench/report-section';
import { pagesReRendered, storyToEdit, timeToEveryInstance } from './bench/scale-invalidation';
import { type ThroughputRow, varnishAgainstNginx, workersThroughput } from './bench/scale-throughput';
import { generateLargeNewsroom } from './generate-large-newsroom';

const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
};
const seconds = Number(option('duration') ?? 10);
const note = option('note');

function table(rows: ThroughputRow[]): string {
    return [
        '| Target (cached, 100 connections) | Requests/s | p50 ms | p99 ms | Errors | Non-2xx |',
        '|---|---:|---:|---:|---:|---:|',
        ...rows.map(
            (row) =>
                `| ${row.target} | ${row.rps.toLocaleString('en')} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
        ),
    ].join('\n');
}

async function main() {
    const directory = generateLargeNewsroom(10_000, path.resolve('.cache/bench-scale-newsroom'));
    const story = storyToEdit(directory);
    const env = { CONTENT_DIR: directory };
    const load = loadavg()
        .map((value) => value.toFixed(2))
        .join(', ');
    const storyPath = `/${story.slug}`;
    const rows = [
        ...(await workersThroughput(env, storyPath, seconds)),
        ...(await varnishAgainstNginx(env, storyPath, seconds)),
    ];
    const reRendered = await pagesReRendered(directory, story);
    const propagation = await timeToEveryInstance(directory, story);

    const report = `## Scale-out

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`scripts/bench-scale.ts\` on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load generator wrk (2 threads) on the same machine, loopback, gzip accepted, ${seconds} s a run; 10,000-story newsroom. Load average when it started: ${load}.${note ? ` ${note}` : ''}

${table(rows)}

One story in the middle of the archive edited (title), webhook to the instance; the page cache was first filled from the sitemap's URLs until its entry or byte cap (\`PAGE_CACHE_ENTRIES\`, \`PAGE_CACHE_MB\`):

| | Pages re-rendered afterwards |
|---|---:|
| Before (the previous code emptied the whole cache on every change) | ${reRendered.cached.toLocaleString('en')} of ${reRendered.cached.toLocaleString('en')} cached |
| Now (evicted by ${reRendered.keys} changed keys) | ${reRendered.evicted.toLocaleString('en')} of ${reRendered.cached.toLocaleString('en')} cached |

- Webhook answered (content reloaded, compared and evicted) in ${reRendered.reloadMs} ms; comparing the two snapshots of 10,000 stories took ${reRendered.diffMs} ms of it.
- Two instances with Redis, Varnish in front purged by key: the webhook to instance A answered in ${propagation.webhookMs} ms; instance B served the edited story ${propagation.instanceBMs} ms after the webhook was sent, Varnish ${propagation.varnishMs} ms after.
`;
    writeSection('docs/benchmarks.md', 'scale-out', report);
    console.log(report);
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
