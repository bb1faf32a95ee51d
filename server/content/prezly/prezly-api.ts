import { createPrezlyClient } from '@prezly/sdk';
import PQueue from 'p-queue';
import { z } from 'zod';
import type { Logger } from '../../logger';
import { describeFailure, withRetries } from './call-retries';
import { anObject, callPrezly, isNotFound, pageUnder, type RawPage, recordsUnder } from './prezly-call';
import { PrezlyError } from './prezly-errors';
import { createPrezlyFetch } from './prezly-fetch';
import {
    LINKED_VISIBILITIES,
    newsroomScope,
    REACHABLE_STATUSES,
    STORY_FORMATS,
    STORY_INCLUDE,
    STORY_WEIGHTS,
    type StorySearch,
} from './prezly-story-query';

export type { RawPage } from './prezly-call';

export interface PrezlyApiOptions {
    accessToken: string;
    newsroomUuid: string;
    apiUrl: string;
    timeoutMs: number;
    /** Calls in flight at once (PREZLY_CONCURRENCY). */
    concurrency: number;
    /** Tries after a transient failure (PREZLY_RETRIES), and the first pause before one. */
    retries: number;
    retryBaseDelayMs?: number;
    /** Time limit of a by-slug lookup a visitor waits on (PREZLY_SLUG_LOOKUP_TIMEOUT_MS); `timeoutMs` by default. */
    lookupTimeoutMs?: number;
    /** A theme whose settings apply instead of the newsroom's active theme (PREZLY_THEME_UUID). */
    themeUuid?: string;
    signal?: AbortSignal;
    fetch?: typeof fetch;
    logger?: Pick<Logger, 'warn'>;
}

/**
 * The Prezly calls the site makes, through @prezly/sdk. Every answer comes back as unknown
 * data whose outer shape is checked here; the records inside are validated by the loader with
 * the same schemas as the files source. Calls go through one queue (at most `concurrency` in
 * flight, so a cold load never floods a rate-limited API), each with its own time limit and its
 * own retries (call-retries.ts).
 */
export function createPrezlyApi(options: PrezlyApiOptions): PrezlyApi {
    return new PrezlyApi(options);
}

export class PrezlyApi {
    private readonly prezly: ReturnType<typeof createPrezlyClient>;
    /** The same API with the lookups' shorter time limit (`storyFoundBySlug`). */
    private readonly lookups: ReturnType<typeof createPrezlyClient>;
    private readonly newsroomUuid: string;
    private readonly queue: PQueue;

    constructor(private readonly options: PrezlyApiOptions) {
        this.newsroomUuid = options.newsroomUuid;
        this.queue = new PQueue({ concurrency: options.concurrency });
        this.prezly = createPrezlyClient({
            accessToken: options.accessToken,
            // The SDK resolves absolute paths against this; our fetch puts PREZLY_API_URL (which
            // may carry a path prefix) back in front.
            baseUrl: new URL(options.apiUrl).origin,
            fetch: createPrezlyFetch(options),
        });
        this.lookups = createPrezlyClient({
            accessToken: options.accessToken,
            baseUrl: new URL(options.apiUrl).origin,
            fetch: createPrezlyFetch({
                ...options,
                timeoutMs: options.lookupTimeoutMs ?? options.timeoutMs,
                timeoutSetting: 'PREZLY_SLUG_LOOKUP_TIMEOUT_MS',
            }),
        });
    }

