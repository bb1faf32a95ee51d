/**
 * A local HTTP stand-in of the Prezly API (node:http on 127.0.0.1, an ephemeral port). It
 * answers the calls @prezly/sdk makes for the site, in the shapes Prezly documents, from a
 * dataset of API records; it checks the bearer token and records every request so tests can
 * assert what was sent, with the bytes and story bodies each answer carried. Interceptors
 * replace an answer: an error status (429 with `Retry-After`, 500…), a malformed body, a reset
 * connection, or no answer at all (to run past the client's time limit). `latencyMs` delays
 * every answer, as a distant API does.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { askedFormat, storyInFormat, UnknownContentFormatError } from './content-format';
import { matchesQuery, sortRecords, UnsupportedQueryError } from './story-query';

type Rec = Record<string, unknown>;

/** What the stand-in serves: records shaped like Prezly's API entities. */
export interface PrezlyDataset {
    newsroom: Rec;
    /** The active theme preset ({ theme, settings, … }); null when none is applied. */
    themePreset: Rec | null;
    languages: Rec[];
    categories: Rec[];
    contacts: Rec[];
    galleries: Rec[];
    /** Extended stories: every extra field present; the stand-in leaves out what was not included. */
    stories: Rec[];
    /**
     * The other newsrooms of the newsroom's hub, when it belongs to one (docs/hub-newsrooms.md):
     * each answers `GET /v2/newsrooms/{uuid}` and its `/languages`; their stories are in `stories`.
     */
    otherNewsrooms?: { newsroom: Rec; languages: Rec[] }[];
    /** A hub's members by the hub's uuid, as `GET /v2/newsrooms/{hub}/hub` answers them. */
    hubMembers?: Record<string, Rec[]>;
}

export interface RecordedRequest {
    method: string;
    path: string;
    /** Query parameters; repeated ones (include[]) as lists. */
    query: Record<string, string | string[]>;
    headers: IncomingMessage['headers'];
    body: unknown;
    /** Filled in once answered: the status, the bytes of the body, the story bodies (`content`) in it. */
    status?: number;
    responseBytes?: number;
    storyBodies?: number;
    /** Calls unanswered when this one arrived, itself included. */
    inFlight?: number;
    /** Never answered (a hang or a reset). */
    dropped?: boolean;
}

type Answer =
    | { status: number; body: unknown; headers?: Record<string, string> }
    | { status: number; rawBody: string }
    /** Never answer (until the stand-in closes). */
    | { hang: true }
    /** Drop the connection without answering (a reset, as a failing proxy does). */
    | { reset: true };

export type StandInReply =
    | Answer
    /** Answer as usual, but only once this settles: a slow API the test controls. */
    | { after: Promise<unknown> };

export type Interceptor = (request: RecordedRequest) => StandInReply | undefined;

export interface PrezlyStandIn {
    url: string;
    /** Delay before every answer, in milliseconds; may be changed at any time. */
    latencyMs: number;
    accessToken: string;
    newsroomUuid: string;
    requests: RecordedRequest[];
    /** Adds an interceptor; returns a function removing it. */
    intercept(interceptor: Interceptor): () => void;
    close(): Promise<void>;
}

/** The settings that point the site's Prezly source at a stand-in. */
export function prezlySourceSettings(standIn: Pick<PrezlyStandIn, 'url' | 'accessToken' | 'newsroomUuid'>) {
    return {
        CONTENT_SOURCE: 'prezly',
        PREZLY_API_URL: standIn.url,
        PREZLY_ACCESS_TOKEN: standIn.accessToken,
        PREZLY_NEWSROOM_UUID: standIn.newsroomUuid,
    };
}

/** Story fields that only come back when asked for with `include` (Story.ExtraFields). */
const STORY_EXTRA_FIELDS = [
    'thumbnail_image',
    'header_image',
    'preview_image',
    'social_image',
    'social_text',
    'tag_names',
    'content',
    'autosaved_content',
    'content_version',
    'last_modifying_user',
    'attached_gallery_content',
    'attached_videos_content',
    'attached_bookmarks_content',
    'attached_attachments_content',
    'attached_contacts_content',
    'referenced_entities',
];

