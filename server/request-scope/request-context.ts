import type { ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Language } from '../../domain/content';
import type { Translate } from '../../domain/translate';
import type { SiteUrls } from '../../domain/urls';
import type { SiteContextValue } from '../../views/site-context';
import type { ContentSnapshot } from '../content/content-snapshot';
import { parsePageQuery } from './page-query';
import type { LanguageTo, SiteEdition } from './site-edition';

/**
 * What a request is about, worked out once, before the routes, and read by the routes, the API
 * handlers and the renderer: the content it is served from (the snapshot and its edition), the
 * page language its URL's prefix names, that language's interface language, and the list page
 * its address asks for.
 */
export interface RequestContext {
    /** The snapshot's edition: what every request served from it shares (site-edition.ts). */
    readonly edition: SiteEdition;
    readonly snapshot: ContentSnapshot;
    readonly urls: SiteUrls;
    /** The page language: the URL's language prefix, else the newsroom's default language. */
    readonly language: Language;
    /** The interface language the page is written in (a catalogue in locales/; English when none fits). */
    readonly interfaceLanguage: string;
    /** The canonical URL prefix of the URL's language (`''` when none). */
    readonly urlPrefix: string;
    /** The prefix as the URL wrote it when it names a language (`FR`, `fr-fr`), else null. */
    readonly prefixAsWritten: string | null;
    /** Translates into the interface language. */
    readonly t: Translate;
    /** What views read through useSite(), with the language switcher to each language's home. */
    readonly site: SiteContextValue;
    /** The same with the page's own language switcher (where each language's link goes). */
    siteWith(languageTo: LanguageTo): SiteContextValue;
    /**
     * The list page the address asks for (`?page=N`, page-query.ts), read here once for the
     * route and the head: 1 without the parameter, null when it names no page (`?page=0`).
     */
    readonly page: number | null;
}

/** The language a URL's first segment names, as the request context records it. */
export interface UrlLanguage {
    /** The language named, else the newsroom's default language. */
    language: Language;
    /** The canonical URL prefix of that language (`''` when none). */
    urlPrefix: string;
    /** The prefix as the URL wrote it when it names a language (`FR`, `fr-fr`), else null. */
    prefixAsWritten: string | null;
}

/**
 * The page language of a URL relative to BASE_PATH (docs/product-rules.md §2.2): its first segment when that names
 * one of the newsroom's languages, in any spelling the newsroom's URL prefixes accept, else the
 * default language.
 */
export function languageOfUrl(url: string, snapshot: ContentSnapshot): UrlLanguage {
    const segment = firstSegmentOf(url);
    const found = segment ? snapshot.languages.matchUrlPrefix(segment) : null;
    return {
        language: found?.language ?? snapshot.languages.default,
        urlPrefix: found?.canonicalPrefix ?? '',
        prefixAsWritten: found ? segment : null,
    };
}

/** The URL's first path segment, decoded; null when there is none or it is not valid percent-encoding. */
export function firstSegmentOf(url: string): string | null {
    const match = /^\/([^/?]+)/.exec(url);
    if (!match?.[1]) return null;
    try {
        return decodeURIComponent(match[1]);
    } catch {
        return null;
    }
}

/** What the request scope keeps on `res.locals`; nothing else reads or writes these. */
interface ScopeLocals {
    edition?: SiteEdition;
    context?: RequestContext;
    pageRequest?: boolean;
}

const scopeOf = (res: Response) => res.locals as ScopeLocals;

/**
 * Hands the edition of the snapshot the cache-hit path fetched to the Express app, which keeps
 * a `res.locals` it finds rather than making one. Called before Express sees the request.
 */
export function carryEdition(res: ServerResponse, edition: SiteEdition): void {
    const locals: ScopeLocals = Object.create(null);
    locals.edition = edition;
    (res as ServerResponse & { locals?: ScopeLocals }).locals = locals;
}

/**
 * Whether the request brought content. Only middleware/content-unavailable.ts asks: until the
 * first content has loaded it answers every request itself, so everything after it has some.
 */
export function hasContent(res: Response): boolean {
    return scopeOf(res).edition !== undefined;
}

/** The edition the request is served from. */
export function siteEdition(res: Response): SiteEdition {
    const { edition } = scopeOf(res);
    if (!edition) throw new Error('No site edition: the request did not come through the cache-hit path');
    return edition;
}

/**
 * Builds the request's context from its edition and its URL. Mounted at BASE_PATH, so the URL
 * it reads is the site's own; the language prefix is redirected or stripped later, after the
 * locale-free routes (language-prefix.ts).
 */
export const requestContextMiddleware: RequestHandler = (req, res, next) => {
    const edition = siteEdition(res);
    scopeOf(res).context = contextFor(edition, languageOfUrl(req.url, edition.snapshot), req.query.page);
    next();
};

/**
 * Makes `language` the request's page language, for a locale-free address that shows a page in
 * the language of what it shows (a story's preview at `/s/{uuid}`, server/pages/story/story-preview.ts).
 */
export function switchPageLanguage(res: Response, language: Language): void {
    const edition = siteEdition(res);
    const urlPrefix = edition.snapshot.languages.urlPrefix(language.code);
    scopeOf(res).context = contextFor(edition, { language, urlPrefix, prefixAsWritten: null }, res.req.query.page);
}

function contextFor(edition: SiteEdition, url: UrlLanguage, pageQuery: unknown): RequestContext {
    const { language } = url;
    const site = edition.site(language);
    return {
        edition,
        snapshot: edition.snapshot,
        urls: edition.urls,
        ...url,
        interfaceLanguage: site.language.interfaceLanguage,
        t: site.language.t,
        site,
        siteWith: (languageTo) => edition.siteWith(language, languageTo),
        page: parsePageQuery(pageQuery),
    };
}

/** The request's context: every request under BASE_PATH has one. */
export function requestContext(res: Response): RequestContext {
    const { context } = scopeOf(res);
    if (!context) throw new Error('No request context: the request-context middleware did not run');
    return context;
}

/** Taken as a page in its language by the language-prefix step: errors answer as pages from then on. */
export function markPageRequest(res: Response): void {
    scopeOf(res).pageRequest = true;
}

/**
 * True once the language-prefix step has taken the request as a page: the error pages render in
 * its language. Before it (locale-free routes) and outside BASE_PATH, errors answer plain text.
 */
export function isPageRequest(res: Response): boolean {
    return scopeOf(res).pageRequest === true;
}
