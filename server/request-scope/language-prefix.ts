import type { RequestHandler } from 'express';
import type { Config } from '../config/config';
import { notFound } from '../http-error';
import { markPageRequest, requestContext } from './request-context';

/**
 * Takes the request as a page in the language its context found (docs/product-rules.md §2.2, §2.3)
 * and strips the language prefix, so routes see `/category/x` whatever the language. A prefix that
 * names a newsroom language in a non-canonical way (`/en` for the default language, `/FR`, `/fr-fr`
 * when the newsroom has one French) is redirected with 302 to the canonical path. A path
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
