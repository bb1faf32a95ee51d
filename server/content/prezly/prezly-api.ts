import { createPrezlyClient, Story } from '@prezly/sdk';
import { z } from 'zod';
import { PrezlyError, toPrezlyError } from './prezly-errors';
import { createPrezlyFetch } from './prezly-fetch';

export interface PrezlyApiOptions {
    accessToken: string;
    newsroomUuid: string;
    apiUrl: string;
    timeoutMs: number;
    /** A theme whose settings apply instead of the newsroom's active theme (PREZLY_THEME_UUID). */
    themeUuid?: string;
    signal?: AbortSignal;
    fetch?: typeof fetch;
}

/** One page of a paged list: raw records (validated later, one by one) and the total. */
export interface RawPage {
    records: unknown[];
    total: number;
}

/**
 * Prezly Content Format, as the official theme kit asks for it: story bodies arrive as a
 * JSON-encoded document in `content`.
 */
const STORY_FORMATS = [Story.FormatVersion.SLATEJS_V4];
/** Extra story fields the site renders; without `include` the API leaves them out. */
const STORY_INCLUDE = ['thumbnail_image', 'header_image', 'content', 'tag_names'] as const;
/** Pinned stories first: the first public story of a locale is its highlighted one. */
const STORY_ORDER = '-is_pinned,-published_at';

const records = (key: string) => z.object({ [key]: z.array(z.unknown()) }).transform((value) => value[key]!);
const pageOf = (key: string) =>
    z
        .object({
            [key]: z.array(z.unknown()),
            pagination: z.object({ matched_records_number: z.number().int().min(0) }),
        })
        .transform((value) => ({
            records: value[key] as unknown[],
            total: (value.pagination as { matched_records_number: number }).matched_records_number,
        }));
const anObject = z.record(z.string(), z.unknown());

export type StoryFilter =
    | { kind: 'listed'; localeCode: string }
    /** Reachable by link but never listed: published private, confidential or embargo stories. */
    | { kind: 'unlisted-published' }
    /** Embargoed stories (status embargo), of any visibility: journalists get their link early. */
    | { kind: 'embargoed' };

/**
 * The Prezly calls the site makes, through @prezly/sdk. Every answer comes back as unknown
 * data whose outer shape is checked here; the records inside are validated by the loader with
 * the same schemas as the files source.
 */
export function createPrezlyApi(options: PrezlyApiOptions) {
    const newsroomId = options.newsroomUuid;
    const prezly = createPrezlyClient({
        accessToken: options.accessToken,
        // The SDK resolves absolute paths against this; our fetch puts PREZLY_API_URL (which may
        // carry a path prefix) back in front.
        baseUrl: new URL(options.apiUrl).origin,
        fetch: createPrezlyFetch(options),
    });

    async function call<S extends z.ZodType>(what: string, shape: S, request: () => Promise<unknown>) {
        let answer: unknown;
        try {
            answer = await request();
        } catch (error) {
            throw toPrezlyError(error, { what, newsroomUuid: newsroomId });
        }
        const parsed = shape.safeParse(answer);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
            throw new PrezlyError(`Prezly sent a malformed answer for ${what}${where}: ${issue?.message}`);
        }
        return parsed.data as z.output<S>;
    }

    const newsroomScope = { 'newsroom.uuid': { $in: [newsroomId] } };
    function storyQuery(filter: StoryFilter): object {
        switch (filter.kind) {
            case 'listed':
                return {
                    ...newsroomScope,
                    locale: { $in: [filter.localeCode] },
                    status: { $in: [Story.Status.PUBLISHED] },
                    visibility: { $in: [Story.Visibility.PUBLIC] },
                };
            case 'unlisted-published':
                return {
                    ...newsroomScope,
                    status: { $in: [Story.Status.PUBLISHED] },
                    visibility: {
                        $in: [Story.Visibility.PRIVATE, Story.Visibility.CONFIDENTIAL, Story.Visibility.EMBARGO],
                    },
                };
            case 'embargoed':
                return { ...newsroomScope, status: { $in: [Story.Status.EMBARGO] } };
        }
    }

    return {
        async newsroom(): Promise<Record<string, unknown>> {
            try {
                return await call(`newsroom ${newsroomId}`, anObject, () => prezly.newsrooms.get(newsroomId));
            } catch (error) {
                if (error instanceof PrezlyError && error.status === 404)
                    throw new PrezlyError(
                        `Prezly has no newsroom ${newsroomId} (404): check PREZLY_NEWSROOM_UUID`,
                        404,
                    );
                throw error;
            }
        },

        /** The theme preset's settings; null when the newsroom has no theme applied (404). */
        async themeSettings(): Promise<Record<string, unknown> | null> {
            const themeUuid = options.themeUuid;
            try {
                const preset = await call(
                    themeUuid ? `theme ${themeUuid}` : 'the active theme',
                    z.object({ settings: anObject.nullish() }),
                    () =>
                        themeUuid
                            ? prezly.newsroomThemes.get(newsroomId, themeUuid)
                            : prezly.newsroomThemes.getActive(newsroomId),
                );
                return preset.settings ?? null;
            } catch (error) {
                if (error instanceof PrezlyError && error.status === 404 && !themeUuid) return null;
                throw error;
            }
        },

        languages: () =>
            call('the newsroom languages', records('languages'), () => prezly.newsroomLanguages.list(newsroomId)),

        categories: () =>
            call('the newsroom categories', z.array(z.unknown()), () =>
                prezly.newsroomCategories.list(newsroomId, { sortOrder: '+order' }),
            ),

        contacts: () =>
            call('the newsroom contacts', z.array(z.unknown()), () => prezly.newsroomContacts.list(newsroomId)),

        galleries: (offset: number, limit: number): Promise<RawPage> =>
            call('the public galleries', pageOf('galleries'), () =>
                prezly.newsroomGalleries.search(newsroomId, {
                    offset,
                    limit,
                    scope: { status: 'public', is_empty: false },
                    sortOrder: '-created_at',
                }),
            ),

        stories: (filter: StoryFilter, offset: number, limit: number): Promise<RawPage> =>
            call(
                filter.kind === 'listed' ? `the public stories in ${filter.localeCode}` : `the ${filter.kind} stories`,
                pageOf('stories'),
                () =>
                    prezly.stories.search({
                        sortOrder: STORY_ORDER,
                        formats: STORY_FORMATS,
                        include: [...STORY_INCLUDE],
                        query: storyQuery(filter),
                        offset,
                        limit,
                    }),
            ),

        /** One reachable story, with its translations; null when Prezly does not have it. */
        async storyBySlug(slug: string): Promise<Record<string, unknown> | null> {
            try {
                return await call(`story ${slug}`, anObject, () =>
                    prezly.stories.getBySlug(slug, {
                        formats: STORY_FORMATS,
                        include: [...STORY_INCLUDE],
                        query: { ...newsroomScope, status: { $in: [Story.Status.PUBLISHED, Story.Status.EMBARGO] } },
                    }),
                );
            } catch (error) {
                if (error instanceof PrezlyError && error.status === 404) return null;
                throw error;
            }
        },
    };
}

export type PrezlyApi = ReturnType<typeof createPrezlyApi>;
