import { size, type Traffic } from './prezly-traffic';
import { writeSection } from './report-section';

/** One run of scripts/bench-prezly.ts. */
export interface PrezlyRun {
    label: string;
    date: string;
    stories: number;
    latencyMs: number;
    loadAverage: string;
    machine: string;
    coldFirst200Ms: number;
    cold: Traffic;
    rssAfterStartMb: number;
    peakRssMb: number;
    quietRefresh: Traffic;
    editRefresh: Traffic;
    editToPageMs: number;
    webhookRefresh: Traffic;
    webhookToPageMs: number;
    fromSnapshotFirst200Ms: { ms: number | null; health: string | null };
    fromSnapshotApiDown: { ms: number | null; health: string | null };
    /** The files source with a generated newsroom of the same size. */
    filesSource?: { first200Ms: number; rssAfterStartMb: number };
    downWithoutSnapshot: {
        exited: boolean;
        exitCode: number | null;
        status: number | null;
        retryAfter: string | null;
        okAfterApiBackMs: number | null;
    };
}

const seconds = (ms: number | null | undefined) => (ms == null ? '—' : `${(ms / 1000).toFixed(1)} s`);
const traffic = (t: Traffic | undefined) =>
    t
        ? `${t.calls.toLocaleString('en')} calls, ${t.storyBodies.toLocaleString('en')} story bodies, ${size(t.bytes)}`
        : '—';

function down(run: PrezlyRun): string {
    const d = run.downWithoutSnapshot;
    if (!d) return '—';
    if (d.exited) return `exits (code ${d.exitCode})`;
    const first = `${d.status ?? 'not listening yet'} 8 s after start${d.retryAfter ? ` (Retry-After ${d.retryAfter})` : ''}`;
    return `${first}, then 200 ${seconds(d.okAfterApiBackMs)} after Prezly is back`;
}

const ROWS: [string, (run: PrezlyRun) => string][] = [
    ['First 200, cold (nothing persisted)', (run) => seconds(run.coldFirst200Ms)],
    ['Cold load from Prezly', (run) => traffic(run.cold)],
    ['First 200 from a persisted snapshot', (run) => seconds(run.fromSnapshotFirst200Ms?.ms)],
    [
        'First 200 from a snapshot, Prezly down',
        (run) =>
            `${seconds(run.fromSnapshotApiDown?.ms)}${run.fromSnapshotApiDown?.health ? ` (/healthz ${run.fromSnapshotApiDown.health})` : ''}`,
    ],
    ['Start with Prezly down, nothing persisted', down],
    ['Resident memory after start', (run) => `${run.rssAfterStartMb} MB`],
    ['Resident memory, peak (start and refreshes)', (run) => `${run.peakRssMb} MB`],
    ['Refresh, nothing changed', (run) => traffic(run.quietRefresh)],
    ['Refresh, one story edited', (run) => traffic(run.editRefresh)],
    ['Edit to page, no webhook (TTL 10 s)', (run) => seconds(run.editToPageMs)],
    ['Webhook naming the story', (run) => traffic(run.webhookRefresh)],
    ['Edit to page with the webhook', (run) => seconds(run.webhookToPageMs)],
    [
        'Files source, same size: first 200, memory after start',
        (run) =>
            run.filesSource ? `${seconds(run.filesSource.first200Ms)}, ${run.filesSource.rssAfterStartMb} MB` : '—',
    ],
];

/** The `prezly` section of docs/benchmarks.md: one column per run (before, after). */
export function writePrezlyReport(runs: PrezlyRun[]): void {
    const header = `| | ${runs.map((run) => `${run.label} (${run.date} UTC)`).join(' | ')} |`;
    const rule = `|---|${runs.map(() => '---').join('|')}|`;
    const rows = ROWS.map(([name, cell]) => `| ${name} | ${runs.map((run) => cell(run)).join(' | ')} |`);
    const context = runs
        .map((run) => `${run.label}: ${run.machine}, load average ${run.loadAverage} when it started`)
        .join('; ');
    writeSection(
        'docs/benchmarks.md',
        'prezly',
        `## Prezly at scale

Measured by \`scripts/bench-prezly.ts\`: ${runs[0]?.stories.toLocaleString('en')} generated stories in three languages served by the
Prezly stand-in, every answer ${runs[0]?.latencyMs} ms late; the built server as the Procfile starts it, default settings but
\`CONTENT_CACHE_TTL_SECONDS=10\` (a visit every 100 ms meanwhile). ${context}.

${header}
${rule}
${rows.join('\n')}`,
    );
}
