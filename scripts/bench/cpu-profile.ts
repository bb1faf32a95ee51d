/**
 * Reads a V8 CPU profile (`node --cpu-prof`, a .cpuprofile file) and sums its samples by
 * function and by package, counting only the samples taken while the load ran. Our bundled code
 * (dist/server/*.js) is traced back to its source file and line through the build's source maps.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
    functionName: string;
    url: string;
    /** 0-based, as V8 writes them. */
    lineNumber: number;
    columnNumber: number;
}

interface ProfileNode {
    id: number;
    callFrame: CallFrame;
}

interface CpuProfile {
    nodes: ProfileNode[];
    /** Microseconds on the monotonic clock, the one `process.hrtime` reads in every process. */
    startTime: number;
    samples: number[];
    timeDeltas: number[];
}

/** A stretch of the monotonic clock, in microseconds (`process.hrtime.bigint() / 1000n`). */
export interface Window {
    fromUs: number;
    toUs: number;
}

export interface FunctionCost {
    name: string;
    /** Source file and line (our code through the source maps), or the package file. */
    location: string;
    group: string;
    samples: number;
}

export interface ProfileSummary {
    /** Samples in the window, idle excluded. */
    busySamples: number;
    functions: FunctionCost[];
    groups: { group: string; samples: number }[];
}

/** The one .cpuprofile a process wrote into `directory` when it exited. */
export function readProfile(directory: string): CpuProfile {
    const file = readdirSync(directory).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error(`No .cpuprofile in ${directory}: did the server exit cleanly?`);
    return JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as CpuProfile;
}

/** How many samples each node took inside the window (a sample's time is the sum of deltas so far). */
function samplesPerNode(profile: CpuProfile, window: Window): Map<number, number> {
    const counts = new Map<number, number>();
    let time = profile.startTime;
    profile.samples.forEach((nodeId, index) => {
        time += profile.timeDeltas[index] ?? 0;
        if (time < window.fromUs || time > window.toUs) return;
        counts.set(nodeId, (counts.get(nodeId) ?? 0) + 1);
    });
    return counts;
}

/** Source maps of the built server files, read once each. */
function sourceMaps(): (file: string) => SourceMap | null {
    const maps = new Map<string, SourceMap | null>();
    return (file) => {
        if (!maps.has(file)) {
            const mapFile = `${file}.map`;
            maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
        }
        return maps.get(file) ?? null;
    };
}

/** `node_modules/@scope/name/…` or `node_modules/name/…` → the package name. */
function packageOf(file: string): string | null {
    const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    return match?.[1] ?? null;
}

/** Where a frame's function is, and which group its time counts for. */
function placeFrame(frame: CallFrame, mapOf: (file: string) => SourceMap | null): { location: string; group: string } {
    const { functionName, url } = frame;
    if (functionName === '(garbage collector)') return { location: '', group: 'garbage collector' };
    if (functionName === '(program)') return { location: '', group: 'V8 and native code, not attributed' };
    if (!url) return { location: '', group: 'V8 built-ins and native functions' };
    if (url.startsWith('node:')) return { location: `${url}:${frame.lineNumber + 1}`, group: 'Node.js internals' };
    const file = url.startsWith('file:') ? fileURLToPath(url) : url;
    const packageName = packageOf(file);
    if (packageName) {
        return { location: `${path.relative(process.cwd(), file)}:${frame.lineNumber + 1}`, group: packageName };
    }
    const entry = mapOf(file)?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && 'originalSource' in entry) {
        const source = path.relative(process.cwd(), path.resolve(path.dirname(file), entry.originalSource));
        return { location: `${source}:${entry.originalLine + 1}`, group: `our code: ${source.split(path.sep)[0]}/` };
    }
    return { location: `${path.relative(process.cwd(), file)}:${frame.lineNumber + 1}`, group: 'other' };
}

function sortedBySamples<T extends { samples: number }>(items: Iterable<T>): T[] {
    return [...items].sort((a, b) => b.samples - a.samples);
}

/** Self samples by function (name and source line) and by group, idle left out. */
export function summariseProfile(profile: CpuProfile, window: Window): ProfileSummary {
    const counts = samplesPerNode(profile, window);
    const mapOf = sourceMaps();
    const functions = new Map<string, FunctionCost>();
    const groups = new Map<string, { group: string; samples: number }>();
    let busySamples = 0;
    for (const node of profile.nodes) {
        const samples = counts.get(node.id) ?? 0;
        if (samples === 0 || node.callFrame.functionName === '(idle)') continue;
        busySamples += samples;
        const { location, group } = placeFrame(node.callFrame, mapOf);
        const name = node.callFrame.functionName || '(anonymous)';
        const key = `${name} ${location}`;
        const cost = functions.get(key) ?? { name, location, group, samples: 0 };
        cost.samples += samples;
        functions.set(key, cost);
        const total = groups.get(group) ?? { group, samples: 0 };
        total.samples += samples;
        groups.set(group, total);
    }
    return { busySamples, functions: sortedBySamples(functions.values()), groups: sortedBySamples(groups.values()) };
}
