import express, { type Request, type RequestHandler, type Response } from 'express';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import type { Language } from '../../domain/content';
import { canLoadMore } from '../../domain/stories/load-more';
import { GalleryCard } from '../../views/components/GalleryCard';
import { isMemberStoryCard, MemberStoryCard } from '../../views/components/MemberStoryCard';
import { StoryCard } from '../../views/components/StoryCard';
import { SiteRoot } from '../../views/SiteRoot';
import type { AppDeps } from '../app-deps';
import type { ContentSnapshot } from '../content/content-snapshot';
import { RouteAnswers } from '../http/route-answers';
import { sendApiError } from '../i18n/api-messages';
import { compressAnswer } from '../middleware/compress-answer';
import { hubListingPage } from '../pages/home/hub-home';
import { tagFromParam } from '../pages/tag/tag-of-path';
import { hubListingCards, storyCards } from '../render/story-cards';
import { requestContext } from '../request-scope/request-context';
import type { SiteEdition } from '../request-scope/site-edition';

const page = z.number().int().min(1).max(10_000);
const pageSize = z.number().int().min(1).max(50);
const languageCodeSchema = z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Za-z0-9]{1,4}){0,2}$/, 'expected a locale code like en or fr_BE');

/** The body of POST /api/fetch-stories (docs/product-rules.md §7.1). `category` is a category object or its id. */
export const FetchStoriesSchema = z.object({
    page,
    pageSize,
    withHighlightedStory: z.boolean().default(false),
    category: z
        .union([z.number().int().positive(), z.object({ id: z.number().int().positive() }).loose()])
        .nullish()
        .transform((value) =>
            value === null || value === undefined ? undefined : typeof value === 'number' ? value : value.id,
        ),
    include: z.array(z.string().max(40)).max(10).optional(),
    /** A tag slug (domain/content/tag.ts): the stories of a tag page. */
    tag: z.string().min(1).max(200).optional(),
    /** A hub's home list: its members' stories with its own (docs/hub-newsrooms.md); only on a hub's own site. */
    hub: z.boolean().optional(),
    localeCode: languageCodeSchema.optional(),
    // Search back ends take filter queries; the listed stories here are filtered by category only.
    filterQuery: z.record(z.string(), z.unknown()).nullish(),
});

/** The body of POST /api/fetch-galleries (docs/product-rules.md §7.1, plus the language the cards are labelled in, as a languageCode). */
export const FetchGalleriesSchema = z.object({ page, pageSize, localeCode: languageCodeSchema.optional() });

/** The field a validation error is about (`body` when the body itself is wrong). */
function invalidField(error: z.ZodError): { field: string } {
    return { field: error.issues[0]?.path.join('.') || 'body' };
}

/**
 * Renders card fragments with the same components, site context and router as the pages; the
 * router's location is the language's home, where the cards' `InternalLink`s resolve as on the page.
 */
function renderFragments(edition: SiteEdition, language: Language, elements: ReactElement[]) {
    const site = edition.site(language);
    const location = site.addresses.urls.home(language.code);
    return elements.map((element) =>
        renderToStaticMarkup(createElement(SiteRoot, { site, cache: edition.cache, location }, element)),
    );
}

/** Sends an API error in the visitor's language (Accept-Language): these URLs name none. */
type Fail = (req: Request, res: Response, status: number, key: string, values?: Record<string, string>) => void;

/**
 * The load-more calls of docs/product-rules.md §7.1, answered with the next page as rendered HTML
 * fragments (so appended cards are identical to server-rendered ones) plus the paging data. A body
 * the JSON parser refuses (malformed, too large) is answered by the error handler, as every /api
 * error (middleware/error-answers.ts).
 */
export function apiRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    const json = express.json({ limit: '8kb' });
    const fail: Fail = (req, res, status, key, values) => sendApiError(deps.i18n, req, res, status, key, values);
    routes.post('fetchStories', compressAnswer, json, fetchStories(fail));
    routes.post('fetchGalleries', compressAnswer, json, fetchGalleries(fail));
    return routes;
}

