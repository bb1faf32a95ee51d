/**
 * The `cpu` and `cpu-profile` sections of docs/benchmarks.md, written by scripts/bench-cpu.ts:
 * CPU per request by page kind, cached and uncached, and where an uncached page's CPU goes.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import type { NewsroomName } from './cpu-newsrooms';
import type { CpuSample } from './cpu-per-request';
import type { ProfileSummary } from './cpu-profile';
import { median } from './median';
import { PAGE_KINDS, type PageKind } from './page-kinds';
import { writeSection } from './report-section';
import { productionArguments } from './server-process';

/** What one newsroom's servers measured: the samples of every round, and memory at the end. */
export interface NewsroomResult {
    title: string;
    samples: Record<'uncached' | 'cached', Record<PageKind, CpuSample[]>>;
    rssMb: Record<'uncached' | 'cached', number>;
    /** Calls made to the Prezly stand-in while measuring (0 unless a refresh slipped in). */
    prezlyCallsDuring: number;
}

/** The run's circumstances, for readers comparing figures taken at different times. */
export interface RunContext {
    date: string;
    commit: string;
    machine: string;
    loadAtStart: string;
    loadAtEnd: string;
    note?: string;
}

export const loadAverage = () =>
    loadavg()
        .map((value) => value.toFixed(2))
        .join(', ');

export function runContext(loadAtStart: string, note?: string): RunContext {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // The report file itself changes with every run: only other changes make the figures differ from the commit's.
    const dirty = execFileSync(
        'git',
        ['status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)docs/benchmarks.md'],
        { encoding: 'utf8' },
    ).trim();
    return {
        date: new Date().toISOString().slice(0, 16).replace('T', ' '),
        commit: dirty ? `${commit} with uncommitted changes` : commit,
        machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
        loadAtStart,
        loadAtEnd: loadAverage(),
        note,
    };
}

/** Three significant digits: 3.25, 0.0581, 12.4. */
const ms = (value: number) => (Number.isFinite(value) ? String(Number(value.toPrecision(3))) : '—');
const perSecond = (value: number) => Math.round(value).toLocaleString('en');

function row(kind: PageKind, result: NewsroomResult): string {
    const cells = (['uncached', 'cached'] as const).flatMap((mode) => {
        const samples = result.samples[mode][kind];
        return [
            ms(median(samples.map((sample) => sample.cpuMsPerRequest))),
            perSecond(median(samples.map((s) => s.rps))),
        ];
    });
    const failures = (['uncached', 'cached'] as const)
        .flatMap((mode) => result.samples[mode][kind])
        .reduce((sum, sample) => sum + sample.failures, 0);
    return `| ${kind} | ${cells.join(' | ')} | ${failures} |`;
}

/** The furthest any round's CPU per request fell from its median, in percent. */
function largestDeviation(result: NewsroomResult): number {
    const allSamples = (['uncached', 'cached'] as const).flatMap((mode) => Object.values(result.samples[mode]));
    const deviations = allSamples.flatMap((samples) => {
        const middle = median(samples.map((sample) => sample.cpuMsPerRequest));
        return samples.map((sample) => Math.abs(sample.cpuMsPerRequest - middle) / middle);
    });
    return Math.round(100 * Math.max(0, ...deviations));
}

function newsroomTable(result: NewsroomResult): string {
    const calls =
        result.prezlyCallsDuring > 0 ? ` The server called Prezly ${result.prezlyCallsDuring} times meanwhile.` : '';
    return `### ${result.title}

| Page | Uncached CPU ms/request | Uncached requests/s | Cached CPU ms/request | Cached requests/s | Errors, non-2xx |
|---|---:|---:|---:|---:|---:|
${PAGE_KINDS.map((kind) => row(kind, result)).join('\n')}

No round's CPU per request was further than ${largestDeviation(result)} % from its median. Resident memory at the end: ${Math.round(result.rssMb.uncached)} MB with the page cache off, ${Math.round(result.rssMb.cached)} MB with it on.${calls}`;
}

function circumstances(context: RunContext): string {
    const note = context.note ? ` ${context.note}` : '';
    return `Measured ${context.date} UTC at ${context.commit} on ${context.machine}; load average ${context.loadAtStart} when the run started, ${context.loadAtEnd} when it ended.${note}`;
}

