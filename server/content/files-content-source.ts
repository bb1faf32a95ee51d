import { type FSWatcher, watch } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';
import { ContentSnapshot } from './content-snapshot';
import type { ContentSource, ContentStatus } from './content-source';
import { readNewsroomExport } from './read-newsroom-export';
import type { StoryWorkers } from './read-stories-in-workers';
import { createSnapshotListeners, logContentProblems } from './snapshot-listeners';

export interface FilesSourceOptions {
    directory: string;
    logger: Logger;
    /** Reload when a file changes (development). */
    watch?: boolean;
    /** Read large story folders on these worker threads; without it, on this thread. */
    storyWorkers?: StoryWorkers;
}

/** How long file changes settle before a reload, so one save is one reload. */
const WATCH_DEBOUNCE_MS = 200;

/**
 * The embedded default: a newsroom export directory of JSON files (docs/content-format.md).
 * A malformed file or record is logged by file and field and skipped; the rest keeps serving.
 */
export function createFilesContentSource(options: FilesSourceOptions): ContentSource {
    return new FilesContentSource(options);
}

class FilesContentSource implements ContentSource {
    // The interface's methods are bound properties, so a source can be passed around (or
    // spread into a wrapper) like the plain object the interface describes.
    readonly kind = 'files';
    readonly mediaDirectory: string;
    private readonly listeners: ReturnType<typeof createSnapshotListeners>;
    private current: ContentSnapshot | null = null;
    private loading: Promise<ContentSnapshot> | null = null;
    private watcher: FSWatcher | null = null;
    private debounce: NodeJS.Timeout | null = null;
    private readonly state: ContentStatus = {
        source: 'files',
        ok: false,
        loadedAt: null,
        stale: false,
        lastError: null,
        problems: [],
    };

    constructor(private readonly options: FilesSourceOptions) {
        this.mediaDirectory = path.join(options.directory, 'media');
        this.listeners = createSnapshotListeners(options.logger);
    }

    readonly get = (): Promise<ContentSnapshot> => {
        if (this.current) return Promise.resolve(this.current);
        this.loading ??= this.load().finally(() => {
            this.loading = null;
        });
        if (this.options.watch && !this.watcher) this.startWatching();
        return this.loading;
    };

    readonly reload = async (): Promise<void> => {
        await this.load();
    };

    readonly subscribe = (listener: (snapshot: ContentSnapshot) => void): (() => void) => {
        return this.listeners.add(listener);
    };

    readonly status = (): ContentStatus => {
        return { ...this.state, problems: [...this.state.problems] };
    };

    readonly close = async (): Promise<void> => {
        this.watcher?.close();
        if (this.debounce) clearTimeout(this.debounce);
    };

    private async load(): Promise<ContentSnapshot> {
        const { directory, logger } = this.options;
        try {
            const { content, problems, threads } = await readNewsroomExport(directory, this.options);
            logContentProblems(logger, problems);
            const snapshot = new ContentSnapshot(content);
            Object.assign(this.state, {
                ok: true,
                stale: false,
                lastError: null,
                loadedAt: snapshot.loadedAt.toISOString(),
                problems,
            });
            this.current = snapshot;
            const onThreads = threads > 1 ? ` (stories read on ${threads} threads)` : '';
            logger.info(
                `Loaded content from ${directory}: ${content.stories.length} stories, ${content.languages.length} languages${onThreads}`,
            );
            this.listeners.publish(snapshot);
            return snapshot;
        } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            const serving = this.current !== null;
            Object.assign(this.state, { ok: serving, stale: serving, lastError: message });
            logger.error(`Content could not be loaded from ${directory}: ${message}`);
            if (this.current) return this.current;
            throw error;
        }
    }

    private startWatching(): void {
        const { directory, logger } = this.options;
        try {
            this.watcher = watch(directory, { recursive: true }, () => {
                if (this.debounce) clearTimeout(this.debounce);
                this.debounce = setTimeout(() => void this.reload().catch(() => {}), WATCH_DEBOUNCE_MS);
            });
            this.watcher.on('error', (error) => logger.warn(`Stopped watching content: ${error.message}`));
        } catch (error) {
            logger.warn(`Cannot watch ${directory} for changes: ${(error as Error).message}`);
        }
    }
}
