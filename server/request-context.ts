import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import type { i18n } from 'i18next';
import type { Language } from '../domain/content';
import type { Translate } from '../domain/translate';
import type { SiteUrls } from '../domain/urls';
import type { SiteContextValue } from '../views/site-context';
import type { Config } from './config';
import type { ContentSnapshot } from './content/content-snapshot';
import { createSiteContext, siteUrlsFor, translatorFor } from './render/site-context';

/**
 * What a request is about, worked out once (server/middleware/request-context.ts) and read by
 * the routes, the API handlers and the renderer: the content snapshot, the page language from
 * the URL's locale prefix, the interface locale, the URL builders and, on first use, the site
 * context the views read.
 */
export interface RequestContext {
    readonly snapshot: ContentSnapshot;
    readonly urls: SiteUrls;
    /** The page language: the URL's locale prefix, else the newsroom's default language. */
    readonly language: Language;
    /** The interface locale of that language (a catalogue in locales/; English when none). */
    readonly interfaceLocale: string;
    /** The canonical slug of the URL's locale prefix (`''` when none). */
    readonly localeSlug: string;
    /** The prefix as the URL wrote it when it names a language (`FR`, `fr-fr`), else null. */
    readonly localeSegment: string | null;
    /** Translates into the interface locale; a route that only needs words need not make `site`. */
    readonly t: Translate;
    /** What views read through useSite(); made on first use (redirects and JSON need none). */
    readonly site: SiteContextValue;
    /**
     * The same with the page's own language switcher (where each language's link goes), made
     * for the page that asks rather than copied from `site` with its list made twice.
     */
    siteWith(languageTo: (language: Language) => string | null): SiteContextValue;
}

export interface RequestContextInput {
    snapshot: ContentSnapshot;
    language: Language;
    interfaceLocale: string;
    localeSlug: string;
    localeSegment: string | null;
    i18n: i18n;
    config: Config;
}

export function createRequestContext(input: RequestContextInput): RequestContext {
    const { snapshot, language, interfaceLocale, i18n, config } = input;
    let site: SiteContextValue | undefined;
    return {
        snapshot,
        urls: siteUrlsFor(snapshot, config),
        language,
        interfaceLocale,
        localeSlug: input.localeSlug,
        localeSegment: input.localeSegment,
        t: translatorFor(i18n, interfaceLocale),
        get site() {
            site ??= createSiteContext({ snapshot, language, locale: interfaceLocale, i18n, config });
            return site;
        },
        siteWith: (languageTo) =>
            createSiteContext({ snapshot, language, locale: interfaceLocale, i18n, config, languageTo }),
    };
}

/** The request's context. Every route under BASE_PATH has one once content has loaded. */
export function requestContext(res: Response): RequestContext {
    const context = (res.locals as { context?: RequestContext }).context;
    if (!context) throw new Error('No request context: the request-context middleware did not run');
    return context;
}

export function findRequestContext(res: Response): RequestContext | undefined {
    return (res.locals as { context?: RequestContext }).context;
}

/**
 * True once the locale middleware has taken the request as a page: the error pages render in its
 * language. Before it (locale-free routes) and outside BASE_PATH, errors answer plain text.
 */
export function isPageRequest(res: Response): boolean {
    return (res.locals as { pageRequest?: boolean }).pageRequest === true && findRequestContext(res) !== undefined;
}

const snapshotsSeen = new WeakMap<IncomingMessage, ContentSnapshot>();

/** The cache-hit path already asked for the snapshot: it hands it on instead of asking again. */
export function rememberSnapshot(req: IncomingMessage, snapshot: ContentSnapshot): void {
    snapshotsSeen.set(req, snapshot);
}

export function rememberedSnapshot(req: IncomingMessage): ContentSnapshot | undefined {
    return snapshotsSeen.get(req);
}

/**
 * For the locale-free routes (before the locale middleware): the context's snapshot, or, when
 * content was not there as the request came in, content's own answer (or its failure).
 */
export function requestSnapshot(res: Response, content: { get(): Promise<ContentSnapshot> }): Promise<ContentSnapshot> {
    const context = findRequestContext(res);
    return context ? Promise.resolve(context.snapshot) : content.get();
}