    /**
     * The newsroom with its `policies`, which Prezly sends only when asked for (`include=policies`,
     * as Prezly's own theme asks): SDK 24's `newsrooms.get` takes no `include`, so the call goes
     * through the SDK's API client, with the same headers, errors and fetch.
     */
    async newsroom(): Promise<Record<string, unknown>> {
        const id = this.newsroomUuid;
        try {
            const answer = await this.call(`newsroom ${id}`, z.object({ newsroom: anObject }), async () =>
                this.prezly.api.get(`/v2/newsrooms/${encodeURIComponent(id)}`, { query: { include: 'policies' } }),
            );
            return answer.newsroom;
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

    /** The languages of this newsroom, or of another of its hub (`uuid`): a market's names and addresses. */
    languages(uuid = this.newsroomUuid): Promise<unknown[]> {
        const what = uuid === this.newsroomUuid ? 'the newsroom languages' : `the languages of newsroom ${uuid}`;
        return this.call(what, recordsUnder('languages'), () => this.prezly.newsroomLanguages.list(uuid));
    }

    /**
     * The members of a hub (`GET /v2/newsrooms/{hub}/hub`): each a newsroom record and whether it
     * lists its stories on the hub's home (docs/hub-newsrooms.md).
     */
    hubMembers(hubUuid: string): Promise<Record<string, unknown>[]> {
        return this.call(`the members of hub ${hubUuid}`, z.array(anObject), () =>
            this.prezly.newsroomHub.list(hubUuid),
        );
    }

    /** Another newsroom's record (a member site's hub); null when Prezly does not have it. */
    async otherNewsroom(uuid: string): Promise<Record<string, unknown> | null> {
        try {
            return await this.call(`newsroom ${uuid}`, anObject, () => this.prezly.newsrooms.get(uuid));
        } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
        }
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

    /** One page of a story search (prezly-story-query.ts: every reachable story, changes, some by uuid). */
    stories(search: StorySearch, offset: number, limit: number): Promise<RawPage> {
        return this.call(search.what, pageUnder('stories'), () =>
            this.prezly.stories.search({
                query: search.query,
                sortOrder: search.order,
                offset,
                limit,
                formats: STORY_FORMATS,
                include: STORY_WEIGHTS[search.weight] ? [...STORY_WEIGHTS[search.weight]!] : undefined,
            }),
        );
    }

    /** One reachable story, with its translations; null when Prezly does not have it. */
    async storyBySlug(slug: string): Promise<Record<string, unknown> | null> {
        const reachable = { $in: REACHABLE_STATUSES };
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

    /**
     * Prezly's by-slug lookup as Prezly's theme asks it (`stories.getBySlug`, which matches a
     * story's current slug and the slugs it had before): a published or embargoed story of this
     * newsroom that a link may reach, confidential ones left out as the theme leaves them out.
     * Its uuid and current slug; null when Prezly has none. One try with its own time limit and
     * outside the calls' queue, since a visitor waits on it: slug-lookup.ts bounds how many run.
     */
    async storyFoundBySlug(slug: string): Promise<{ uuid: string; slug: string; visibility: string } | null> {
        const found = z.object({ uuid: z.string(), slug: z.string(), visibility: z.string() });
        try {
            return await callPrezly(
                `the story with slug ${slug}`,
                found,
                () =>
                    this.lookups.stories.getBySlug(slug, {
                        query: {
                            ...newsroomScope(this.newsroomUuid),
                            status: { $in: REACHABLE_STATUSES },
                            visibility: { $in: LINKED_VISIBILITIES },
                        },
                    }),
                this.newsroomUuid,
            );
        } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
        }
    }

    /**
     * One story by uuid whatever its status (`GET /v2/stories/{uuid}`), drafts and scheduled
     * stories included: only a preview asks for it (server/pages/story/story-preview.ts). Null when Prezly
     * does not have it, or it belongs to another newsroom.
     */
    async storyByUuid(uuid: string): Promise<Record<string, unknown> | null> {
        try {
            const story = await this.call(`story ${uuid}`, anObject, () =>
                this.prezly.stories.get(uuid, { formats: STORY_FORMATS, include: [...STORY_INCLUDE] }),
            );
            const newsroom = story.newsroom as { uuid?: unknown } | null | undefined;
            return newsroom?.uuid === this.newsroomUuid ? story : null;
        } catch (error) {
            if (isNotFound(error)) return null;
            throw error;
        }
    }

    private call<S extends z.ZodType>(what: string, shape: S, request: () => Promise<unknown>): Promise<z.output<S>> {
        const { retries, retryBaseDelayMs = 500, signal, logger } = this.options;
        const retried = () =>
            withRetries(request, {
                retries,
                baseDelayMs: retryBaseDelayMs,
                maxDelayMs: 30_000,
                signal,
                onRetry: (error, attempt, delayMs) =>
                    logger?.warn(
                        `Prezly call for ${what} failed (${describeFailure(error)}); trying again in ${delayMs} ms (retry ${attempt} of ${retries})`,
                    ),
            });
        return this.queue.add(() => callPrezly(what, shape, retried, this.newsroomUuid));
    }
}