/** Newsroom fields that only come back when asked for with `include` (Newsroom.ExtraFields in newer SDKs). */
const NEWSROOM_EXTRA_FIELDS = [
    'policies',
    'draft_stories_number',
    'published_stories_number',
    'draft_campaigns_number',
    'sent_campaigns_number',
];

const apiError = (status: number, message: string) => ({
    status,
    body: { status: 'error', code: status, message, errors: { ':global': [{ code: status, message }] } },
});

function page(records: Rec[], key: string, query: { offset?: unknown; limit?: unknown; sort?: unknown }) {
    const offset = Number(query.offset ?? 0) || 0;
    const limit = Number(query.limit ?? 20) || 20;
    return {
        status: 200,
        body: {
            [key]: records.slice(offset, offset + limit),
            pagination: { matched_records_number: records.length, total_records_number: records.length },
            sort: typeof query.sort === 'string' ? query.sort : '',
        },
    };
}

/** A record without the extra fields `include` did not ask for (a list, or Prezly's comma-joined string). */
function withIncluded(record: Rec, include: unknown, extraFields: readonly string[] = STORY_EXTRA_FIELDS): Rec {
    const wanted = new Set(
        (Array.isArray(include) ? include : typeof include === 'string' ? include.split(',') : []).map(String),
    );
    return Object.fromEntries(Object.entries(record).filter(([key]) => !extraFields.includes(key) || wanted.has(key)));
}

/**
 * Every slug each story has had while the stand-in served it (slug → story uuid): Prezly's
 * by-slug lookup matches a story's previous slugs too.
 */
type SlugsSeen = Map<string, string>;

