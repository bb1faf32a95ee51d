import express, { type Request, type Response, Router } from 'express';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { canLoadMore } from '../../domain/stories/load-more';
import { GalleryCard } from '../../views/components/GalleryCard';
import { StoryCard } from '../../views/components/StoryCard';
import { SiteProvider } from '../../views/site-context';
import type { AppDeps } from '../app-deps';
import type { ContentSnapshot } from '../content/content-snapshot';
import { createSiteContext } from '../render/site-context';
import { storyCards } from './story-cards';
import { tagFromParam } from './tag';

const page = z.number().int().min(1).max(10_000);
const pageSize = z.number().int().min(1).max(50);
const localeCode = z.string().regex(/^[a-z]{2,3}(_[A-Za-z0-9]{1,4}){0,2}$/, 'expected a locale code like en or fr_BE');

/** SPEC §7 body of POST /api/fetch-stories. `category` is a category object or its id. */
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
    localeCode: localeCode.optional(),
    // Search back ends take filter queries; the listed stories here are filtered by category only.
    filterQuery: z.record(z.string(), z.unknown()).nullish(),
});

/** SPEC §7 body of POST /api/fetch-galleries (plus the locale the cards are labelled in). */
export const FetchGalleriesSchema = z.object({ page, pageSize, localeCode: localeCode.optional() });

function describe(error: z.ZodError): string {
    const issue = error.issues[0]!;
    return `Invalid request body: ${issue.path.join('.') || 'body'} ${issue.message}`;
}

function fail(res: Response, status: number, message: string) {
    res.status(status).setHeader('Cache-Control', 'no-store').json({ message });
}

/** Renders card fragments with the same components (and site context) as the pages. */
function renderFragments(deps: AppDeps, snapshot: ContentSnapshot, code: string, elements: ReactElement[]) {
    const language = snapshot.language(code)!;
    const site = createSiteContext({ snapshot, language, i18n: deps.i18n, config: deps.config });
    return elements.map((element) => renderToStaticMarkup(createElement(SiteProvider, { value: site }, element)));
}

/**
 * The load-more calls of SPEC §7, answered with the next page as rendered HTML fragments (so
 * appended cards are identical to server-rendered ones) plus the paging data.
 */
export function apiRoutes(deps: AppDeps): Router {
    const router = Router();
    const json = express.json({ limit: '8kb' });

    router.post('/api/fetch-stories', json, async (req: Request, res: Response) => {
        const parsed = FetchStoriesSchema.safeParse(req.body);
        if (!parsed.success) return fail(res, 400, describe(parsed.error));
        const body = parsed.data;
        const snapshot = await deps.content.get();
        const language = body.localeCode ? snapshot.language(body.localeCode) : snapshot.defaultLanguage;
        if (!language) return fail(res, 400, 'Unknown locale code');
        if (body.category !== undefined && !snapshot.categoryById(body.category))
            return fail(res, 404, 'Unknown category');
        if (body.tag !== undefined && !tagFromParam(snapshot, language.code, body.tag))
            return fail(res, 404, 'Unknown tag');
        const result = snapshot.storyPage(language.code, {
            page: body.page,
            pageSize: body.pageSize,
            categoryId: body.category,
            tagSlug: body.tag,
            withHighlightedStory: body.withHighlightedStory,
        });
        const cards = storyCards(snapshot, result.stories, language.code);
        const html = renderFragments(
            deps,
            snapshot,
            language.code,
            cards.map((item) => createElement(StoryCard, { item })),
        );
        res.setHeader('Cache-Control', 'no-store').json({
            stories: cards.map((item, index) => ({ uuid: item.story.uuid, slug: item.story.slug, html: html[index] })),
            total: result.total,
            page: body.page,
            pageSize: body.pageSize,
            canLoadMore: canLoadMore(body.page, result.total, body.pageSize, body.withHighlightedStory),
        });
    });

    router.post('/api/fetch-galleries', json, async (req: Request, res: Response) => {
        const parsed = FetchGalleriesSchema.safeParse(req.body);
        if (!parsed.success) return fail(res, 400, describe(parsed.error));
        const body = parsed.data;
        const snapshot = await deps.content.get();
        const language = body.localeCode ? snapshot.language(body.localeCode) : snapshot.defaultLanguage;
        if (!language) return fail(res, 400, 'Unknown locale code');
        const all = snapshot.galleries();
        const start = (body.page - 1) * body.pageSize;
        const galleries = all.slice(start, start + body.pageSize);
        const html = renderFragments(
            deps,
            snapshot,
            language.code,
            galleries.map((gallery) => createElement(GalleryCard, { gallery })),
        );
        res.setHeader('Cache-Control', 'no-store').json({
            galleries: galleries.map((gallery, index) => ({ uuid: gallery.uuid, html: html[index] })),
            total: all.length,
            page: body.page,
            pageSize: body.pageSize,
            canLoadMore: canLoadMore(body.page, all.length, body.pageSize),
        });
    });

    // Malformed JSON or an oversized body (from express.json) is a client error, said in JSON.
    router.use(
        '/api',
        (error: { status?: number; type?: string }, _req: Request, res: Response, next: (e?: unknown) => void) => {
            if (error?.type === 'entity.parse.failed') return fail(res, 400, 'Malformed JSON body');
            if (error?.type === 'entity.too.large') return fail(res, 413, 'Request body too large');
            if (error?.status && error.status >= 400 && error.status < 500)
                return fail(res, error.status, 'Bad request');
            next(error);
        },
    );
    return router;
}
