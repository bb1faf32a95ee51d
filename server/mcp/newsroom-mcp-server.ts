import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Language } from '../../domain/content';
import { stripMarkers } from '../../domain/search/highlight';
import { isListed } from '../../domain/stories/story-rules';
import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { type SearchBackend, SearchBackendError } from '../search/search-backend';
import { MAX_QUERY_LENGTH } from '../search/search-request';
import {
    contactForAssistants,
    galleryForAssistants,
    listedStory,
    storyForAssistants,
    storyMarkdown,
} from './story-for-assistants';

/** What one request's MCP server reads: the snapshot and addresses of the request (server/request-scope/). */
export interface McpContext {
    snapshot: ContentSnapshot;
    urls: SiteUrls;
    search: SearchBackend;
    cdnUrl: string;
    version: string;
}

/** How many stories search_stories gives at most, and how many search pages it reads for a date range. */
const MAX_RESULTS = 20;
const PAGE_SIZE = 50;
const MAX_PAGES = 4;

const languageCode = z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Za-z0-9]{1,4}){0,2}$/, 'expected a language code like en or fr_BE')
    .optional()
    .describe('The newsroom language code (list_categories shows them); the default language when left out.');
const day = z.iso.date('expected a date as YYYY-MM-DD');

const json = (value: unknown): CallToolResult => ({
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
});
/** A refusal the assistant can act on (a tool error, not a protocol one: the model reads it). */
const refuse = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] });

/**
 * The newsroom's read-only MCP server (docs/mcp.md): a new one for each request, as the stateless
 * Streamable HTTP transport wants, over the snapshot the request sees. Everything it gives is
 * what the public site lists: published public stories (isListed), public galleries, the
 * contacts the contacts page shows.
 */
