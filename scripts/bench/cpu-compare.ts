/**
 * Builds side by side: `npm run bench:cpu -- --against ../other-checkout[,../a-third]`. Runs of
 * the table a few minutes apart differed by up to 40 % on the shared machine (another engineer's
 * tests starting or ending), far more than most changes save; servers of every build loaded in
 * turn, kind by kind, within the same minutes, see the same machine. Each round measures them in
 * a rotated order (this build first, then the next first…), so a load that rises or falls during
 * a round favours none. Uncached pages only: the cache-hit path does not render. Beside them,
 * in the same rotation, nginx (as many workers as ours: one unless `--workers`) serves the very bytes
 * this build sent for each page, pre-compressed: the reference for requests a second. Every
 * measured run follows a second of the same page on the same server: a server that waited through
 * the others' runs pays more in its first seconds (docs/benchmarks.md, "Fourth round").
 *
 * Prints tables of ratios (each build's figure divided by this build's; nginx's requests a
 * second divided by this build's), the figures themselves after them as context, at each number
 * of connections asked (`--connections 10,100`); docs/benchmarks.md is left alone (a change's
 * figures go into its own section there, with the run's context).
 *
 * The other checkout can also be a folder of links to this one's `dist`, `node_modules` and
 * `content` beside a `Procfile` of its own: that compares node settings, such as the heap's
 * (docs/deploying.md, "Heap settings").
 */
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import path from 'node:path';
import { freePort } from '../../tests/helpers/engines';
import { type BenchNewsroom, openNewsroom, startNewsroomServer } from './cpu-newsrooms';
import { type CpuSample, type LoadedProcess, measureCpu, serverProcess, untilIdle } from './cpu-per-request';
import { loadAverage } from './cpu-report';
import { median } from './median';
import { type Nginx, type StaticPage, startStaticPages } from './nginx';
import { discoverPages, type PageKind } from './page-kinds';
import { processTreeCpuMs } from './process-cpu';
import type { ServerProcess } from './server-process';

export interface CompareOptions {
    /** The other checkouts, built (`npm run build` there). */
    against: string[];
    newsrooms: BenchNewsroom['name'][];
    kinds: readonly PageKind[];
    /** wrk's connections; every kind is measured at each. */
    connections: number[];
    /** WEB_CONCURRENCY of every build's server (1: one process, as the Procfile starts it). */
    workers: number;
    stories: number;
    rounds: number;
    seconds: number;
    warmUpSeconds: number;
}

/** The second of load before each measured run. */
const RUN_WARM_UP_SECONDS = 1;

interface Side {
    label: string;
    /** The build's server; none for nginx. */
    server?: ServerProcess;
    measured: LoadedProcess;
    /** Samples by kind and connections. */
    samples: Map<string, CpuSample[]>;
    /** The path of each kind on this side. */
    path(kind: PageKind, pages: Record<PageKind, string>): string;
}

const sampleKey = (kind: PageKind, connections: number) => `${kind}@${connections}`;

/** The checkout's commit, `+changes` when its tracked files differ from it. */
function commitOf(checkout: string): string {
    try {
        const git = (...args: string[]) => execFileSync('git', args, { cwd: checkout, encoding: 'utf8' }).trim();
        const dirty = git('status', '--porcelain', '--untracked-files=no');
        return `${git('rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''}`;
    } catch {
        // A folder of links to this build with another Procfile (heap settings compared) has no git.
        return 'not a git checkout';
    }
}

/** The body exactly as the server sends it for `acceptEncoding`, without decoding it. */
function rawBody(url: string, acceptEncoding: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
        request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve(Buffer.concat(chunks)));
            response.on('error', reject);
        })
            .on('error', reject)
            .end();
    });
}

/** This build's bytes of every kind, plain and gzip as it sent them, for nginx to serve. */
async function pagesAsSent(url: string, pages: Record<PageKind, string>, kinds: readonly PageKind[]) {
    const made: StaticPage[] = [];
    for (const kind of kinds) {
        const name = kind.replace(/\s+/g, '-');
        made.push({
            name,
            body: await rawBody(url + pages[kind], 'identity'),
            gzip: await rawBody(url + pages[kind], 'gzip'),
        });
    }
    return made;
}

function nginxSide(nginx: Nginx): Side {
    const cpuMs = () => processTreeCpuMs(nginx.pid);
    return {
        label: 'nginx',
        measured: { url: nginx.origin, cpuMs, mainThreadMs: cpuMs },
        samples: new Map(),
        path: (kind) => `/${kind.replace(/\s+/g, '-')}.html`,
    };
}

function measureRound(sides: Side[], round: number, pages: Record<PageKind, string>, options: CompareOptions) {
    for (const kind of options.kinds) {
        for (const connections of options.connections) {
            const shift = (round - 1) % sides.length;
            for (const side of [...sides.slice(shift), ...sides.slice(0, shift)]) {
                const at = side.path(kind, pages);
                if (side.server) measureCpu(side.measured, at, RUN_WARM_UP_SECONDS, connections);
                const sample = measureCpu(side.measured, at, options.seconds, connections);
                const key = sampleKey(kind, connections);
                side.samples.set(key, [...(side.samples.get(key) ?? []), sample]);
                console.log(
                    `round ${round}/${options.rounds} ${kind} ${connections} connections ${side.label}: ${sample.cpuMsPerRequest.toFixed(3)} ms CPU/request, ${sample.rps} requests/s, p99 ${sample.p99} ms`,
                );
            }
        }
    }
}