async function route(
    request: RecordedRequest,
    data: PrezlyDataset,
    newsroomUuid: string,
    slugsSeen: SlugsSeen,
): Promise<Answer> {
    const { method, path, query, body } = request;
    const newsroomMatch = /^\/v2\/newsrooms\/([^/]+)(\/.*)?$/.exec(path);
    if (newsroomMatch && method === 'GET') {
        const rest = newsroomMatch[2] ?? '';
        const members = data.hubMembers?.[newsroomMatch[1]!];
        if (rest === '/hub') return members ? { status: 200, body: { members } } : apiError(404, 'Not a hub');
        if (newsroomMatch[1] !== newsroomUuid) return otherNewsroom(data, newsroomMatch[1]!, rest);
        if (rest === '') {
            const include = query.include ?? query['include[]'];
            return { status: 200, body: { newsroom: withIncluded(data.newsroom, include, NEWSROOM_EXTRA_FIELDS) } };
        }
        if (rest === '/languages') return { status: 200, body: { languages: data.languages, sort: '' } };
        if (rest === '/categories') return { status: 200, body: { categories: data.categories } };
        if (rest === '/contacts') return { status: 200, body: { contacts: data.contacts } };
        if (rest === '/galleries') {
            const scope = typeof query.scope === 'string' ? query.scope : undefined;
            const matching = data.galleries.filter((gallery) => {
                const { is_empty: isEmpty, ...rest } = scope ? (JSON.parse(scope) as Rec) : {};
                const empty = Number(gallery.images_number ?? 0) + Number(gallery.videos_number ?? 0) === 0;
                return matchesQuery(gallery, rest) && (isEmpty === undefined || isEmpty === empty);
            });
            return page(sortRecords(matching, query.sort), 'galleries', query);
        }
        const theme = /^\/themes\/([^/]+)$/.exec(rest);
        if (theme) {
            const preset = data.themePreset;
            const id = (preset?.theme as Rec | undefined)?.id;
            if (!preset || (theme[1] !== 'active' && theme[1] !== id)) return apiError(404, 'Theme not found');
            return { status: 200, body: { theme: preset } };
        }
    }
    const payload = (body ?? {}) as Rec;
    // Every story is answered in the content format the call asked for (content-format.ts).
    const accept = request.headers.accept;
    const format = path.startsWith('/v2/stories')
        ? askedFormat(Array.isArray(accept) ? accept.join(',') : accept)
        : undefined;
    const answered = (story: Rec, include: unknown) => storyInFormat(withIncluded(story, include), format);
    const inNewsroom = data.stories.filter((story) => (story.newsroom as Rec | undefined)?.uuid === newsroomUuid);
    for (const story of inNewsroom) slugsSeen.set(String(story.slug), String(story.uuid));
    if (path === '/v2/stories/search' && method === 'POST') {
        // A hub's token reads its members' stories too; the query's `newsroom.uuid` picks them.
        const readable = data.otherNewsrooms?.length ? data.stories : inNewsroom;
        const matching = readable.filter((story) => matchesQuery(story, payload.query));
        const answer = page(sortRecords(matching, payload.sort), 'stories', payload);
        const stories = (answer.body.stories as Rec[]).map((story) => answered(story, payload.include));
        return { status: 200, body: { ...answer.body, stories } };
    }
    const bySlug = /^\/v2\/stories\/by-slug\/([^/]+)$/.exec(path);
    if (bySlug && method === 'POST') {
        const slug = decodeURIComponent(bySlug[1]!);
        // The story that has the slug now, else the one that had it before (a renamed story).
        const current = inNewsroom.find((candidate) => candidate.slug === slug);
        const uuid = current ? current.uuid : slugsSeen.get(slug);
        const story = inNewsroom.find((candidate) => candidate.uuid === uuid && matchesQuery(candidate, payload.query));
        if (!story) return apiError(404, 'Story not found');
        return { status: 200, body: { story: answered(story, query['include[]']) } };
    }
    // `GET /v2/stories/{uuid}`: one story whatever its status (drafts and scheduled stories too,
    // which no search of the site's asks for), as Prezly answers any story the token may read.
    const byUuid = /^\/v2\/stories\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(path);
    if (byUuid && method === 'GET') {
        const story = data.stories.find((candidate) => candidate.uuid === byUuid[1]);
        if (!story) return apiError(404, 'Story not found');
        return { status: 200, body: { story: answered(story, query['include[]']) } };
    }
    return apiError(404, `No route for ${method} ${path}`);
}

/** Another newsroom of the hub: its record and languages, as Prezly answers a token that may read it. */
function otherNewsroom(data: PrezlyDataset, uuid: string, rest: string): Answer {
    const other = data.otherNewsrooms?.find((candidate) => candidate.newsroom.uuid === uuid);
    if (!other) return apiError(404, 'Newsroom not found');
    if (rest === '') return { status: 200, body: { newsroom: other.newsroom } };
    if (rest === '/languages') return { status: 200, body: { languages: other.languages, sort: '' } };
    return apiError(404, `No route for GET /v2/newsrooms/${uuid}${rest}`);
}

async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
}

function queryOf(url: URL): Record<string, string | string[]> {
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
        const values = url.searchParams.getAll(key);
        query[key] = key.endsWith('[]') ? values : values[0]!;
    }
    return query;
}

