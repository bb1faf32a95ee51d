import type { PrezlyStandIn, RecordedRequest } from '../../tests/helpers/prezly-stand-in/stand-in-server';

/** What the site asked Prezly for over a stretch of time. */
export interface Traffic {
    calls: number;
    storyBodies: number;
    bytes: number;
}

export function trafficOf(requests: RecordedRequest[]): Traffic {
    return {
        calls: requests.length,
        storyBodies: requests.reduce((sum, request) => sum + (request.storyBodies ?? 0), 0),
        bytes: requests.reduce((sum, request) => sum + (request.responseBytes ?? 0), 0),
    };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the site has stopped calling the stand-in: every call answered and none new for
 * `quietMs` (after at least one call when `atLeastOne`). Returns the calls made since `from`.
 */
export async function untilQuiet(
    standIn: PrezlyStandIn,
    from: number,
    options: { quietMs?: number; atLeastOne?: boolean; timeoutMs?: number } = {},
): Promise<RecordedRequest[]> {
    const quietMs = options.quietMs ?? 1500;
    const deadline = Date.now() + (options.timeoutMs ?? 180_000);
    let seen = standIn.requests.length;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
        await sleep(100);
        const count = standIn.requests.length;
        const answered = standIn.requests.slice(from).every((request) => request.status !== undefined);
        if (count !== seen || !answered) {
            seen = count;
            quietSince = Date.now();
            continue;
        }
        if (options.atLeastOne && count === from) continue;
        if (Date.now() - quietSince >= quietMs) break;
    }
    return standIn.requests.slice(from);
}

/** Polls `url` until its body contains `text`; milliseconds from `since` until it did. */
export async function untilPageShows(url: string, text: string, since: number, timeoutMs = 300_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
        try {
            const body = await (await fetch(url)).text();
            if (body.includes(text)) return Date.now() - since;
        } catch {
            // the server is busy or restarting: try again
        }
        await sleep(100);
    }
    throw new Error(`${url} did not show "${text}" within ${timeoutMs} ms`);
}

/** Bytes as a reader takes them in: `65.0 MB`, `37 KB`. */
export function size(bytes: number): string {
    if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `${Math.round(bytes / 1024)} KB`;
}
