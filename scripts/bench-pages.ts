/**
 * Page benchmarks with autocannon on loopback: home, a heavy story and a short one, category,
 * search, feed and the JSON alternate, cold (page cache off) and cached, at 10 and 100
 * connections, on a generated newsroom of 10,000 stories (one in ten as heavy as real ones); nginx serving the same story bytes as the ceiling; memory under
 * load; start-up time to the first 200. Writes docs/benchmarks.md.
 *
 *   npm run build && npx tsx scripts/bench-pages.ts [--duration 10] [--soak 60]
 */

import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { median } from './bench/median';
import { startNginx } from './bench/nginx';
import { discoverPages } from './bench/page-kinds';
import { writeSection } from './bench/report-section';
import { productionArguments, type ServerProcess, searchReady, startServer } from './bench/server-process';
import { generateLargeNewsroom } from './generate-large-newsroom';

const argument = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const duration = argument('duration', 10);
const soak = argument('soak', 60);

interface Row {
    target: string;
    mode: string;
    connections: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
}

function run(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
    return new Promise((resolve, reject) => {
        autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } }, (error, result) =>
            error ? reject(error) : resolve(result),
        );
    });
}

async function main() {
    const directory = generateLargeNewsroom(10_000);
    const rows: Row[] = [];
    const env = { CONTENT_DIR: directory };

    const cached = await startServer(env, 4301);
    const firstStartMs = cached.startupMs;
    const startupPeakRss = cached.peakRssMb();
    await searchReady(cached.url);
    // The newest story is a heavy one, the one after it an ordinary clone (scripts/bench/realistic-stories.ts).
    const pages = await discoverPages(cached.url);
    const storyPath = pages.story;
    const targets: [string, string][] = [
        ['home', '/'],
        ['story', storyPath],
        ['short story', pages['short story']],
        ['category', pages.category],
        ['search', pages.search],
        ['feed', '/feed'],
        ['story JSON', `${storyPath}.json`],
    ];

    const restingRss = cached.rssMb();
    const cachedPeak = samplePeakRss(cached);
    for (const [target, path] of targets) {
        for (const connections of [10, 100]) {
            const result = await run(cached.url + path, connections, duration);
            rows.push(toRow(target, 'cached', connections, result));
        }
    }
    const soakResult = await run(cached.url + storyPath, 100, soak);
    const peakRss = cachedPeak.stop();
    await cached.stop();

    const cold = await startServer({ ...env, PAGE_CACHE_ENTRIES: '0' }, 4302);
    await searchReady(cold.url);
    const coldPeak = samplePeakRss(cold);
    for (const [target, path] of targets) {
        for (const connections of [10, 100]) {
            const result = await run(cold.url + path, connections, duration);
            rows.push(toRow(target, 'uncached', connections, result));
        }
    }
    const storyBytes = Buffer.from(await (await fetch(cold.url + storyPath)).arrayBuffer());
    const coldPeakRss = coldPeak.stop();
    await cold.stop();

    const starts = await measureStarts(env, 4304, 3);

    const nginx = await startNginx(storyBytes, 4303);
    const ceiling = await run(nginx.url, 100, duration);
    rows.push(toRow('story (nginx, gzip_static)', 'static file', 100, ceiling));
    nginx.stop();

    const table = [
        '| Target | Mode | Connections | Requests/s | p50 ms | p99 ms | Errors | Non-2xx |',
        '|---|---|---:|---:|---:|---:|---:|---:|',
        ...rows.map(
            (row) =>
                `| ${row.target} | ${row.mode} | ${row.connections} | ${row.rps.toLocaleString('en')} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
        ),
    ].join('\n');
    const soakRow = toRow('story', 'cached', 100, soakResult);
    const report = `Measured ${new Date().toISOString().slice(0, 10)} by \`scripts/bench-pages.ts\` on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}, load generator (autocannon) on the same machine, loopback, gzip accepted.
Newsroom: 10,000 generated stories. Each run ${duration} s. The server runs as the Procfile starts it:
\`node ${productionArguments().join(' ')}\`.

${table}

- ${soak}-second soak, cached story page at 100 connections: ${soakRow.rps.toLocaleString('en')} requests/s, p99 ${soakRow.p99} ms, ${soakRow.errors} errors, ${soakRow.non2xx} non-2xx.
- Start-up to the first 200 on \`/\` with 10,000 stories: median ${median(starts)} ms over ${starts.length} fresh starts (${starts.join(', ')} ms); the run's first start, which may find the content files out of the file cache, took ${Math.round(firstStartMs)} ms.
- Resident memory of the server once started and its search index built: ${Math.round(restingRss)} MB; peak during the cached runs and the soak: ${Math.round(peakRss)} MB; peak during the uncached runs: ${Math.round(coldPeakRss)} MB; peak while starting, story-reading threads included: ${Math.round(startupPeakRss)} MB.
- Story page size: ${storyBytes.length.toLocaleString('en')} bytes uncompressed.
`;
    // Only this script's section is rewritten: the other scripts' sections (scale-out, Prezly,
    // CPU) and the hand-written records of what each change saved stay as they are.
    writeSection('docs/benchmarks.md', 'pages', report);
    console.log(report);
}

/** Milliseconds to the first 200 of `count` fresh server processes, one after the other. */
async function measureStarts(env: Record<string, string>, port: number, count: number): Promise<number[]> {
    const starts: number[] = [];
    for (let index = 0; index < count; index++) {
        const server = await startServer(env, port);
        starts.push(Math.round(server.startupMs));
        await server.stop();
    }
    return starts;
}

/** Samples a server's resident memory every 250 ms until stopped; returns the peak in MB. */
function samplePeakRss(server: ServerProcess): { stop(): number } {
    let peak = server.rssMb();
    const timer = setInterval(() => {
        peak = Math.max(peak, server.rssMb());
    }, 250);
    return {
        stop() {
            clearInterval(timer);
            return peak;
        },
    };
}

function toRow(target: string, mode: string, connections: number, result: autocannon.Result): Row {
    return {
        target,
        mode,
        connections,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
    };
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
