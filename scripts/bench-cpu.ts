/**
 * Server CPU per request for each page kind (story, home, category, tag, search, feed, story
 * JSON), uncached and as page cache hits, on the demo newsroom and on a Prezly-shaped one served
 * through the Prezly stand-in. Writes the `cpu` section of docs/benchmarks.md. With `--profile
 * <kind>`, profiles uncached pages of that kind instead and writes the `cpu-profile` section:
 * the functions and packages that take the CPU.
 *
 *   npm run build && npm run bench:cpu [-- --rounds 3 --seconds 5 --stories 10000 --newsrooms demo,prezly --note "…"]
 *   npm run build && npm run bench:cpu -- --profile story [--newsroom prezly --seconds 10 --top 25]
 *   npm run build && npm run bench:cpu -- --against ../main[,../other] [--kinds story,home --newsrooms prezly --rounds 5 --seconds 3 --connections 10,100 --workers 1]
 *
 * `--against` compares this build with other checkouts' and nginx serving the same bytes,
 * uncached, in alternating turns (scripts/bench/cpu-compare.ts), and prints the tables instead
 * of writing docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareBuilds } from './bench/cpu-compare';
import {
    type BenchNewsroom,
    NEWSROOM_NAMES,
    type NewsroomName,
    openNewsroom,
    startNewsroomServer,
} from './bench/cpu-newsrooms';
import { type CpuSample, measureCpu, untilIdle } from './bench/cpu-per-request';
import { readProfile, summariseProfile, type Window } from './bench/cpu-profile';
import { loadAverage, type NewsroomResult, runContext, writeCpuReport, writeProfileReport } from './bench/cpu-report';
import { discoverPages, PAGE_KINDS, type PageKind } from './bench/page-kinds';
import type { ServerProcess } from './bench/server-process';

const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
};
const STORIES = Number(option('stories') ?? 10_000);
const NOTE = option('note');
const WARM_UP_SECONDS = 2;
/** Sampling interval of the profiler: finer than V8's 1 ms default, for more samples per run. */
const PROFILE_INTERVAL_US = 500;

/** One page kind on one of a newsroom's two servers, and what each round measured. */
interface Target {
    kind: PageKind;
    mode: 'uncached' | 'cached';
    server: ServerProcess;
    path: string;
    samples: CpuSample[];
}

interface MeasuredNewsroom {
    newsroom: BenchNewsroom;
    servers: Record<'uncached' | 'cached', ServerProcess>;
    targets: Target[];
}

function parseNewsroomNames(value: string): NewsroomName[] {
    const names = value.split(',').map((name) => name.trim());
    for (const name of names) {
        if (!(NEWSROOM_NAMES as readonly string[]).includes(name)) {
            throw new Error(`Unknown newsroom "${name}": one of ${NEWSROOM_NAMES.join(', ')}`);
        }
    }
    return names as NewsroomName[];
}

function parsePageKind(value: string): PageKind {
    const kind = PAGE_KINDS.find((candidate) => candidate.toLowerCase() === value.replaceAll('-', ' ').toLowerCase());
    if (!kind)
        throw new Error(`Unknown page kind "${value}": one of ${PAGE_KINDS.join(', ')} (story-json for story JSON)`);
    return kind;
}

/** A newsroom's uncached and cached servers, and one target per page kind on each. */
async function prepareNewsroom(name: NewsroomName): Promise<MeasuredNewsroom> {
    const newsroom = await openNewsroom(name, STORIES);
    const started: ServerProcess[] = [];
    try {
        started.push(await startNewsroomServer(newsroom, false), await startNewsroomServer(newsroom, true));
        const servers = { uncached: started[0]!, cached: started[1]! };
        const pages = await discoverPages(servers.cached.url);
        const targets = (['uncached', 'cached'] as const).flatMap((mode) =>
            PAGE_KINDS.map((kind): Target => ({ kind, mode, server: servers[mode], path: pages[kind], samples: [] })),
        );
        return { newsroom, servers, targets };
    } catch (error) {
        for (const server of started) await server.stop();
        await newsroom.close();
        throw error;
    }
}

/**
 * Every target once per round, so a change in the machine's load spreads over all of them.
 * Every measured run follows an unmeasured one of the same page on the same server. A server
 * that has waited through the other servers' runs (half a minute and more) has had its heap
 * shrunk by V8's memory reducer, and the first seconds of load after that cost 12–40 % more
 * (docs/benchmarks.md, "Fourth round"): without the warm-up, whichever kind came first after the
 * wait (the story page) paid for it alone.
 */
function runRounds(targets: Target[], rounds: number, seconds: number): void {
    for (let round = 1; round <= rounds; round++) {
        for (const target of targets) {
            measureCpu(target.server, target.path, WARM_UP_SECONDS);
            const sample = measureCpu(target.server, target.path, seconds);
            target.samples.push(sample);
            console.log(
                `round ${round}/${rounds} ${target.mode} ${target.kind} ${target.path}: ${sample.cpuMsPerRequest.toFixed(3)} ms CPU/request, ${sample.rps} requests/s`,
            );
        }
    }
}

