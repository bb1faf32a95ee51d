import type { RequestHandler } from 'express';
import { resolveInterfaceLocale } from '../../domain/locale/locale-code';
import type { ContentSource } from '../content/content-source';
import { notFound } from '../http-error';
import type { Logger } from '../logger';

/**
 * Resolves the page language from the URL's first segment (SPEC §2) and strips the prefix, so
 * routes see `/category/x` whatever the language. A prefix that names a newsroom language in a
 * non-canonical way (`/en` for the default language, `/FR`, `/fr-fr` when the newsroom has one
 * French) is redirected with 302 to the canonical locale path. A path that is not valid
 * percent-encoding gets the localized not-found page (the router would answer 400 decoding it).
 */
export function localeMiddleware(
    content: ContentSource,
    basePath: string,
    logger?: Pick<Logger, 'warn'>,
): RequestHandler {
    // SPEC §8: a newsroom language without a catalogue falls back to English with a warning,
    // logged once per language rather than on every request.
    const warned = new Set<string>();
    const warnOnce = (code: string) => (message: string) => {
        if (warned.has(code)) return;
        warned.add(code);
        (logger ?? console).warn(message);
    };
    return async (req, res, next) => {
        const snapshot = await content.get();
        const [rawPath = '/', query = ''] = splitOnce(req.url, '?');
        const match = /^\/([^/]+)(\/.*)?$/.exec(rawPath);
        const segment = match?.[1] ? safeDecode(match[1]) : null;
        const found = segment ? snapshot.matchLocaleSlug(segment) : null;

        let language = snapshot.defaultLanguage;
        let localeSlug = '';
        if (found && segment) {
            const rest = match?.[2] ?? '';
            if (segment !== found.canonicalSlug) {
                // Collapse leading slashes and backslashes: `/en//evil.example` must not become
                // a protocol-relative URL to another host.
                const safeRest = rest.replace(/^[/\\]+/, '/');
                const prefix = found.canonicalSlug ? `/${found.canonicalSlug}` : '';
                const target = `${basePath}${prefix}${safeRest === '/' && prefix ? '' : safeRest}` || `${basePath}/`;
                res.redirect(302, `${target.startsWith('/') ? target : `/${target}`}${query ? `?${query}` : ''}`);
                return;
            }
            language = found.language;
            localeSlug = found.canonicalSlug;
            req.url = `${rest || '/'}${query ? `?${query}` : ''}`;
        }
        res.locals.snapshot = snapshot;
        res.locals.newsroomLanguage = language;
        res.locals.localeSlug = localeSlug;
        res.locals.interfaceLocale = resolveInterfaceLocale(language.code, warnOnce(language.code));
        if (safeDecode(rawPath) === null) return next(notFound());
        next();
    };
}

function splitOnce(value: string, separator: string): [string, string] {
    const index = value.indexOf(separator);
    return index === -1 ? [value, ''] : [value.slice(0, index), value.slice(index + 1)];
}

function safeDecode(segment: string): string | null {
    try {
        return decodeURIComponent(segment);
    } catch {
        return null;
    }
}
