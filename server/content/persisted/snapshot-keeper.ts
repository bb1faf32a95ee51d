import type { Logger } from '../../logger';
import type { ContentProblem } from '../content-source';
import type { NewsroomContent } from '../newsroom-content';
import { encodeSnapshot, type PersistedContent, type SnapshotHeader, UnusableSnapshot } from './snapshot-format';

export type { PersistedContent } from './snapshot-format';

import type { SnapshotStore } from './snapshot-stores';

type Header = Omit<SnapshotHeader, 'kind' | 'format' | 'stories' | 'savedAt'>;
export interface SnapshotToSave {
    header: Header;
    content: NewsroomContent;
    problems: ContentProblem[];
}

export interface SnapshotKeeper {
    /** The first usable snapshot of the stores, in order; null when none is (each one skipped is logged). */
    restore(expect: { newsroomUuid: string; source: string }): Promise<(PersistedContent & { from: string }) | null>;
    /**
     * Saves what `current` gives, `delayMs` after the first change not saved yet: changes in quick
     * succession are saved once, and a steady stream of them is still saved every `delayMs`.
     */
    save(current: () => SnapshotToSave): void;
    /** Saves now what is waiting. */
    flush(): Promise<void>;
    /** Saves what is waiting, then lets the stores go (the process stops). */
    close(): Promise<void>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Keeps the last good content in every store (a file of the working directory; also Redis when
 * REDIS_URL is set) so a process that starts while its source is down serves it at once. Saving
 * never fails a refresh: a store that cannot be written is logged and tried at the next change.
 */
export function createSnapshotKeeper(stores: SnapshotStore[], logger: Logger, delayMs = 5000): SnapshotKeeper {
    let waiting: (() => SnapshotToSave) | null = null;
    let timer: NodeJS.Timeout | null = null;
    let writing: Promise<void> = Promise.resolve();

    const writeAll = async () => {
        const current = waiting;
        waiting = null;
        if (!current) return;
        const started = performance.now();
        for (const store of stores) {
            const { header, content, problems } = current();
            try {
                await store.write(encodeSnapshot({ ...header, savedAt: new Date().toISOString() }, content, problems));
            } catch (error) {
                logger.warn(`Could not save the content snapshot to ${store.name}: ${errorText(error)}`);
            }
        }
        logger.debug(`Content snapshot saved in ${Math.round(performance.now() - started)} ms`);
    };
    const flush = () => {
        if (timer) clearTimeout(timer);
        timer = null;
        writing = writing.then(writeAll);
        return writing;
    };

    return {
        async restore(expect) {
            for (const store of stores) {
                try {
                    const found = await store.read(expect);
                    if (found) return { ...found, from: store.name };
                } catch (error) {
                    const why =
                        error instanceof UnusableSnapshot ? error.message : `it cannot be read: ${errorText(error)}`;
                    logger.warn(`Ignoring the content snapshot in ${store.name}: ${why}`);
                }
            }
            return null;
        },
        save(current) {
            if (stores.length === 0) return;
            waiting = current;
            // Not put off again by a later change: a newsroom edited every few seconds is saved too.
            if (timer) return;
            timer = setTimeout(() => void flush(), delayMs);
            timer.unref();
        },
        flush,
        async close() {
            await flush();
            await Promise.all(stores.map((store) => store.close?.()));
        },
    };
}
