import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Kernel clock ticks per second, the unit of /proc/<pid>/stat's CPU times (100 on most Linux). */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/**
 * The CPU time a process has used so far, in milliseconds: user plus system time of all its
 * threads (JavaScript, garbage collector helpers, libuv's pool compressing), read from
 * /proc/<pid>/stat so the measured process needs no change.
 */
export function processCpuMs(pid: number): number {
    return cpuMsOf(`/proc/${pid}/stat`);
}

/** The CPU time of a process's main thread alone (the one running JavaScript), in milliseconds. */
export function mainThreadCpuMs(pid: number): number {
    return cpuMsOf(`/proc/${pid}/task/${pid}/stat`);
}

function cpuMsOf(statFile: string): number {
    const stat = readFileSync(statFile, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of the whole line (utime, stime) are the 12th and 13th after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / ticksPerSecond;
}

/**
 * The CPU time of a process and its children (nginx's master and its workers), in milliseconds,
 * read from /proc/<pid>/task/<pid>/children.
 */
export function processTreeCpuMs(pid: number): number {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return processCpuMs(pid) + children.reduce((sum, child) => sum + processTreeCpuMs(Number(child)), 0);
}