export async function startPrezlyStandIn(options: {
    dataset: () => PrezlyDataset | Promise<PrezlyDataset>;
    accessToken?: string;
    newsroomUuid: string;
    latencyMs?: number;
}): Promise<PrezlyStandIn> {
    const accessToken = options.accessToken ?? 'stand-in-token';
    const requests: RecordedRequest[] = [];
    const interceptors = new Set<Interceptor>();
    const slugsSeen: SlugsSeen = new Map();
    const server = createServer((req, res) => {
        handle(req, res).catch((error: unknown) => {
            res.writeHead(500, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify({ status: 'error', code: 500, message: String(error) }));
        });
    });
    const standIn = standInFacade(
        { accessToken, newsroomUuid: options.newsroomUuid, requests, interceptors },
        server,
        options.latencyMs ?? 0,
    );

    async function handle(req: IncomingMessage, res: ServerResponse) {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        const request: RecordedRequest = {
            method: req.method ?? 'GET',
            path: url.pathname,
            query: queryOf(url),
            headers: req.headers,
            body: await readBody(req),
        };
        request.inFlight = requests.filter((earlier) => earlier.status === undefined && !earlier.dropped).length + 1;
        requests.push(request);
        if (standIn.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, standIn.latencyMs));
        let intercepted: StandInReply | undefined;
        for (const interceptor of interceptors) intercepted ??= interceptor(request);
        if (intercepted && 'after' in intercepted) {
            await intercepted.after;
            intercepted = undefined;
        }
        let reply: Answer | undefined = intercepted;
        if (!reply && request.method === 'GET' && request.path.startsWith(ASSETS_CDN_PATH)) {
            // Prezly's assets CDN answers a file to anyone, without the API's token.
            const bytes = assetBytes(request.path);
            Object.assign(request, { status: 200, responseBytes: bytes.length, storyBodies: 0 });
            res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': bytes.length });
            res.end(bytes);
            return;
        }
        if (!reply && req.headers.authorization !== `Bearer ${accessToken}`) reply = apiError(401, 'Unauthorized');
        try {
            reply ??= await route(request, await options.dataset(), options.newsroomUuid, slugsSeen);
        } catch (error) {
            if (!(error instanceof UnsupportedQueryError || error instanceof UnknownContentFormatError)) throw error;
            reply = apiError(400, error.message);
        }
        if ('hang' in reply) {
            request.dropped = true;
            return;
        }
        if ('reset' in reply) {
            request.dropped = true;
            req.socket.destroy();
            return;
        }
        const text = 'rawBody' in reply ? reply.rawBody : JSON.stringify(reply.body);
        const headers = 'headers' in reply ? reply.headers : undefined;
        Object.assign(request, {
            status: reply.status,
            responseBytes: Buffer.byteLength(text),
            storyBodies: 'body' in reply ? countStoryBodies(reply.body) : 0,
        });
        res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
        res.end(text);
    }

    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Test apps never close it explicitly; it must not keep the test process alive.
    server.unref();
    const { port } = server.address() as AddressInfo;
    Object.assign(standIn, { url: `http://127.0.0.1:${port}` });
    return standIn;
}

/**
 * Where the stand-in also stands in for Prezly's assets CDN (`https://cdn.uc.assets.prezly.com`,
 * out of reach from tests): `{url}/cdn/{uuid}/{filename}` answers a few bytes naming the file, for
 * a test whose site fetches uploads itself (the media kit), with `ASSETS_CDN_URL` pointed there.
 */
export const ASSETS_CDN_PATH = '/cdn/';

function assetBytes(path: string): Buffer {
    return Buffer.from(`stand-in asset ${path.slice(ASSETS_CDN_PATH.length)}\n`, 'utf8');
}

/** Story records in an answer that carry their body (`content`), one story or a page of them. */
function countStoryBodies(body: unknown): number {
    const answer = body as { story?: Rec; stories?: Rec[] } | null;
    const stories = answer?.stories ?? (answer?.story ? [answer.story] : []);
    return Array.isArray(stories) ? stories.filter((story) => typeof story?.content === 'string').length : 0;
}

function standInFacade(
    state: { accessToken: string; newsroomUuid: string; requests: RecordedRequest[]; interceptors: Set<Interceptor> },
    server: ReturnType<typeof createServer>,
    latencyMs: number,
): PrezlyStandIn {
    const { accessToken, requests, interceptors } = state;
    return {
        url: '',
        latencyMs,
        accessToken,
        newsroomUuid: state.newsroomUuid,
        requests,
        intercept(interceptor) {
            interceptors.add(interceptor);
            return () => interceptors.delete(interceptor);
        },
        close() {
            server.closeAllConnections();
            return new Promise((resolve) => server.close(() => resolve()));
        },
    };
}