export function newsroomMcpServer(context: McpContext): McpServer {
    const { snapshot, urls } = context;
    const server = new McpServer(
        { name: snapshot.newsroom.display_name || 'newsroom', version: context.version },
        {
            instructions:
                'Press releases, press contacts and media galleries of this newsroom. Only published, public material is available.',
        },
    );
    const languageOf = (code: string | undefined): Language | null =>
        code === undefined ? snapshot.languages.default : (snapshot.languages.byCode(code) ?? null);
    const unknownLanguage = (code: string | undefined) =>
        refuse(
            `Unknown language "${code}". Languages: ${snapshot.languages.all.map((language) => language.code).join(', ')}.`,
        );

    server.registerTool(
        'search_stories',
        {
            title: 'Search stories',
            description:
                "Searches the newsroom's published stories, newest first without words. Gives each story's title, URL, date and the matching extract.",
            inputSchema: {
                words: z
                    .string()
                    .max(MAX_QUERY_LENGTH)
                    .optional()
                    .describe('Words to search for; leave out for the newest stories.'),
                language: languageCode,
                category: z.string().max(200).optional().describe("A category's slug or name (list_categories)."),
                from: day.optional().describe('Only stories published on or after this day (YYYY-MM-DD).'),
                to: day.optional().describe('Only stories published on or before this day (YYYY-MM-DD).'),
                limit: z
                    .number()
                    .int()
                    .min(1)
                    .max(MAX_RESULTS)
                    .default(10)
                    .describe(`At most this many stories (1 to ${MAX_RESULTS}).`),
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        async ({ words, language: code, category: categoryName, from, to, limit }) => {
            const language = languageOf(code);
            if (!language) return unknownLanguage(code);
            let categoryId: number | undefined;
            if (categoryName) {
                const wanted = categoryName.trim().toLowerCase();
                const category = snapshot.categories
                    .inLanguage(language.code)
                    .find(
                        (candidate) =>
                            candidate.slug.toLowerCase() === wanted || candidate.name.toLowerCase() === wanted,
                    );
                if (!category)
                    return refuse(`No category "${categoryName}" in ${language.code}; list_categories gives them.`);
                categoryId = category.id;
            }
            if (from && to && from > to) return refuse('"from" is after "to".');
            const inRange = (publishedAt: string | null) =>
                (!from || (publishedAt !== null && publishedAt.slice(0, 10) >= from)) &&
                (!to || (publishedAt !== null && publishedAt.slice(0, 10) <= to));
            const found: unknown[] = [];
            try {
                for (let page = 1; page <= MAX_PAGES && found.length < limit; page++) {
                    const results = await context.search.search({
                        locale: language.code,
                        query: (words ?? '').replace(/\s+/g, ' ').trim(),
                        page,
                        hitsPerPage: PAGE_SIZE,
                        ...(categoryId === undefined ? {} : { category: categoryId }),
                    });
                    for (const hit of results.hits) {
                        // The index holds listed stories only; checked again against the snapshot all the same.
                        const story = snapshot.stories.byUuid(hit.id);
                        if (!story || !isListed(story) || !inRange(story.published_at)) continue;
                        found.push({
                            title: story.title,
                            url: urls.absoluteUrls.storyOf(story),
                            uuid: story.uuid,
                            publishedAt: story.published_at,
                            extract: stripMarkers(hit.snippet),
                        });
                        if (found.length >= limit) break;
                    }
                    if (!results.hasMore) break;
                }
            } catch (error) {
                // The back end failed or timed out (docs/product-rules.md §8.2): say so, as the search page does.
                if (error instanceof SearchBackendError)
                    return refuse('Search is unavailable at the moment; try again shortly.');
                throw error;
            }
            return json({ language: language.code, stories: found });
        },
    );

    server.registerTool(
        'get_story',
        {
            title: 'Get a story',
            description:
                'A published story by its URL, slug or uuid: title, subtitle, dates, language, its text in Markdown with its headings, images with alt text and download links, attachments, press contacts and the PDF address.',
            inputSchema: {
                story: z.string().min(1).max(2000).describe("The story's URL on this site, its slug or its uuid."),
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        ({ story: reference }) => {
            const story = listedStory(snapshot, urls, reference);
            if (!story) return refuse(`No published story "${reference}" in this newsroom.`);
            return json(storyForAssistants(snapshot, urls, story, context.cdnUrl));
        },
    );

    server.registerTool(
        'list_categories',
        {
            title: 'List categories',
            description: "The newsroom's languages and, in one of them, its categories with their public story counts.",
            inputSchema: { language: languageCode },
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        ({ language: code }) => {
            const language = languageOf(code);
            if (!language) return unknownLanguage(code);
            return json({
                languages: snapshot.languages.visible().map((visible) => visible.code),
                language: language.code,
                categories: snapshot.categories.withStories(language.code).map((category) => ({
                    name: category.name,
                    slug: category.slug,
                    description: category.description,
                    stories: category.storyCount,
                    url: urls.absoluteUrls.category(language.code, category.slug),
                })),
            });
        },
    );

    server.registerTool(
        'list_contacts',
        {
            title: 'List press contacts',
            description: 'The press contacts the newsroom shows in a language, with their e-mail and phone numbers.',
            inputSchema: { language: languageCode },
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        ({ language: code }) => {
            const language = languageOf(code);
            if (!language) return unknownLanguage(code);
            return json({ contacts: snapshot.contacts.shownIn(language.code).map(contactForAssistants) });
        },
    );

    server.registerTool(
        'list_galleries',
        {
            title: 'List media galleries',
            description: "The newsroom's public media galleries, newest first: title, URL and number of images.",
            inputSchema: {},
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        () =>
            json({
                galleries: snapshot.galleries.all.map((gallery) => ({
                    uuid: gallery.uuid,
                    title: gallery.title,
                    url: urls.absoluteUrls.gallery(snapshot.languages.default.code, gallery.uuid),
                    images: gallery.images_number,
                    createdAt: gallery.created_at,
                })),
            }),
    );

    server.registerTool(
        'get_gallery',
        {
            title: 'Get a media gallery',
            description:
                'A public gallery by its uuid or URL: its images with captions, preview and download links, and a zip of them all.',
            inputSchema: {
                gallery: z.string().min(1).max(2000).describe("The gallery's uuid (list_galleries) or its URL."),
            },
            annotations: { readOnlyHint: true, openWorldHint: false },
        },
        ({ gallery: reference }) => {
            const uuid = reference.trim().split(/[/?#]/).filter(Boolean).pop()?.toLowerCase() ?? '';
            const gallery = snapshot.galleries.byUuid(uuid);
            if (!gallery) return refuse(`No public gallery "${reference}" in this newsroom.`);
            return json(galleryForAssistants(urls, snapshot.languages.default.code, gallery, context.cdnUrl));
        },
    );

    // Each listed story is a resource at its page's URL, its text as Markdown.
    const siteUrl = urls.absoluteRoot('');
    server.registerResource(
        'story',
        new ResourceTemplate(`${siteUrl}/{+path}`, {
            list: () => ({
                resources: snapshot.stories.allListed().map((story) => ({
                    uri: urls.absoluteUrls.storyOf(story),
                    name: story.title,
                    mimeType: 'text/markdown',
                    ...(story.summary ? { description: story.summary } : {}),
                })),
            }),
        }),
        {
            title: 'Published stories',
            description: "The newsroom's published stories, as Markdown.",
            mimeType: 'text/markdown',
        },
        (uri) => {
            const story = listedStory(snapshot, urls, uri.href);
            if (!story || urls.absoluteUrls.storyOf(story) !== uri.href)
                throw new Error(`No published story at ${uri.href}`);
            const heading = [`# ${story.title}`, story.subtitle ? `*${story.subtitle}*` : '', story.published_at ?? '']
                .filter(Boolean)
                .join('\n\n');
            return {
                contents: [
                    { uri: uri.href, mimeType: 'text/markdown', text: `${heading}\n\n${storyMarkdown(story)}\n` },
                ],
            };
        },
    );
    return server;
}
