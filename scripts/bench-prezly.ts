/**
 * The Prezly content source at scale: a generated newsroom of 10,000 stories in three languages
 * served by the Prezly stand-in (tests/helpers/prezly-stand-in) answering every call after
 * 100 ms, and the built server started as the Procfile does. Measures the time to the first 200
 * (cold, from a persisted snapshot, with the API down), resident memory, what each refresh asks
 * of Prezly (calls, story bodies, bytes) with nothing changed and with one edit, and the time
 * from an edit to the page showing it, with and without the webhook. Writes the `prezly`
 * section of docs/benchmarks.md with one column per kept run (.cache/bench-prezly/{label}.json):
 * `--label before` on the code before a change, the default `after` on the change.
 *
 *   npm run build && npx tsx scripts/bench-prezly.ts [--stories 10000] [--latency 100] [--label after]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { editStory, generatedNewsroom, generatedStoryUuid } from '../tests/helpers/prezly-stand-in/generated-newsroom';
import { prezlySourceSettings, startPrezlyStandIn } from '../tests/helpers/prezly-stand-in/stand-in-server';
import { type PrezlyRun, writePrezlyReport } from './bench/prezly-report';
import { sleep, type Traffic, trafficOf, untilPageShows, untilQuiet } from './bench/prezly-traffic';
import { productionArguments, searchReady, startServer } from './bench/server-process';
import { generateLargeNewsroom } from './generate-large-newsroom';

const argument = (name: string, fallback: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : process.argv[index + 1]!;
};
const STORIES = Number(argument('stories', '10000'));
const LATENCY_MS = Number(argument('latency', '100'));
const LABEL = argument('label', 'after');
const TTL_SECONDS = 10;
const SECRET = 'a-benchmark-webhook-secret';
const PORT = 4311;

async function main() {
    const { dataset, newsroomUuid } = generatedNewsroom(STORIES);
    const standIn = await startPrezlyStandIn({ dataset: () => dataset, newsroomUuid, latencyMs: LATENCY_MS });
    const snapshotDir = mkdtempSync(path.join(tmpdir(), 'bench-prezly-snapshot-'));
    const env = {
        ...prezlySourceSettings(standIn),
        CONTENT_CACHE_TTL_SECONDS: String(TTL_SECONDS),
        CONTENT_SNAPSHOT_DIR: snapshotDir,
        WEBHOOK_SECRET: SECRET,
        LOG_LEVEL: 'info',
    };
    const run: PrezlyRun = {
        label: LABEL,
        date: new Date().toISOString().slice(0, 16).replace('T', ' '),
        stories: STORIES,
        latencyMs: LATENCY_MS,
        loadAverage: loadavg()
            .map((value) => value.toFixed(2))
            .join(', '),
        machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}`,
    } as PrezlyRun;

    // 1. Cold: nothing persisted yet.
    const server = await startServer(env, PORT, '/', true);
    run.coldFirst200Ms = Math.round(server.startupMs);
    const coldCalls = await untilQuiet(standIn, 0);
    run.cold = trafficOf(coldCalls);
    await searchReady(server.url);
    await sleep(2000);
    run.rssAfterStartMb = Math.round(server.rssMb());

    // 2. A refresh with nothing changed (the next visit after the TTL).
    run.quietRefresh = await refreshAfterTtl(server.url, standIn);

    // 3. One edit, no webhook: picked up by the refresh after the TTL.
    const story = generatedStoryUuid(Math.floor(STORIES / 2));
    const slug = String(dataset.stories.find((candidate) => candidate.uuid === story)?.slug);
    const storyUrl = `${server.url}${storyPath(dataset, story, slug)}`;
    await fetch(storyUrl);
    let from = standIn.requests.length;
    const edited = Date.now();
    editStory(dataset, story, { title: 'Edited without a webhook' });
    run.editToPageMs = await untilPageShows(storyUrl, 'Edited without a webhook', edited);
    run.editRefresh = trafficOf(await untilQuiet(standIn, from));

    // 4. One edit announced by the webhook, naming the story.
    await sleep(1000);
    from = standIn.requests.length;
    const announced = Date.now();
    editStory(dataset, story, { title: 'Edited with a webhook' });
    await fetch(`${server.url}/api/webhooks/prezly`, {
        method: 'POST',
        headers: { 'X-Webhook-Secret': SECRET, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'story.updated', story: { uuid: story } }),
    });
    run.webhookToPageMs = await untilPageShows(storyUrl, 'Edited with a webhook', announced);
    run.webhookRefresh = trafficOf(await untilQuiet(standIn, from));
    run.peakRssMb = Math.round(server.peakRssMb());
    await server.stop();

    // 5. Restart with the snapshot the first process left (Prezly reachable, then down).
    run.fromSnapshotFirst200Ms = await firstOkWith(env, standIn, false);
    run.fromSnapshotApiDown = await firstOkWith(env, standIn, true);

    // 6. Prezly down and nothing persisted.
    run.downWithoutSnapshot = await startWithoutAnything(
        { ...env, CONTENT_SNAPSHOT_DIR: mkdtempSync(path.join(tmpdir(), 'bench-empty-')) },
        standIn,
    );

    await standIn.close();
    rmSync(snapshotDir, { recursive: true, force: true });

    // 7. The files source with a newsroom of the same size, for comparison.
    const files = await startServer({ CONTENT_DIR: generateLargeNewsroom(STORIES) }, PORT);
    await searchReady(files.url);
    await sleep(2000);
    run.filesSource = { first200Ms: Math.round(files.startupMs), rssAfterStartMb: Math.round(files.rssMb()) };
    await files.stop();
    saveRun(run);
    writePrezlyReport(loadRuns());
    console.log(JSON.stringify(run, null, 2));
}

/** The page path of a story of the default language or another (`/fr/…`). */
function storyPath(dataset: { stories: Record<string, unknown>[] }, uuid: string, slug: string): string {
    const story = dataset.stories.find((candidate) => candidate.uuid === uuid)!;
    const code = String((story.culture as { code: string }).code);
    return code === 'en' ? `/${slug}` : `/${code}/${slug}`;
}