/** Measures every build (and nginx) on each newsroom and returns the comparison as Markdown. */
export async function compareBuilds(options: CompareOptions): Promise<string> {
    const checkouts = ['.', ...options.against.map((checkout) => path.resolve(checkout))];
    const labels = checkouts.map((checkout, index) => (index === 0 ? 'this build' : path.basename(checkout)));
    const lines = [
        `Builds: ${checkouts.map((checkout, index) => `${labels[index]} (${index === 0 ? '' : `${checkout}, `}${commitOf(checkout)})`).join('; ')}; nginx: ${options.workers} worker${options.workers > 1 ? 's' : ''} serving the bytes this build sent, gzip as it sent them.`,
        `Uncached pages, \`WEB_CONCURRENCY=${options.workers}\`; medians of ${options.rounds} rounds of ${options.seconds} s per page and number of connections, each after ${RUN_WARM_UP_SECONDS} s of the same page, the sides in a rotated order each round; load average ${loadAverage()} at the start.`,
    ];
    for (const name of options.newsrooms) {
        const newsroom = await openNewsroom(name, options.stories);
        const sides: Side[] = [];
        let nginx: Nginx | undefined;
        try {
            for (const [index, checkout] of checkouts.entries()) {
                const server = await startNewsroomServer(newsroom, false, [], checkout, options.workers);
                sides.push({
                    label: labels[index]!,
                    server,
                    measured: serverProcess(server, options.workers),
                    samples: new Map(),
                    path: (kind, pages) => pages[kind],
                });
                await untilIdle(server);
            }
            const pages = await discoverPages(sides[0]!.measured.url);
            const asSent = await pagesAsSent(sides[0]!.measured.url, pages, options.kinds);
            nginx = await startStaticPages(asSent, await freePort(), options.workers);
            const builds = [...sides];
            sides.push(nginxSide(nginx));
            for (const side of builds) {
                for (const kind of options.kinds) measureCpu(side.measured, pages[kind], options.warmUpSeconds);
            }
            for (let round = 1; round <= options.rounds; round++) measureRound(sides, round, pages, options);
            lines.push('', `### ${newsroom.title}`);
            lines.push(
                '',
                `Pages: ${options.kinds.map((kind, index) => `${kind} \`${pages[kind]}\` (${kb(asSent[index]!.body)}, ${kb(asSent[index]!.gzip)} gzip)`).join('; ')}.`,
            );
            for (const connections of options.connections) {
                lines.push('', `${connections} connections:`, '', comparisonTable(sides, options.kinds, connections));
            }
            lines.push(
                '',
                `Resident memory at the end${options.workers > 1 ? ' (the primary process alone)' : ''}: ${builds.map((side) => `${side.label} ${Math.round(side.server!.rssMb())} MB`).join(', ')}. ${spread(sides)}`,
            );
        } finally {
            nginx?.stop();
            for (const side of sides) await side.server?.stop();
            await newsroom.close();
        }
    }
    lines.push('', `Load average ${loadAverage()} at the end.`);
    return lines.join('\n');
}

const kb = (bytes: Buffer) => `${(bytes.length / 1024).toFixed(1)} KB`;
const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '—');
const figure = (value: number) => (Number.isFinite(value) ? String(Number(value.toPrecision(3))) : '—');

/**
 * One row a kind: each other side's figure divided by this build's (CPU per request, requests a
 * second, p99), then the figures in the sides' order, then the failed answers of all runs.
 */
function comparisonTable(sides: Side[], kinds: readonly PageKind[], connections: number): string {
    const [mine, ...others] = sides as [Side, ...Side[]];
    const of = (side: Side, kind: PageKind, pick: (sample: CpuSample) => number) =>
        median((side.samples.get(sampleKey(kind, connections)) ?? []).map(pick));
    const metrics = {
        cpu: (sample: CpuSample) => sample.cpuMsPerRequest,
        rps: (sample: CpuSample) => sample.rps,
        p99: (sample: CpuSample) => sample.p99,
    };
    const ratios = (kind: PageKind, pick: (sample: CpuSample) => number, among: Side[]) =>
        among.map((side) => ratio(of(side, kind, pick) / of(mine, kind, pick))).join(' / ');
    const values = (kind: PageKind, pick: (sample: CpuSample) => number, among: Side[]) =>
        among.map((side) => figure(of(side, kind, pick))).join(' / ');
    const failures = (kind: PageKind) =>
        sides
            .flatMap((side) => side.samples.get(sampleKey(kind, connections)) ?? [])
            .reduce((sum, sample) => sum + sample.failures, 0);
    const rows = kinds.map((kind) =>
        [
            kind,
            ratios(kind, metrics.cpu, others),
            ratios(kind, metrics.rps, others),
            ratios(kind, metrics.p99, others),
            values(kind, metrics.cpu, sides),
            values(kind, metrics.rps, sides),
            values(kind, metrics.p99, sides),
            String(failures(kind)),
        ].join(' | '),
    );
    const named = (among: Side[]) => among.map((side) => side.label).join(' / ');
    return [
        `| Page | CPU/request ÷ this (${named(others)}) | Requests/s ÷ this | p99 ÷ this | CPU ms/request (${named(sides)}) | Requests/s | p99 ms | Errors, non-2xx |`,
        '|---|---:|---:|---:|---:|---:|---:|---:|',
        ...rows.map((row) => `| ${row} |`),
    ].join('\n');
}

/** How far any round's CPU per request fell from its median, our builds only. */
function spread(sides: Side[]): string {
    let furthest = 0;
    for (const side of sides.filter((each) => each.server)) {
        for (const samples of side.samples.values()) {
            const measured = samples.map((sample) => sample.cpuMsPerRequest).filter(Number.isFinite);
            const middle = median(measured);
            for (const value of measured) furthest = Math.max(furthest, Math.abs(value - middle) / middle);
        }
    }
    return `No round's CPU per request was further than ${Math.round(furthest * 100)} % from its median.`;
}
