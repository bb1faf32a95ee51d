import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The JSON in `file`, or undefined when there is no such file (a new site starts empty). A file
 * that cannot be read or parsed is an error naming it, never taken as empty: the federation's
 * files hold the actors' signing keys and the followers, and writing over them would lose both.
 */
export async function readJsonFile(file: string): Promise<unknown> {
    let text: string;
    try {
        text = await readFile(file, 'utf8');
    } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw new Error(`Could not read the federation store ${file}: ${errorText(error)}`);
    }
    try {
        return JSON.parse(text);
    } catch (error) {
        throw new Error(
            `The federation store ${file} is not valid JSON (${errorText(error)}); it is left as it is, as it may hold the actors' keys and the followers: restore it from a backup, or move it away to start with none`,
        );
    }
}

/**
 * Writes `text` to `file` so that a reader (or a restart after a crash) finds either the old
 * file or the new one, never half of one: a temporary file beside it, flushed to disk, then
 * renamed over it. Readable by the site's user only, as it holds private keys.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomUUID().slice(0, 8)}.tmp`;
    try {
        const handle = await open(temporary, 'w', 0o600);
        try {
            await handle.writeFile(text, 'utf8');
            await handle.sync();
        } finally {
            await handle.close();
        }
        await rename(temporary, file);
    } catch (error) {
        await rm(temporary, { force: true });
        throw error;
    }
}

/** How soon a change is written: changes made meanwhile go in the same write. */
const COALESCE_MS = 100;
/** How soon a write that failed (a full disk, say) is tried again. */
const RETRY_MS = 1000;

interface Waiter {
    resolve(): void;
    reject(error: unknown): void;
}

/**
 * Keeps `file` up to date with what `snapshot()` returns, one write per burst of changes: a
 * change schedules a write within COALESCE_MS, `flush()` writes at once. Writes never overlap.
 * A scheduled write that fails is reported to `onError` and tried again until one succeeds.
 */
export class CoalescedJsonWriter {
    readonly #file: string;
    readonly #snapshot: () => unknown;
    readonly #onError: (error: unknown) => void;
    #timer: NodeJS.Timeout | undefined;
    #dirty = false;
    #waiters: Waiter[] = [];
    #writing: Promise<void> = Promise.resolve();

    constructor(file: string, snapshot: () => unknown, onError: (error: unknown) => void) {
        this.#file = file;
        this.#snapshot = snapshot;
        this.#onError = onError;
    }

    /**
     * Records a change. The promise settles with the write that includes it; callers that need
     * the change on disk before going on await it, the others may leave it (it never rejects
     * unhandled: a failure also reaches `onError`).
     */
    changed(): Promise<void> {
        this.#dirty = true;
        const written = new Promise<void>((resolve, reject) => this.#waiters.push({ resolve, reject }));
        written.catch(() => {});
        this.#schedule(COALESCE_MS);
        return written;
    }

    /** Writes pending changes now; resolves once they are on disk. */
    async flush(): Promise<void> {
        if (this.#timer) clearTimeout(this.#timer);
        this.#timer = undefined;
        await this.#write();
    }

    #schedule(delayMs: number) {
        if (this.#timer) return;
        this.#timer = setTimeout(() => {
            this.#timer = undefined;
            this.#write().catch((error: unknown) => {
                this.#onError(error);
                this.#schedule(RETRY_MS);
            });
        }, delayMs);
        // A pending write does not keep the process alive; close() writes it at once.
        this.#timer.unref();
    }

    #write(): Promise<void> {
        const run = this.#writing.then(async () => {
            if (!this.#dirty) return;
            this.#dirty = false;
            const waiters = this.#waiters.splice(0);
            try {
                await writeAtomically(this.#file, JSON.stringify(this.#snapshot()));
            } catch (error) {
                this.#dirty = true;
                for (const waiter of waiters) waiter.reject(error);
                throw error;
            }
            for (const waiter of waiters) waiter.resolve();
        });
        this.#writing = run.catch(() => {});
        return run;
    }
}