async function refreshAfterTtl(url: string, standIn: Awaited<ReturnType<typeof startPrezlyStandIn>>): Promise<Traffic> {
    await untilQuiet(standIn, standIn.requests.length);
    const from = standIn.requests.length;
    await sleep(TTL_SECONDS * 1000 + 500);
    await fetch(`${url}/`);
    return trafficOf(await untilQuiet(standIn, from, { atLeastOne: true, timeoutMs: 120_000 }));
}

/** Time to the first 200 on `/` of a fresh process finding the snapshot, and what /healthz says then. */
async function firstOkWith(
    env: Record<string, string>,
    standIn: Awaited<ReturnType<typeof startPrezlyStandIn>>,
    apiDown: boolean,
): Promise<{ ms: number | null; health: string | null }> {
    const stop = apiDown ? standIn.intercept(() => ({ status: 503, body: { message: 'Service Unavailable' } })) : null;
    try {
        const child = spawnServer(env);
        const answer = await pollRoot(child.process, 60_000);
        const health = answer.status === 200 ? await healthStatus() : null;
        await child.stop();
        return { ms: answer.status === 200 ? answer.atMs : null, health };
    } finally {
        stop?.();
        await untilQuiet(standIn, standIn.requests.length, { quietMs: 500 });
    }
}

/** Prezly down, nothing persisted: what the first answers are, whether the process lives, and 200 once Prezly is back. */
async function startWithoutAnything(
    env: Record<string, string>,
    standIn: Awaited<ReturnType<typeof startPrezlyStandIn>>,
): Promise<PrezlyRun['downWithoutSnapshot']> {
    const stop = standIn.intercept(() => ({ status: 503, body: { message: 'Service Unavailable' } }));
    const child = spawnServer(env);
    await sleep(8000);
    const exited = child.process.exitCode !== null;
    let status: number | null = null;
    let retryAfter: string | null = null;
    if (!exited) {
        try {
            const response = await fetch(`http://127.0.0.1:${PORT}/`);
            status = response.status;
            retryAfter = response.headers.get('retry-after');
            await response.arrayBuffer();
        } catch {
            status = null;
        }
    }
    stop();
    const back = Date.now();
    const answer = exited ? { status: 0, atMs: 0 } : await pollRoot(child.process, 180_000);
    await child.stop();
    return {
        exited,
        exitCode: child.process.exitCode,
        status,
        retryAfter,
        okAfterApiBackMs: answer.status === 200 ? Date.now() - back : null,
    };
}

function spawnServer(env: Record<string, string>) {
    const child = spawn(process.execPath, productionArguments(), {
        env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(PORT),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://127.0.0.1:${PORT}`,
            CONTENT_WATCH: 'false',
            ...env,
            LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
    });
    return {
        process: child,
        stop: () =>
            new Promise<void>((resolve) => {
                if (child.exitCode !== null || child.signalCode !== null) return resolve();
                child.once('exit', () => resolve());
                child.kill('SIGTERM');
            }),
    };
}

async function pollRoot(child: ReturnType<typeof spawn>, timeoutMs: number): Promise<{ status: number; atMs: number }> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs && child.exitCode === null) {
        try {
            const response = await fetch(`http://127.0.0.1:${PORT}/`);
            await response.arrayBuffer();
            if (response.status === 200) return { status: 200, atMs: Date.now() - started };
        } catch {
            // not listening yet
        }
        await sleep(10);
    }
    return { status: 0, atMs: Date.now() - started };
}

async function healthStatus(): Promise<string | null> {
    try {
        return ((await (await fetch(`http://127.0.0.1:${PORT}/healthz`)).json()) as { status: string }).status;
    } catch {
        return null;
    }
}

const RUNS_DIR = path.resolve('.cache/bench-prezly');

function saveRun(run: PrezlyRun): void {
    mkdirSync(RUNS_DIR, { recursive: true });
    writeFileSync(path.join(RUNS_DIR, `${run.label.replace(/[^a-z0-9-]+/gi, '-')}.json`), JSON.stringify(run, null, 2));
}

/** Every run kept (before, after, and any other label), oldest first. */
function loadRuns(): PrezlyRun[] {
    return readdirSync(RUNS_DIR)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(path.join(RUNS_DIR, name), 'utf8')) as PrezlyRun)
        .sort((a, b) => a.date.localeCompare(b.date));
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
