/**
 * The read-only MCP server at /mcp (docs/mcp.md), spoken to by the SDK's own client over a real
 * port: every tool on the demo newsroom, and the rule that an assistant never gets a story the
 * site does not list (embargoed, private, confidential), whatever it asks with.
 */
import { createServer, type Server } from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../domain/content';
import { isListed, isReachable } from '../../../domain/stories/story-rules';
import { createApp, type NewsroomApp } from '../../../server/app';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { SearchBackendError } from '../../../server/search/search-backend';
import { freePort } from '../../helpers/engines';
import { createTestApp } from '../../helpers/test-app';

let origin: string;
let app: NewsroomApp;
let server: Server;
let snapshot: ContentSnapshot;
let client: Client;

beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    const testApp = await createTestApp({ env: { PUBLIC_URL: origin } });
    snapshot = await testApp.content.get();
    app = createApp(testApp.deps);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    client = new Client({ name: 'mcp-endpoint-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${origin}/mcp`)));
});

afterAll(async () => {
    await client?.close();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await app?.close();
});

const textOf = (result: CallToolResult) => (result.content[0]?.type === 'text' ? result.content[0].text : '');

/** A tool's answer and the JSON it holds (its one text part), loosely typed as a test reads it. */
// biome-ignore lint/suspicious/noExplicitAny: the tools' JSON is asserted field by field.
async function call(name: string, args: Record<string, unknown> = {}): Promise<{ result: CallToolResult; data: any }> {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    let data: unknown = null;
    try {
        data = JSON.parse(textOf(result));
    } catch {
        data = null;
    }
    return { result, data };
}

/** Stories a reader can open by link but the site does not list: embargoed, private, confidential. */
const unlisted = (): Story[] => snapshot.content.stories.filter((story) => isReachable(story) && !isListed(story));
const listed = () => snapshot.stories.allListed();

