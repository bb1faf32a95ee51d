/**
 * Two builds side by side: `npm run bench:cpu -- --against ../other-checkout`. Runs of the
 * table a few minutes apart differed by up to 40 % on the shared machine (another engineer's
 * tests starting or ending), far more than most changes save; servers of both builds loaded in
 * turn, kind by kind, within the same minutes, see the same machine. Each round measures the
 * two in alternating order (this build first, then the other first), so a load that rises or
 * falls during a round does not favour either. Uncached pages only: the cache-hit path does not
 * render. Prints a table; docs/benchmarks.md is left alone (a change's figures go into its own
 * section there, with the run's context).
 *
 * The other checkout can also be a folder of links to this one's `dist`, `node_modules` and
 * `content` beside a `Procfile` of its own: that compares node settings, such as the heap's
 * (docs/deploying.md, "Heap settings").
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type BenchNewsroom, openNewsroom, startNewsroomServer } from './cpu-newsrooms';
import { type CpuSample, measureCpu, untilIdle } from './cpu-per-request';
import { loadAverage } from './cpu-report';
import { median } from './median';
import { discoverPages, type PageKind } from './page-kinds';
import type { ServerProcess } from './server-process';

export interface CompareOptions {
    /** The other checkout, built (`npm run build` there). */
    against: string;
    newsrooms: BenchNewsroom['name'][];
    kinds: readonly PageKind[];
    stories: number;
    rounds: number;
    seconds: number;
    warmUpSeconds: number;
}

interface Side {
    label: string;
    server: ServerProcess;
    samples: Map<PageKind, CpuSample[]>;
}

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

/** Measures both builds on each newsroom and returns the comparison as Markdown. */
export async function compareBuilds(options: CompareOptions): Promise<string> {
    const against = path.resolve(options.against);
    const lines = [
        `This build (${commitOf('.')}) against ${against} (${commitOf(against)}): uncached CPU ms per request,`,
        `medians of ${options.rounds} rounds of ${options.seconds} s, the two in alternating order; load average ${loadAverage()} at the start.`,
    ];
    for (const name of options.newsrooms) {
        const newsroom = await openNewsroom(name, options.stories);
        const sides: Side[] = [];
        try {
            for (const [label, checkout] of [
                ['this', '.'],
                ['against', against],
            ] as const) {
                const server = await startNewsroomServer(newsroom, false, [], checkout);
                sides.push({ label, server, samples: new Map() });
                await untilIdle(server);
            }
            const pages = await discoverPages(sides[0]!.server.url);
            for (const side of sides) {
                for (const kind of options.kinds) measureCpu(side.server, pages[kind], options.warmUpSeconds);
            }
            for (let round = 1; round <= options.rounds; round++) {
                const order = round % 2 === 1 ? sides : [...sides].reverse();
                for (const kind of options.kinds) {
                    for (const side of order) {
                        const sample = measureCpu(side.server, pages[kind], options.seconds);
                        side.samples.set(kind, [...(side.samples.get(kind) ?? []), sample]);
                        console.log(
                            `round ${round}/${options.rounds} ${newsroom.name} ${kind} ${side.label}: ${sample.cpuMsPerRequest.toFixed(3)} ms CPU/request`,
                        );
                    }
                }
            }
            lines.push('', `### ${newsroom.title}`, '', comparisonTable(sides, options.kinds));
            lines.push(
                '',
                `Resident memory at the end: this build ${Math.round(sides[0]!.server.rssMb())} MB, the other ${Math.round(sides[1]!.server.rssMb())} MB.`,
            );
        } finally {
            for (const side of sides) await side.server.stop();
            await newsroom.close();
        }
    }
    lines.push('', `Load average ${loadAverage()} at the end.`);
    return lines.join('\n');
}

function comparisonTable(sides: Side[], kinds: readonly PageKind[]): string {
    const [mine, other] = sides as [Side, Side];
    const cpu = (side: Side, kind: PageKind) => (side.samples.get(kind) ?? []).map((sample) => sample.cpuMsPerRequest);
    const rows = kinds.map((kind) => {
        const now = median(cpu(mine, kind));
        const before = median(cpu(other, kind));
        const change = `${now <= before ? '−' : '+'}${Math.abs(Math.round((100 * (now - before)) / before))} %`;
        const rounds = (side: Side) =>
            cpu(side, kind)
                .map((value) => value.toFixed(2))
                .join(' ');
        return `| ${kind} | ${now.toFixed(3)} | ${before.toFixed(3)} | ${change} | ${rounds(mine)} | ${rounds(other)} |`;
    });
    return [
        '| Page | This build | The other | Change | Rounds, this | Rounds, the other |',
        '|---|---:|---:|---:|---|---|',
        ...rows,
    ].join('\n');
}
