import { createPrezlyClient, Story } from '@prezly/sdk';
import { z } from 'zod';
import { anObject, callPrezly, isNotFound, pageUnder, type RawPage, recordsUnder } from './prezly-call';
import { PrezlyError } from './prezly-errors';
import { createPrezlyFetch } from './prezly-fetch';
import {
    describeFilter,
    newsroomScope,
    STORY_FORMATS,
    STORY_INCLUDE,
    STORY_ORDER,
    type StoryFilter,
    storyQuery,
} from './prezly-story-query';

export type { RawPage } from './prezly-call';
export type { StoryFilter } from './prezly-story-query';

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

/**
 * The Prezly calls the site makes, through @prezly/sdk. Every answer comes back as unknown
 * data whose outer shape is checked here; the records inside are validated by the loader with
 * the same schemas as the files source.
 */
export function createPrezlyApi(options: PrezlyApiOptions): PrezlyApi {
    return new PrezlyApi(options);
}

export class PrezlyApi {
    private readonly prezly: ReturnType<typeof createPrezlyClient>;
    private readonly newsroomUuid: string;

    constructor(private readonly options: PrezlyApiOptions) {
        this.newsroomUuid = options.newsroomUuid;
        this.prezly = createPrezlyClient({
            accessToken: options.accessToken,
            // The SDK resolves absolute paths against this; our fetch puts PREZLY_API_URL (which
            // may carry a path prefix) back in front.
            baseUrl: new URL(options.apiUrl).origin,
            fetch: createPrezlyFetch(options),
        });
    }

    async newsroom(): Promise<Record<string, unknown>> {
        const id = this.newsroomUuid;
        try {
            return await this.call(`newsroom ${id}`, anObject, () => this.prezly.newsrooms.get(id));
        } catch (error) {
            if (isNotFound(error)) {
                throw new PrezlyError(`Prezly has no newsroom ${id} (404): check PREZLY_NEWSROOM_UUID`, 404);
            }
            throw error;
        }
    }

    /** The theme preset's settings; null when the newsroom has no theme applied (404). */
    async themeSettings(): Promise<Record<string, unknown> | null> {
        const { themeUuid } = this.options;
        const id = this.newsroomUuid;
        try {
            const preset = await this.call(
                themeUuid ? `theme ${themeUuid}` : 'the active theme',
                z.object({ settings: anObject.nullish() }),
                () =>
                    themeUuid
                        ? this.prezly.newsroomThemes.get(id, themeUuid)
                        : this.prezly.newsroomThemes.getActive(id),
            );
            return preset.settings ?? null;
        } catch (error) {
            if (isNotFound(error) && !themeUuid) return null;
            throw error;
        }
    }

    languages(): Promise<unknown[]> {
        return this.call('the newsroom languages', recordsUnder('languages'), () =>
            this.prezly.newsroomLanguages.list(this.newsroomUuid),
        );
    }

    categories(): Promise<unknown[]> {
        return this.call('the newsroom categories', z.array(z.unknown()), () =>
            this.prezly.newsroomCategories.list(this.newsroomUuid, { sortOrder: '+order' }),
        );
    }

    contacts(): Promise<unknown[]> {
        return this.call('the newsroom contacts', z.array(z.unknown()), () =>
            this.prezly.newsroomContacts.list(this.newsroomUuid),
        );
    }

    galleries(offset: number, limit: number): Promise<RawPage> {
        return this.call('the public galleries', pageUnder('galleries'), () =>
            this.prezly.newsroomGalleries.search(this.newsroomUuid, {
                offset,
                limit,
                scope: { status: 'public', is_empty: false },
                sortOrder: '-created_at',
            }),
        );
    }

    stories(filter: StoryFilter, offset: number, limit: number): Promise<RawPage> {
        return this.call(describeFilter(filter), pageUnder('stories'), () =>
            this.prezly.stories.search({
                sortOrder: STORY_ORDER,
                formats: STORY_FORMATS,
                include: [...STORY_INCLUDE],
                query: storyQuery(this.newsroomUuid, filter),
                offset,
                limit,
            }),
        );
    }

    /** One reachable story, with its translations; null when Prezly does not have it. */
    async storyBySlug(slug: string): Promise<Record<string, unknown> | null> {
        const reachable = { $in: [Story.Status.PUBLISHED, Story.Status.EMBARGO] };
        try {
            return await this.call(`story ${slug}`, anObject, () =>
                this.prezly.stories.getBySlug(slug, {
                    formats: STORY_FORMATS,
                    include: [...STORY_INCLUDE],
                    query: { ...newsroomScope(this.newsroomUuid), status: reachable },
                }),
            );
        } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
        }
    }

    private call<S extends z.ZodType>(what: string, shape: S, request: () => Promise<unknown>) {
        return callPrezly(what, shape, request, this.newsroomUuid);
    }
}
