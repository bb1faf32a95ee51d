import { type FSWatcher, readdirSync, watch } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    LanguageSchema,
    leaveOutInvalidImages,
    NewsroomSchema,
    type Story,
    StorySchema,
} from '../../domain/content';
import type { Logger } from '../logger';
import { ContentSnapshot } from './content-snapshot';
import type { ContentProblem, ContentSource, ContentStatus, NewsroomContent } from './content-source';
import { type RecordMender, readJsonFile, readRecordFiles } from './read-json-files';
import { readStoriesInWorkers, type StoryWorkers } from './read-stories-in-workers';
import { parseEach, problemsOf } from './validate';

export interface FilesSourceOptions {
    directory: string;
    logger: Logger;
    /** Reload when a file changes (development). */
    watch?: boolean;
    /** Read large story folders on these worker threads; without it, on this thread. */
    storyWorkers?: StoryWorkers;
}

class ContentUnusableError extends Error {}

/** Files read between two yields to the event loop. */
const READ_CHUNK = 250;
/** Below this many story files, starting worker threads costs more than it saves. */
const PARALLEL_FROM_FILES = 1_000;

/**
 * The embedded default: a newsroom export directory of JSON files (docs/content-format.md).
 * A malformed file or record is logged by file and field and skipped; the rest keeps serving.
 */
