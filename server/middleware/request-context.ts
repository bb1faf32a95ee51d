import type { Request, RequestHandler } from 'express';
import type { i18n } from 'i18next';
import { resolveInterfaceLocale } from '../../domain/locale/locale-code';
import type { Config } from '../config';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import { createRequestContext, type RequestContext, rememberedSnapshot } from '../request-context';

export interface RequestContextDeps {
    content: ContentSource;
    i18n: i18n;
    config: Config;
    logger?: Pick<Logger, 'warn'>;
}

/**
 * Builds the request's context once (server/request-context.ts), mounted at BASE_PATH so the
 * URL it reads is the site's own: the snapshot (the one the cache-hit path already fetched, else
 * asked for here), the language the URL's first segment names (docs/product-rules.md §2.2) and its interface
 * locale. The prefix itself is redirected or stripped later, by the locale middleware, after the
 * locale-free routes. Without content (none loaded yet) it sets nothing: the locale-free routes
 * answer without it (health) and the pages ask again and fail with the error.
 */
export function requestContextMiddleware(deps: RequestContextDeps): RequestHandler {
    const resolve = contextResolver(deps);
    return (req, res, next) => {
        const known = rememberedSnapshot(req);
        if (known) {
            res.locals.context = resolve(req, known);
            return next();
        }
        deps.content.get().then(
            (snapshot) => {
                res.locals.context = resolve(req, snapshot);
                next();
            },
            () => next(),
        );
    };
}

/** Reads the request's language from its URL; shared with the locale middleware's retry. */
export function contextResolver(deps: RequestContextDeps): (req: Request, snapshot: ContentSnapshot) => RequestContext {
    // docs/product-rules.md §8.5: a newsroom language without a catalogue falls back to English with a warning,
    // logged once per language rather than on every request.
    const warned = new Set<string>();
    const warnOnce = (code: string) => (message: string) => {
        if (warned.has(code)) return;
        warned.add(code);
        (deps.logger ?? console).warn(message);
    };
    return (req, snapshot) => {
        const segment = localeSegmentOf(req.url);
        const found = segment ? snapshot.matchLocaleSlug(segment) : null;
        const language = found?.language ?? snapshot.defaultLanguage;
        return createRequestContext({
            snapshot,
            language,
            interfaceLocale: resolveInterfaceLocale(language.code, warnOnce(language.code)),
            localeSlug: found?.canonicalSlug ?? '',
            localeSegment: found ? segment : null,
            i18n: deps.i18n,
            config: deps.config,
        });
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
