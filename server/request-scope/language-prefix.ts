import type { RequestHandler } from 'express';
import type { Language } from '../../domain/content';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import { notFound } from '../http-error';
import { markPageRequest, requestContext } from './request-context';

/** The language a URL's first segment names, as the request context records it. */
export interface UrlLanguage {
    /** The language named, else the newsroom's default language. */
    language: Language;
    /** The canonical slug of the prefix (`''` when none). */
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
    const segment = localeSegmentOf(url);
    const found = segment ? snapshot.languages.matchUrlPrefix(segment) : null;
    return {
        language: found?.language ?? snapshot.languages.default,
        urlPrefix: found?.canonicalPrefix ?? '',
        prefixAsWritten: found ? segment : null,
    };
}

/** The URL's first path segment, decoded; null when there is none or it is not valid percent-encoding. */
export function localeSegmentOf(url: string): string | null {
    const match = /^\/([^/?]+)/.exec(url);
    if (!match?.[1]) return null;
    try {
        return decodeURIComponent(match[1]);
    } catch {
        return null;
    }
}

/**
 * Takes the request as a page in the language its context found (docs/product-rules.md §2.2, §2.3)
 * and strips the language prefix, so routes see `/category/x` whatever the language. A prefix that
 * names a newsroom language in a non-canonical way (`/en` for the default language, `/FR`, `/fr-fr`
 * when the newsroom has one French) is redirected with 302 to the canonical locale path. A path
 * that is not valid percent-encoding gets the localized not-found page (the router would answer 400
 * decoding it). Mounted before the page routes, after the locale-free ones.
 */
export function languagePrefix(config: Pick<Config, 'BASE_PATH'>): RequestHandler {
    return (req, res, next) => {
        const context = requestContext(res);
        const [rawPath = '/', query = ''] = splitOnce(req.url, '?');
        if (context.prefixAsWritten !== null) {
            const slash = rawPath.indexOf('/', 1);
            const rest = slash === -1 ? '' : rawPath.slice(slash);
            if (context.prefixAsWritten !== context.urlPrefix) {
                // Collapse leading slashes and backslashes: `/en//evil.example` must not become
                // a protocol-relative URL to another host.
                const safeRest = rest.replace(/^[/\\]+/, '/');
                const prefix = context.urlPrefix ? `/${context.urlPrefix}` : '';
                const basePath = config.BASE_PATH;
                const target = `${basePath}${prefix}${safeRest === '/' && prefix ? '' : safeRest}` || `${basePath}/`;
                res.redirect(302, `${target.startsWith('/') ? target : `/${target}`}${query ? `?${query}` : ''}`);
                return;
            }
            req.url = `${rest || '/'}${query ? `?${query}` : ''}`;
        }
        markPageRequest(res);
        if (!isValidEncoding(rawPath)) return next(notFound());
        next();
    };
}

function splitOnce(value: string, separator: string): [string, string] {
    const index = value.indexOf(separator);
    return index === -1 ? [value, ''] : [value.slice(0, index), value.slice(index + 1)];
}

function isValidEncoding(path: string): boolean {
    try {
        decodeURIComponent(path);
        return true;
    } catch {
        return false;
    }
}