export function writeCpuReport(
    results: NewsroomResult[],
    options: { rounds: number; seconds: number; warmUpSeconds: number },
    context: RunContext,
): string {
    const body = `## CPU per uncached page

What a page costs the server, in CPU milliseconds per request, uncached (\`PAGE_CACHE_ENTRIES=0\`)
and as a page cache hit: \`npm run build && npm run bench:cpu\` (options \`--rounds 3\`, \`--seconds 5\`,
\`--stories 10000\`, \`--newsrooms demo,prezly\`, \`--note "what else ran"\`). Each page kind is
loaded with wrk (10 connections, gzip accepted) for ${options.seconds} s; the server's own CPU time
(user and system, all its threads, from \`/proc/<pid>/stat\`) over the run is divided by the responses
wrk completed. The load generator's CPU is not counted, which keeps the figure steadier than
requests/s on a shared machine. Every page kind, cached and uncached, on every newsroom is
measured once a round, ${options.rounds} round${options.rounds === 1 ? '' : 's'} in turn (two servers a newsroom side by side, one process each,
\`WEB_CONCURRENCY=1\`, started as the Procfile does: \`node ${productionArguments().join(' ')}\`);
the tables give medians; each measured run follows a discarded ${options.warmUpSeconds} s run of the same page on the same server
(a server that waited through the others' runs pays 12–40 % more in its first seconds: "Fourth round" below). The Prezly-shaped newsroom keeps its
content for an hour (\`CONTENT_CACHE_TTL_SECONDS=3600\`) so no background refresh runs beside the
pages measured; one story in ten there is as heavy as real ones (about 700 words, an 8-image
gallery, a quote, an attachment, two contacts, six tags, two translations: \`story\` is one of them,
\`short story\` an ordinary clone of a demo story; scripts/bench/realistic-stories.ts). These
milliseconds hold for this machine on this day only (the same machine measured 2× apart from one
day to the next): a change is judged by \`--against\`, its build beside the other in the same
minutes ("Issue 35" below). \`npm run bench:cpu -- --profile story --newsroom prezly\` profiles one kind
(next section).

${circumstances(context)}

${results.map(newsroomTable).join('\n\n')}`;
    writeSection('docs/benchmarks.md', 'cpu', body);
    return body;
}

export interface ProfileRun {
    kind: PageKind;
    newsroom: NewsroomName;
    newsroomTitle: string;
    path: string;
    seconds: number;
    intervalUs: number;
    cpuMsPerRequest: number;
    mainThreadMsPerRequest: number;
    rps: number;
    top: number;
}

const percent = (samples: number, total: number) => `${((100 * samples) / total).toFixed(1)} %`;

function functionTable(summary: ProfileSummary, top: number): string {
    const rows = summary.functions.slice(0, top).map((cost, index) => {
        const where = cost.location ? `\`${cost.location}\`` : '';
        return `| ${index + 1} | \`${cost.name}\` | ${where} | ${cost.group} | ${percent(cost.samples, summary.busySamples)} |`;
    });
    return ['| # | Function | Where | Group | Self |', '|---:|---|---|---|---:|', ...rows].join('\n');
}

function groupTable(summary: ProfileSummary): string {
    const rows = summary.groups.map((group) => `| ${group.group} | ${percent(group.samples, summary.busySamples)} |`);
    return ['| Group | Self |', '|---|---:|', ...rows].join('\n');
}

export function writeProfileReport(summary: ProfileSummary, run: ProfileRun, context: RunContext): string {
    const body = `### Profile: uncached ${run.kind} page, ${run.newsroomTitle}

\`npm run bench:cpu -- --profile ${run.kind.replace(' ', '-')} --newsroom ${run.newsroom}\`: the server (page cache off) runs with \`--cpu-prof\`
(a sample every ${run.intervalUs} µs) while wrk loads \`${run.path}\` for ${run.seconds} s at 10
connections after a warm-up; only the samples of that run count, idle left out
(${summary.busySamples.toLocaleString('en')} samples). Under the profiler the page cost
${ms(run.cpuMsPerRequest)} ms of CPU a request (${perSecond(run.rps)} requests/s), ${ms(run.mainThreadMsPerRequest)} ms of it
on the main thread, the only one the profile samples: the rest is mostly the garbage collector's
helper threads. With the page cache off a page is compressed once, on the main thread
(\`processChunkSync\`); pages kept in the cache are compressed on libuv's thread pool. Our code is traced to its source through the build's source
maps; "Self" is the share of busy samples spent in the function itself, not in what it calls.

${circumstances(context)}

Top ${run.top} functions by self time:

${functionTable(summary, run.top)}

By package (our code by top-level folder):

${groupTable(summary)}`;
    writeSection('docs/benchmarks.md', 'cpu-profile', body);
    return body;
}
