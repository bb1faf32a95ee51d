import { execFileSync } from 'node:child_process';

export interface WrkResult {
    /** Responses completed during the run. */
    requests: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    non2xx: number;
}

/** Milliseconds from wrk's latency notation (`812.00us`, `1.23ms`, `2.01s`). */
function toMs(value: string): number {
    const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim());
    if (!match) return Number.NaN;
    const number = Number(match[1]);
    return match[2] === 'us' ? number / 1000 : match[2] === 's' ? number * 1000 : number;
}

/**
 * Debian's wrk against one URL with gzip accepted. wrk (C, epoll) takes a fraction of the CPU
 * autocannon needs, which matters when the load generator shares two cores with the server.
 * Answers are awaited up to 10 s: with wrk's own 2 s, a slow page at 100 connections on a busy
 * machine (search, 300 a second and less) is counted as timeouts and its run measures nothing.
 */
export function runWrk(url: string, options: { connections: number; seconds: number; threads?: number }): WrkResult {
    const output = execFileSync(
        'wrk',
        [
            `-t${options.threads ?? 2}`,
            `-c${options.connections}`,
            `-d${options.seconds}s`,
            '--latency',
            '--timeout',
            '10s',
            '-H',
            'Accept-Encoding: gzip',
            url,
        ],
        { encoding: 'utf8' },
    );
    const percentile = (name: string) => toMs(new RegExp(`^\\s+${name}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
    return {
        requests: Number(/(\d+) requests in /.exec(output)?.[1] ?? 0),
        rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)),
        p50: Math.round(percentile('50') * 10) / 10,
        p99: Math.round(percentile('99') * 10) / 10,
        errors: errors ? errors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
        non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    };
}
