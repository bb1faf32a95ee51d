import type { RouteDefinition } from '../../domain/routes';

/** Characters Express 5 (path-to-regexp 8) reserves in a path; escaped when literal. */
const EXPRESS_RESERVED = /[()[\]?+!{}*:\\]/g;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A react-router path pattern in Express 5 syntax. The two are close but not the same:
 * - an optional segment is `/:name?` or `/name?` in react-router, `{/:name}` or `{/name}` in Express;
 * - the splat is a trailing `/*` (param `*`, which may be empty) in react-router, a named
 *   wildcard in Express: `{/*splat}` keeps the empty case;
 * - react-router param names may hold `-`, which ends a name in Express: quoted (`:"a-b"`);
 * - Express reserves `( ) [ ] ? + ! { } *` in literal text: escaped.
 * A param followed by literal text in its segment (`/:slug.json`) means the same in both.
 */
export function expressPath(route: RouteDefinition | string): string {
    const pattern = typeof route === 'string' ? route : route.path;
    if (pattern === '/') return '/';
    const segments = pattern.replace(/^\/+/, '').split('/');
    return segments.map((segment, index) => expressSegment(segment, index === segments.length - 1)).join('');
}

function expressSegment(segment: string, isLast: boolean): string {
    if (segment === '*') {
        if (!isLast) throw new Error('A react-router splat (*) must end the path');
        return '{/*splat}';
    }
    const param = /^:([\w-]+)(\?)?(.*)$/.exec(segment);
    if (param) {
        const [, name = '', optional, suffix = ''] = param;
        const written = `/:${IDENTIFIER.test(name) ? name : JSON.stringify(name)}${escapeLiteral(suffix)}`;
        return optional ? `{${written}}` : written;
    }
    const optionalStatic = /^(.+)\?$/.exec(segment);
    if (optionalStatic) return `{/${escapeLiteral(optionalStatic[1]!)}}`;
    return `/${escapeLiteral(segment)}`;
}

function escapeLiteral(text: string): string {
    return text.replace(EXPRESS_RESERVED, (character) => `\\${character}`);
}

/** The fixed part of a pattern before its first param, optional segment or splat: a mount path. */
export function expressMountPath(route: RouteDefinition): string {
    const fixed: string[] = [];
    for (const segment of route.path.split('/').slice(1)) {
        if (segment.startsWith(':') || segment === '*' || segment.endsWith('?')) break;
        fixed.push(segment);
    }
    return `/${fixed.join('/')}`;
}

/** A path param as one string (Express gives a splat as an array; a missing param is ''). */
export function pathParam(params: Record<string, string | string[] | undefined>, name: string): string {
    const value = params[name];
    return typeof value === 'string' ? value : '';
}