describe('the MCP endpoint', () => {
    it('offers the six tools and a resource per listed story', async () => {
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name).sort()).toEqual(
            ['get_gallery', 'get_story', 'list_categories', 'list_contacts', 'list_galleries', 'search_stories'].sort(),
        );
        const { resources } = await client.listResources();
        const prefix = (code: string) =>
            snapshot.languages.urlPrefix(code) ? `/${snapshot.languages.urlPrefix(code)}` : '';
        expect(resources.map((resource) => decodeURIComponent(resource.uri)).sort()).toEqual(
            listed()
                .map((story) => `${origin}${prefix(story.culture.code)}/${story.slug}`)
                .sort(),
        );
    });

    it('finds stories by words, with their absolute URLs', async () => {
        const story = listed().find((candidate) => candidate.culture.code === snapshot.languages.default.code)!;
        const word = story.title.split(/\s+/).find((candidate) => candidate.length > 4)!;
        const { data } = await call('search_stories', { words: word });
        expect(data.stories.map((hit: { uuid: string }) => hit.uuid)).toContain(story.uuid);
        const hit = data.stories.find((candidate: { uuid: string }) => candidate.uuid === story.uuid);
        expect(hit.url.startsWith(`${origin}/`)).toBe(true);
    });

    it('filters the search by dates and category', async () => {
        const code = snapshot.languages.default.code;
        const stories = snapshot.stories.listed(code);
        const day = stories[0]!.published_at!.slice(0, 10);
        const { data } = await call('search_stories', { from: day, to: day, limit: 20 });
        expect(data.stories.length).toBeGreaterThan(0);
        for (const hit of data.stories) expect(hit.publishedAt.slice(0, 10)).toBe(day);
        const category = snapshot.categories.withStories(code)[0]!;
        const inCategory = await call('search_stories', { category: category.slug, limit: 20 });
        const expected = stories.filter((story) => story.categories.some((c) => c.id === category.id));
        expect(inCategory.data.stories.map((hit: { uuid: string }) => hit.uuid).sort()).toEqual(
            expected
                .slice(0, 20)
                .map((story) => story.uuid)
                .sort(),
        );
    });

    it('gives a story by URL, slug or uuid, with its text, headings, media and PDF address', async () => {
        const story = listed()[0]!;
        const { resources } = await client.listResources();
        const url = resources.find((resource) => resource.name === story.title)!.uri;
        for (const reference of [url, story.slug, story.uuid]) {
            const { result, data } = await call('get_story', { story: reference });
            expect(result.isError, reference).toBeFalsy();
            expect(data.uuid).toBe(story.uuid);
            expect(data.title).toBe(story.title);
            expect(data.url).toBe(url);
            expect(data.pdfUrl).toBe(`${url}.pdf`);
            expect(typeof data.text).toBe('string');
        }
        const withHeadings = listed().find((candidate) =>
            JSON.stringify(candidate.content).includes('"type":"heading-two"'),
        );
        if (withHeadings) {
            const { data } = await call('get_story', { story: withHeadings.uuid });
            expect(data.text).toMatch(/^## /m);
        }
        const withImages = listed().find((candidate) => JSON.stringify(candidate.content).includes('image-block'))!;
        const { data } = await call('get_story', { story: withImages.uuid });
        expect(data.images.length).toBeGreaterThan(0);
        for (const image of data.images) expect(image.downloadUrl).toMatch(/^https?:\/\//);
    });

    it('never gives an embargoed, private or confidential story', async () => {
        const hidden = unlisted();
        expect(hidden.map((story) => story.status === 'embargo' || story.visibility).length).toBeGreaterThan(0);
        expect(hidden.some((story) => story.status === 'embargo')).toBe(true);
        expect(hidden.some((story) => story.visibility === 'private' || story.visibility === 'confidential')).toBe(
            true,
        );
        const { resources } = await client.listResources();
        for (const story of hidden) {
            for (const reference of [story.slug, story.uuid, `${origin}/s/${story.uuid}`]) {
                const { result } = await call('get_story', { story: reference });
                expect(result.isError, `${story.slug} by ${reference}`).toBe(true);
            }
            const word = story.title;
            const { data } = await call('search_stories', { words: word, language: story.culture.code, limit: 20 });
            expect(data.stories.map((hit: { uuid: string }) => hit.uuid)).not.toContain(story.uuid);
            expect(resources.map((resource) => resource.name)).not.toContain(story.title);
            expect(JSON.stringify(resources)).not.toContain(story.uuid);
        }
    });

    it('lists categories, contacts and galleries, and gives a gallery', async () => {
        const code = snapshot.languages.default.code;
        const categories = await call('list_categories');
        expect(categories.data.categories.map((category: { slug: string }) => category.slug)).toEqual(
            snapshot.categories.withStories(code).map((category) => category.slug),
        );
        const contacts = await call('list_contacts');
        expect(contacts.data.contacts.map((contact: { name: string }) => contact.name)).toEqual(
            snapshot.contacts.shownIn(code).map((contact) => contact.name),
        );
        const galleries = await call('list_galleries');
        expect(galleries.data.galleries.map((gallery: { uuid: string }) => gallery.uuid)).toEqual(
            snapshot.galleries.all.map((gallery) => gallery.uuid),
        );
        const first = snapshot.galleries.all[0]!;
        const gallery = await call('get_gallery', { gallery: galleries.data.galleries[0].url });
        expect(gallery.data.uuid).toBe(first.uuid);
        expect(gallery.data.images.length).toBe(first.images.length);
        const missing = await call('get_gallery', { gallery: '00000000-0000-0000-0000-000000000000' });
        expect(missing.result.isError).toBe(true);
    });

    it('reads a story resource as Markdown', async () => {
        const story = listed()[0]!;
        const { resources } = await client.listResources();
        const uri = resources.find((resource) => resource.name === story.title)!.uri;
        const { contents } = await client.readResource({ uri });
        expect(contents[0]).toMatchObject({ uri, mimeType: 'text/markdown' });
        expect(String((contents[0] as { text: string }).text)).toContain(`# ${story.title}`);
        const hidden = unlisted()[0]!;
        await expect(client.readResource({ uri: `${origin}/s/${hidden.uuid}` })).rejects.toThrow();
    });

    it('answers a bad argument with a clear error, not a server error', async () => {
        const badDate = await call('search_stories', { from: 'last week' });
        expect(badDate.result.isError).toBe(true);
        expect(textOf(badDate.result)).toMatch(/YYYY-MM-DD/);
        const badLanguage = await call('search_stories', { language: 'xx' });
        expect(badLanguage.result.isError).toBe(true);
        expect(textOf(badLanguage.result)).toMatch(/^Unknown language "xx"\. Languages: en/);
        const badLimit = await call('search_stories', { limit: 1000 });
        expect(badLimit.result.isError).toBe(true);
    });
});