function resultOf(measured: MeasuredNewsroom, prezlyCallsDuring: number): NewsroomResult {
    const samplesOf = (mode: 'uncached' | 'cached') =>
        Object.fromEntries(
            measured.targets.filter((target) => target.mode === mode).map((target) => [target.kind, target.samples]),
        ) as Record<PageKind, CpuSample[]>;
    return {
        title: measured.newsroom.title,
        samples: { uncached: samplesOf('uncached'), cached: samplesOf('cached') },
        rssMb: { uncached: measured.servers.uncached.rssMb(), cached: measured.servers.cached.rssMb() },
        prezlyCallsDuring,
    };
}

async function close(measured: MeasuredNewsroom): Promise<void> {
    await measured.servers.uncached.stop();
    await measured.servers.cached.stop();
    await measured.newsroom.close();
}

async function measureTable(): Promise<void> {
    const rounds = Number(option('rounds') ?? 3);
    const seconds = Number(option('seconds') ?? 5);
    const loadAtStart = loadAverage();
    const measured: MeasuredNewsroom[] = [];
    try {
        for (const name of parseNewsroomNames(option('newsrooms') ?? 'demo,prezly')) {
            measured.push(await prepareNewsroom(name));
        }
        for (const { servers } of measured) {
            await untilIdle(servers.uncached);
            await untilIdle(servers.cached);
        }
        const callsBefore = measured.map(({ newsroom }) => newsroom.prezlyCalls());
        runRounds(
            measured.flatMap(({ targets }) => targets),
            rounds,
            seconds,
        );
        const results = measured.map((each, index) =>
            resultOf(each, each.newsroom.prezlyCalls() - callsBefore[index]!),
        );
        console.log(
            writeCpuReport(results, { rounds, seconds, warmUpSeconds: WARM_UP_SECONDS }, runContext(loadAtStart, NOTE)),
        );
    } finally {
        for (const each of measured) await close(each);
    }
}

/** A warm-up, then the measured run, whose stretch of the clock picks the profile's samples. */
async function loadWhileProfiling(
    server: ServerProcess,
    kind: PageKind,
    seconds: number,
): Promise<{ pagePath: string; sample: CpuSample; window: Window }> {
    const pagePath = (await discoverPages(server.url))[kind];
    await untilIdle(server);
    measureCpu(server, pagePath, WARM_UP_SECONDS);
    const fromUs = Number(process.hrtime.bigint() / 1000n);
    const sample = measureCpu(server, pagePath, seconds);
    const toUs = Number(process.hrtime.bigint() / 1000n);
    return { pagePath, sample, window: { fromUs, toUs } };
}

/** Profiles uncached pages of one kind: `--cpu-prof` into a temporary folder, summarised by function. */
async function profile(kind: PageKind): Promise<void> {
    const seconds = Number(option('seconds') ?? 10);
    const top = Number(option('top') ?? 25);
    const loadAtStart = loadAverage();
    const newsroom = await openNewsroom(parseNewsroomNames(option('newsroom') ?? 'prezly')[0]!, STORIES);
    const directory = mkdtempSync(path.join(tmpdir(), 'bench-cpu-profile-'));
    try {
        const flags = ['--cpu-prof', `--cpu-prof-dir=${directory}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`];
        const server = await startNewsroomServer(newsroom, false, flags);
        // The profile is written when the process exits.
        const { pagePath, sample, window } = await loadWhileProfiling(server, kind, seconds).finally(() =>
            server.stop(),
        );
        const summary = summariseProfile(readProfile(directory), window);
        const run = {
            kind,
            newsroom: newsroom.name,
            newsroomTitle: newsroom.title,
            path: pagePath,
            seconds,
            intervalUs: PROFILE_INTERVAL_US,
            cpuMsPerRequest: sample.cpuMsPerRequest,
            mainThreadMsPerRequest: sample.mainThreadMsPerRequest,
            rps: sample.rps,
            top,
        };
        console.log(writeProfileReport(summary, run, runContext(loadAtStart, NOTE)));
    } finally {
        rmSync(directory, { recursive: true, force: true });
        await newsroom.close();
    }
}

async function compare(against: string): Promise<void> {
    const table = await compareBuilds({
        against: against.split(','),
        newsrooms: parseNewsroomNames(option('newsrooms') ?? 'demo,prezly'),
        kinds: (option('kinds')?.split(',') ?? PAGE_KINDS).map(parsePageKind),
        connections: (option('connections') ?? '10').split(',').map(Number),
        workers: Number(option('workers') ?? 1),
        stories: STORIES,
        rounds: Number(option('rounds') ?? 5),
        seconds: Number(option('seconds') ?? 3),
        warmUpSeconds: WARM_UP_SECONDS,
    });
    console.log(table);
}

async function main() {
    const kind = option('profile');
    const against = option('against');
    if (kind) await profile(parsePageKind(kind));
    else if (against) await compare(against);
    else await measureTable();
}

main().catch((error) => {
    console.error(error);
    process.exit(1);
});
