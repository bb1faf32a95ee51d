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
} from '../../../domain/content';
import { isReachable } from '../../../domain/stories/story-rules';
import type { ContentProblem, NewsroomContent } from '../content-source';
import { problemsOf } from '../validate';
import type { PrezlyApi, RawPage, StoryFilter } from './prezly-api';
import { PrezlyError } from './prezly-errors';
import {
    categoryFromPrezly,
    contactFromPrezly,
    galleryFromPrezly,
    languageFromPrezly,
    newsroomFromPrezly,
    storyFromPrezly,
} from './prezly-records';

export interface LoadOptions {
    /** Records per request when paging through stories and galleries. */
    pageSize: number;
    /** A bound on pages per list, so a misbehaving API cannot keep us paging forever. */
    maxPages?: number;
    /** A bound on translations fetched one by one (see completeTranslations). */
    maxSlugLookups?: number;
}

type Rec = Record<string, unknown>;
const field = (raw: unknown, key: string): string => {
    const value = typeof raw === 'object' && raw !== null ? (raw as Rec)[key] : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '?';
};

/** Validates records one by one: a bad one is reported by what it is and skipped. */
function parseRecords<S extends z.ZodType>(
    schema: S,
    raws: unknown[],
    label: (raw: unknown) => string,
    problems: ContentProblem[],
): z.output<S>[] {
    const parsed: z.output<S>[] = [];
    for (const raw of raws) {
        const result = schema.safeParse(raw);
        if (result.success) parsed.push(result.data);
        else problems.push(...problemsOf(label(raw), result.error));
    }
    return parsed;
}

async function allPages(fetchPage: (offset: number) => Promise<RawPage>, options: LoadOptions): Promise<unknown[]> {
    const collected: unknown[] = [];
    const maxPages = options.maxPages ?? 500;
    for (let page = 0; page < maxPages; page++) {
        const { records, total } = await fetchPage(page * options.pageSize);
        collected.push(...records);
        if (records.length < options.pageSize || collected.length >= total) return collected;
    }
    throw new PrezlyError(`Prezly kept sending pages past ${maxPages * options.pageSize} records; stopped paging`);
}

/**
 * Loads everything the site shows from a Prezly newsroom into one NewsroomContent. A record
 * that fails validation is skipped and reported; a failed call, or an answer without the
 * expected shape, fails the whole load (the caller keeps serving the last good content).
 */
export async function loadPrezlyContent(
    api: PrezlyApi,
    options: LoadOptions,
): Promise<{ content: NewsroomContent; problems: ContentProblem[] }> {
    const problems: ContentProblem[] = [];
    const [rawNewsroom, themeSettings, rawLanguages, rawCategories, rawContacts, rawGalleries] = await Promise.all([
        api.newsroom(),
        api.themeSettings(),
        api.languages(),
        api.categories(),
        api.contacts(),
        allPages((offset) => api.galleries(offset, options.pageSize), options),
    ]);

    const newsroomResult = NewsroomSchema.safeParse(newsroomFromPrezly(rawNewsroom, themeSettings));
    if (!newsroomResult.success) {
        const [first] = problemsOf('newsroom', newsroomResult.error);
        throw new PrezlyError(`Prezly's newsroom record is unusable: ${first?.field}: ${first?.message}`);
    }
    const languages = parseRecords(
        LanguageSchema,
        rawLanguages.map(languageFromPrezly),
        (raw) => `language ${field(raw, 'code')}`,
        problems,
    );
    if (languages.length === 0) throw new PrezlyError('Prezly lists no usable language for this newsroom');

    const stories = await loadStories(api, languages, options, problems);
    return {
        content: {
            newsroom: newsroomResult.data,
            languages,
            categories: parseRecords(
                CategorySchema,
                rawCategories.map(categoryFromPrezly),
                (raw) => `category ${field(raw, 'id')}`,
                problems,
            ),
            contacts: parseRecords(
                ContactSchema,
                rawContacts.map(contactFromPrezly),
                (raw) => `contact ${field(raw, 'uuid')}`,
                problems,
            ),
            galleries: parseRecords(
                GallerySchema,
                rawGalleries.map(galleryFromPrezly),
                (raw) => `gallery ${field(raw, 'uuid')}`,
                problems,
            ),
            stories,
        },
        problems,
    };
}

const storyLabel = (raw: unknown) => `story ${field(raw, 'uuid')} (${field(raw, 'slug')})`;

async function loadStories(
    api: PrezlyApi,
    languages: NewsroomContent['languages'],
    options: LoadOptions,
    problems: ContentProblem[],
): Promise<Story[]> {
    const filters: StoryFilter[] = [
        ...languages.map((language): StoryFilter => ({ kind: 'listed', localeCode: language.code })),
        { kind: 'unlisted-published' },
        { kind: 'embargoed' },
    ];
    const pages = await Promise.all(
        filters.map((filter) => allPages((offset) => api.stories(filter, offset, options.pageSize), options)),
    );
    const byUuid = new Map<string, Story>();
    /** Every story uuid Prezly sent, valid or not, so a bad one is not fetched (and reported) twice. */
    const seen = new Set<string>();
    const known = new Set(languages.map((language) => language.code));
    const accept = (raws: unknown[]) => {
        for (const raw of raws) seen.add(field(raw, 'uuid'));
        const mended = raws.map((raw) => {
            const { record, leftOut } = leaveOutInvalidImages(storyFromPrezly(raw));
            for (const part of leftOut) problems.push({ file: storyLabel(raw), ...part });
            return record;
        });
        for (const story of parseRecords(StorySchema, mended, storyLabel, problems)) {
            if (!known.has(story.culture.code)) {
                problems.push({
                    file: storyLabel(story),
                    field: 'culture.code',
                    message: `Language ${story.culture.code} is not one of the newsroom's languages`,
                });
            } else byUuid.set(story.uuid, story);
        }
    };
    accept(pages.flat());
    await completeTranslations(api, byUuid, seen, options.maxSlugLookups ?? 25, accept);
    return [...byUuid.values()];
}

/**
 * Prezly's story search is served from an index that can lag behind a publication by a few
 * seconds, so a translation that was just published may be linked from a story yet missing
 * from the lists. Such translations are fetched one by one by slug, so translation links
 * never point at nothing.
 */
async function completeTranslations(
    api: PrezlyApi,
    byUuid: Map<string, Story>,
    seen: Set<string>,
    limit: number,
    accept: (raws: unknown[]) => void,
): Promise<void> {
    const missing = new Map<string, string>();
    for (const story of byUuid.values()) {
        for (const translation of story.translations) {
            if (!seen.has(translation.uuid) && isReachable(translation))
                missing.set(translation.uuid, translation.slug);
        }
    }
    const slugs = [...missing.values()].slice(0, limit);
    const found = await Promise.all(slugs.map((slug) => api.storyBySlug(slug)));
    accept(found.filter((story) => story !== null));
}