/** POST /api/fetch-stories: a page of a language's, a category's or a tag's story cards. */
function fetchStories(fail: Fail): RequestHandler {
    return (req, res) => {
        const parsed = FetchStoriesSchema.safeParse(req.body);
        if (!parsed.success) return fail(req, res, 400, 'api.invalidField', invalidField(parsed.error));
        const body = parsed.data;
        const { snapshot, edition } = requestContext(res);
        const language = body.localeCode ? snapshot.languages.byCode(body.localeCode) : snapshot.languages.default;
        if (!language) return fail(req, res, 400, 'api.unknownLocale');
        if (body.category !== undefined && !snapshot.categories.byId(body.category))
            return fail(req, res, 404, 'api.unknownCategory');
        if (body.tag !== undefined && !tagFromParam(snapshot, language.code, body.tag))
            return fail(req, res, 404, 'api.unknownTag');
        // The hub's listing has no filter: only the hub's own site has one (docs/hub-newsrooms.md).
        const filtered = body.category !== undefined || body.tag !== undefined || body.withHighlightedStory;
        if (body.hub && (!snapshot.hub?.isRoot || filtered)) {
            return fail(req, res, 400, 'api.invalidField', { field: 'hub' });
        }
        const { cards, total } = storyCardsPage(snapshot, language.code, body);
        const html = renderFragments(
            edition,
            language,
            cards.map((item) =>
                isMemberStoryCard(item) ? createElement(MemberStoryCard, { item }) : createElement(StoryCard, { item }),
            ),
        );
        res.setHeader('Cache-Control', 'no-store').json({
            stories: cards.map((item, index) => ({ uuid: item.story.uuid, slug: item.story.slug, html: html[index] })),
            total,
            page: body.page,
            pageSize: body.pageSize,
            canLoadMore: canLoadMore(body.page, total, body.pageSize, body.withHighlightedStory),
        });
    };
}

/** The cards of the page asked for: of the hub's listing, or of the language's, a category's or a tag's stories. */
function storyCardsPage(snapshot: ContentSnapshot, languageCode: string, body: z.infer<typeof FetchStoriesSchema>) {
    if (body.hub) {
        const listing = hubListingPage(snapshot, languageCode, body.page, body.pageSize);
        return { cards: hubListingCards(snapshot, listing.entries, languageCode), total: listing.total };
    }
    const result = snapshot.stories.page(languageCode, {
        page: body.page,
        pageSize: body.pageSize,
        categoryId: body.category,
        tagSlug: body.tag,
        withHighlightedStory: body.withHighlightedStory,
    });
    return { cards: storyCards(snapshot, result.stories, languageCode), total: result.total };
}

/** POST /api/fetch-galleries: a page of the media gallery cards. */
function fetchGalleries(fail: Fail): RequestHandler {
    return (req, res) => {
        const parsed = FetchGalleriesSchema.safeParse(req.body);
        if (!parsed.success) return fail(req, res, 400, 'api.invalidField', invalidField(parsed.error));
        const body = parsed.data;
        const { snapshot, edition } = requestContext(res);
        const language = body.localeCode ? snapshot.languages.byCode(body.localeCode) : snapshot.languages.default;
        if (!language) return fail(req, res, 400, 'api.unknownLocale');
        const all = snapshot.galleries.all;
        const start = (body.page - 1) * body.pageSize;
        const galleries = all.slice(start, start + body.pageSize);
        const html = renderFragments(
            edition,
            language,
            galleries.map((gallery) => createElement(GalleryCard, { gallery })),
        );
        res.setHeader('Cache-Control', 'no-store').json({
            galleries: galleries.map((gallery, index) => ({ uuid: gallery.uuid, html: html[index] })),
            total: all.length,
            page: body.page,
            pageSize: body.pageSize,
            canLoadMore: canLoadMore(body.page, all.length, body.pageSize),
        });
    };
}