describe('the MCP endpoint over HTTP', () => {
    const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const post = (body: string | object = rpc) =>
        request(app)
            .post('/mcp')
            .set('Host', new URL(origin).host)
            .set('Accept', 'application/json, text/event-stream')
            .set('Content-Type', 'application/json')
            .send(typeof body === 'string' ? body : JSON.stringify(body));

    it('answers a call on its own host and origin', async () => {
        const answer = await post().set('Origin', origin);
        expect(answer.status).toBe(200);
        expect(answer.body.result.tools.length).toBe(6);
        expect(answer.headers['cache-control']).toBe('no-store');
    });

    it('refuses another origin (DNS rebinding) and another host with 403', async () => {
        const foreign = await post().set('Origin', 'http://evil.example');
        expect(foreign.status).toBe(403);
        expect(foreign.body.error.message).toBe('Origin not allowed');
        const otherHost = await post().set('Host', 'evil.example');
        expect(otherHost.status).toBe(403);
    });

    it('refuses an oversized body with 413 and a body that is not JSON with 400', async () => {
        const oversized = await post({ ...rpc, params: { padding: 'x'.repeat(70_000) } });
        expect(oversized.status).toBe(413);
        expect(oversized.body.error.code).toBe(-32600);
        const broken = await post('{not json');
        expect(broken.status).toBe(400);
        expect(broken.body.error.code).toBe(-32700);
    });

    it('answers GET with 405: no stream without a session', async () => {
        const answer = await request(app).get('/mcp').set('Host', new URL(origin).host);
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe('POST');
    });
});

describe('the MCP endpoint when search fails', () => {
    it('says search is unavailable, as a tool error', async () => {
        const testApp = await createTestApp({ env: { PUBLIC_URL: 'http://newsroom.test' } });
        const failing = {
            ...testApp.deps.search,
            kind: testApp.deps.search.kind,
            search: () => Promise.reject(new SearchBackendError('timeout', 'embedded', 'too slow')),
        };
        const failingApp = createApp({ ...testApp.deps, search: failing });
        try {
            const answer = await request(failingApp)
                .post('/mcp')
                .set('Host', 'newsroom.test')
                .set('Accept', 'application/json, text/event-stream')
                .send({
                    jsonrpc: '2.0',
                    id: 1,
                    method: 'tools/call',
                    params: { name: 'search_stories', arguments: { words: 'bike' } },
                });
            expect(answer.status).toBe(200);
            expect(answer.body.result.isError).toBe(true);
            expect(answer.body.result.content[0].text).toBe('Search is unavailable at the moment; try again shortly.');
        } finally {
            await failingApp.close();
        }
    });
});

describe('the MCP endpoint switched off', () => {
    it('is not there with MCP_ENABLED=false', async () => {
        const off = await createTestApp({ env: { PUBLIC_URL: 'http://newsroom.test', MCP_ENABLED: 'false' } });
        const offApp = createApp(off.deps);
        try {
            const answer = await request(offApp)
                .post('/mcp')
                .set('Host', 'newsroom.test')
                .set('Accept', 'application/json, text/event-stream')
                .send({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
            expect(answer.status).toBe(404);
            expect(answer.body.result).toBeUndefined();
        } finally {
            await offApp.close();
        }
    });
});

describe('the MCP endpoint under the request limits', () => {
    it("counts calls against the client's search budget: 429 with Retry-After", async () => {
        const limited = await createTestApp({
            env: { PUBLIC_URL: 'http://newsroom.test', RATE_LIMITS: 'true', RATE_LIMIT_SEARCH: '2' },
        });
        const limitedApp = createApp(limited.deps);
        try {
            const statuses: number[] = [];
            let retryAfter: string | undefined;
            for (let attempt = 0; attempt < 3; attempt++) {
                const answer = await request(limitedApp)
                    .post('/mcp')
                    .set('Host', 'newsroom.test')
                    .set('Accept', 'application/json, text/event-stream')
                    .send({ jsonrpc: '2.0', id: attempt, method: 'tools/list' });
                statuses.push(answer.status);
                retryAfter = answer.headers['retry-after'];
            }
            expect(statuses).toEqual([200, 200, 429]);
            expect(Number(retryAfter)).toBeGreaterThan(0);
        } finally {
            await limitedApp.close();
        }
    });
});