export function createFilesContentSource(options: FilesSourceOptions): ContentSource {
    const { directory, logger } = options;
    const listeners = new Set<(snapshot: ContentSnapshot) => void>();
    let current: ContentSnapshot | null = null;
    let loading: Promise<ContentSnapshot> | null = null;
    let watcher: FSWatcher | null = null;
    let debounce: NodeJS.Timeout | null = null;
    const status: ContentStatus = {
        source: 'files',
        ok: false,
        loadedAt: null,
        stale: false,
        lastError: null,
        problems: [],
    };

    const readJson = (relative: string, problems: ContentProblem[]) => readJsonFile(directory, relative, problems);

    function listJsonFiles(folder: string): string[] {
        try {
            return readdirSync(path.join(directory, folder))
                .filter((name) => name.endsWith('.json'))
                .sort();
        } catch {
            return [];
        }
    }

    async function readFolder<S extends z.ZodType>(
        folder: string,
        schema: S,
        problems: ContentProblem[],
        names = listJsonFiles(folder),
        mend?: RecordMender,
    ): Promise<z.output<S>[]> {
        // Yielding between chunks keeps a reload from stalling requests.
        const records: z.output<S>[] = [];
        for (let start = 0; start < names.length; start += READ_CHUNK) {
            if (start > 0) await new Promise((resolve) => setImmediate(resolve));
            records.push(
                ...readRecordFiles(directory, folder, names.slice(start, start + READ_CHUNK), schema, problems, mend),
            );
        }
        return records;
    }

    /** The stories, and on how many threads they were read. */
    async function readStories(problems: ContentProblem[]): Promise<{ stories: Story[]; threads: number }> {
        const here = async (names?: string[]) => ({
            stories: await readFolder('stories', StorySchema, problems, names, leaveOutInvalidImages),
            threads: 1,
        });
        const workers = options.storyWorkers;
        if (!workers || workers.threads < 2) return here();
        // Listed synchronously so the workers start before get() returns: main.ts loads the web
        // stack while they read.
        const names = listJsonFiles('stories');
        if (names.length < PARALLEL_FROM_FILES) return here(names);
        try {
            const read = await readStoriesInWorkers(directory, names, workers);
            problems.push(...read.problems);
            return { stories: read.stories, threads: workers.threads };
        } catch (error) {
            logger.warn(
                `Reading stories on ${workers.threads} threads failed, reading them here: ${(error as Error).message}`,
            );
            return here(names);
        }
    }

    async function readContent(): Promise<{ content: NewsroomContent; problems: ContentProblem[]; threads: number }> {
        const problems: ContentProblem[] = [];
        const newsroomResult = NewsroomSchema.safeParse(readJson('newsroom.json', problems));
        if (!newsroomResult.success && !problems.some((p) => p.file === 'newsroom.json')) {
            problems.push(...problemsOf('newsroom.json', newsroomResult.error));
        }
        const languages = parseEach(LanguageSchema, readJson('languages.json', problems), 'languages.json', problems);
        const [{ stories, threads }, galleries] = await Promise.all([
            readStories(problems),
            readFolder('galleries', GallerySchema, problems),
        ]);
        const categoriesFile = readJson('categories.json', problems);
        const contactsFile = readJson('contacts.json', problems);
        const categories =
            categoriesFile === undefined ? [] : parseEach(CategorySchema, categoriesFile, 'categories.json', problems);
        const contacts =
            contactsFile === undefined ? [] : parseEach(ContactSchema, contactsFile, 'contacts.json', problems);
        if (!newsroomResult.success) throw new ContentUnusableError(describe(problems, 'newsroom.json'));
        if (languages.length === 0)
            throw new ContentUnusableError(
                describe(problems, 'languages.json') || 'languages.json lists no valid language',
            );
        const newsroom = newsroomResult.data;
        const knownLanguages = new Set(languages.map((language) => language.code));
        return {
            content: {
                newsroom,
                languages,
                categories,
                contacts,
                galleries,
                stories: stories.filter((story) => {
                    if (knownLanguages.has(story.culture.code)) return true;
                    problems.push({
                        file: `stories/${story.id}`,
                        field: 'culture.code',
                        message: `Language ${story.culture.code} is not in languages.json`,
                    });
                    return false;
                }),
            },
            problems,
            threads,
        };
    }

    async function load(): Promise<ContentSnapshot> {
        try {
            const { content, problems, threads } = await readContent();
            for (const problem of problems) {
                logger.warn(`Skipped invalid content: ${problem.file} ${problem.field}: ${problem.message}`, {
                    file: problem.file,
                    field: problem.field,
                });
            }
            const snapshot = new ContentSnapshot(content);
            Object.assign(status, {
                ok: true,
                stale: false,
                lastError: null,
                loadedAt: snapshot.loadedAt.toISOString(),
                problems,
            });
            current = snapshot;
            logger.info(
                `Loaded content from ${directory}: ${content.stories.length} stories, ${content.languages.length} languages${threads > 1 ? ` (stories read on ${threads} threads)` : ''}`,
            );
            for (const listener of listeners) listener(snapshot);
            return snapshot;
        } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            Object.assign(status, { ok: current !== null, stale: current !== null, lastError: message });
            logger.error(`Content could not be loaded from ${directory}: ${message}`);
            if (current) return current;
            throw error;
        }
    }

    function startWatching() {
        try {
            watcher = watch(directory, { recursive: true }, () => {
                if (debounce) clearTimeout(debounce);
                debounce = setTimeout(() => void source.reload().catch(() => {}), 200);
            });
            watcher.on('error', (error) => logger.warn(`Stopped watching content: ${error.message}`));
        } catch (error) {
            logger.warn(`Cannot watch ${directory} for changes: ${(error as Error).message}`);
        }
    }

    const source: ContentSource = {
        kind: 'files',
        mediaDirectory: path.join(directory, 'media'),
        get() {
            if (current) return Promise.resolve(current);
            loading ??= load().finally(() => {
                loading = null;
            });
            if (options.watch && !watcher) startWatching();
            return loading;
        },
        async reload() {
            await load();
        },
        subscribe(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        status: () => ({ ...status, problems: [...status.problems] }),
        async close() {
            watcher?.close();
            if (debounce) clearTimeout(debounce);
        },
    };
    return source;
}

function describe(problems: ContentProblem[], file: string): string {
    return problems
        .filter((problem) => problem.file === file)
        .map((problem) => `${problem.file} ${problem.field}: ${problem.message}`)
        .join('; ');
}
