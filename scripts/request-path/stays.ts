/**
 * The walk's trace (scripts/request-path/walk.ts) as a reader follows it, in stays. A stay starts
 * each time a call takes control into a file from another file, and holds what runs in that file
 * until the call returns, the calls it makes inside the same file included; the calls it makes into
 * other files are stays of their own (entered from this one). Coming back to the caller is not a new
 * stay: the caller's stay goes on. A stay in a file entered before is a return to it; a stay in a
 * file higher in the layer order than the file it was entered from, which imports it, is a climb
 * back up (a call through an interface into a higher file imports nothing from it).
 */
import type { TraceEvent } from './walk';

export interface Stay {
    /** 1 for the first, in the order the stays start. */
    step: number;
    file: string;
    /** The functions called in the stay, in the order first called; `followedBefore`: read already, not again. */
    functions: { name: string; followedBefore: boolean }[];
    /** The stay it was entered from; null for the first. */
    from: { step: number; file: string } | null;
    /** The file was entered before. */
    isReturn: boolean;
    /** The file is higher in the layer order than the one it was entered from, which imports it. */
    isClimb: boolean;
}

export interface PathSummary {
    filesEntered: number;
    stays: number;
    returns: number;
    climbs: number;
}

/**
 * `layerOf` gives a file's place in the layer order, 0 the top (the entry's side); a stay in a
 * file with a smaller number than the file it was entered from, entered by an import, climbs back up.
 */
export function staysOf(trace: readonly TraceEvent[], layerOf: (file: string) => number): Stay[] {
    const stays: Stay[] = [];
    const entered = new Set<string>();
    /** For each function control is in, innermost last: the stay it runs in. */
    const open: Stay[] = [];
    for (const event of trace) {
        if (event.kind === 'leave') {
            open.pop();
            continue;
        }
        const caller = open.at(-1);
        let stay = caller;
        if (caller?.file !== event.fn.file) {
            stay = {
                step: stays.length + 1,
                file: event.fn.file,
                functions: [],
                from: caller ? { step: caller.step, file: caller.file } : null,
                isReturn: entered.has(event.fn.file),
                isClimb: caller !== undefined && event.imported && layerOf(event.fn.file) < layerOf(caller.file),
            };
            stays.push(stay);
            entered.add(event.fn.file);
        }
        if (!stay) throw new Error('A stay for every call');
        if (!stay.functions.some((fn) => fn.name === event.fn.name))
            stay.functions.push({ name: event.fn.name, followedBefore: event.followedBefore });
        open.push(stay);
    }
    return stays;
}

export function summaryOf(stays: readonly Stay[]): PathSummary {
    return {
        filesEntered: new Set(stays.map((stay) => stay.file)).size,
        stays: stays.length,
        returns: stays.filter((stay) => stay.isReturn).length,
        climbs: stays.filter((stay) => stay.isClimb).length,
    };
}
