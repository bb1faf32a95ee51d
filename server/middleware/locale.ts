import type { RequestHandler } from 'express';
import { notFound } from '../http-error';
import { findRequestContext } from '../request-context';
import { contextResolver, type RequestContextDeps } from './request-context';

/**
 * Takes the request as a page in the language its context found (docs/product-rules.md §2.2, §2.3)
 * and strips the locale prefix, so routes see `/category/x` whatever the language. A prefix that
 * names a newsroom language in a non-canonical way (`/en` for the default language, `/FR`, `/fr-fr`
 * when the newsroom has one French) is redirected with 302 to the canonical locale path. A path
 * that is not valid percent-encoding gets the localized not-found page (the router would answer 400
 * decoding it).
 */
export function localeMiddleware(deps: RequestContextDeps): RequestHandler {
    const resolve = contextResolver(deps);
    return async (req, res, next) => {
        // No context: content was not there when the request came in. Asking again either
        // finds it now or fails with the reason, which the error page reports.
        const context = findRequestContext(res) ?? resolve(req, await deps.content.get());
        res.locals.context = context;
        const [rawPath = '/', query = ''] = splitOnce(req.url, '?');
        if (context.localeSegment !== null) {
            const slash = rawPath.indexOf('/', 1);
            const rest = slash === -1 ? '' : rawPath.slice(slash);
            if (context.localeSegment !== context.localeSlug) {
                // Collapse leading slashes and backslashes: `/en//evil.example` must not become
                // a protocol-relative URL to another host.
                const safeRest = rest.replace(/^[/\\]+/, '/');
                const prefix = context.localeSlug ? `/${context.localeSlug}` : '';
                const basePath = deps.config.BASE_PATH;
                const target = `${basePath}${prefix}${safeRest === '/' && prefix ? '' : safeRest}` || `${basePath}/`;
                res.redirect(302, `${target.startsWith('/') ? target : `/${target}`}${query ? `?${query}` : ''}`);
                return;
            }
            req.url = `${rest || '/'}${query ? `?${query}` : ''}`;
        }
        res.locals.pageRequest = true;
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
