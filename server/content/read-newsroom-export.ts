import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    LanguageSchema,
    leaveOutInvalidGalleryImages,
    leaveOutInvalidImages,
    NewsroomSchema,
    type Story,
    StorySchema,
} from '../../domain/content';
import type { Logger } from '../logger';
import type { ContentProblem } from './content-source';
import type { NewsroomContent } from './newsroom-content';
import { type RecordMender, readJsonFile, readRecordFiles } from './read-json-files';
import { readStoriesInWorkers, type StoryWorkers } from './read-stories-in-workers';
import { parseEach, problemsOf } from './validate';

export interface ExportReadOptions {
    logger: Logger;
    /** Read large story folders on these worker threads; without it, on this thread. */
    storyWorkers?: StoryWorkers;
}

export interface ExportRead {
    content: NewsroomContent;
    problems: ContentProblem[];
    /** How many threads read the stories. */
    threads: number;
}

/** The export cannot serve at all: no valid newsroom.json or no valid language. */
class ContentUnusableError extends Error {}

/** Files read between two yields to the event loop. */
const READ_CHUNK = 250;
/** Below this many story files, starting worker threads costs more than it saves. */
const PARALLEL_FROM_FILES = 1_000;

function listJsonFiles(directory: string, folder: string): string[] {
    try {
        return readdirSync(path.join(directory, folder))
            .filter((name) => name.endsWith('.json'))
            .sort();
    } catch {
        return [];
    }
}

async function readFolder<S extends z.ZodType>(
    directory: string,
    folder: string,
    schema: S,
    problems: ContentProblem[],
    names = listJsonFiles(directory, folder),
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
async function readStories(
    directory: string,
    options: ExportReadOptions,
    problems: ContentProblem[],
): Promise<{ stories: Story[]; threads: number }> {
    const here = async (names?: string[]) => ({
        stories: await readFolder(directory, 'stories', StorySchema, problems, names, leaveOutInvalidImages),
        threads: 1,
    });
    const workers = options.storyWorkers;
    if (!workers || workers.threads < 2) return here();
    // Listed synchronously so the workers start before get() returns: main.ts loads the web
    // stack while they read.
    const names = listJsonFiles(directory, 'stories');
    if (names.length < PARALLEL_FROM_FILES) return here(names);
    try {
        const read = await readStoriesInWorkers(directory, names, workers);
        problems.push(...read.problems);
        return { stories: read.stories, threads: workers.threads };
    } catch (error) {
        options.logger.warn(
            `Reading stories on ${workers.threads} threads failed, reading them here: ${(error as Error).message}`,
        );
        return here(names);
    }
}

/**
 * Reads and validates a newsroom export directory (docs/content-format.md). A malformed file or
 * record becomes a problem, named by file and field, and is skipped; only a missing newsroom or
 * language list makes the export unusable.
 */
export async function readNewsroomExport(directory: string, options: ExportReadOptions): Promise<ExportRead> {
    const problems: ContentProblem[] = [];
    const newsroomResult = NewsroomSchema.safeParse(readJsonFile(directory, 'newsroom.json', problems));
    if (!newsroomResult.success && !problems.some((p) => p.file === 'newsroom.json')) {
        problems.push(...problemsOf('newsroom.json', newsroomResult.error));
    }
    const languages = parseEach(
        LanguageSchema,
        readJsonFile(directory, 'languages.json', problems),
        'languages.json',
        problems,
    );
    const [{ stories, threads }, galleries] = await Promise.all([
        readStories(directory, options, problems),
        readFolder(directory, 'galleries', GallerySchema, problems, undefined, leaveOutInvalidGalleryImages),
    ]);
    const categoriesFile = readJsonFile(directory, 'categories.json', problems);
    const contactsFile = readJsonFile(directory, 'contacts.json', problems);
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

function describe(problems: ContentProblem[], file: string): string {
    return problems
        .filter((problem) => problem.file === file)
        .map((problem) => `${problem.file} ${problem.field}: ${problem.message}`)
        .join('; ');
}
