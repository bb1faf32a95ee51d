import { match } from 'path-to-regexp';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../domain/routes';
import { expressMountPath, expressPath } from '../../../../server/http/express-path';

/** Express 5 matches with path-to-regexp 8; this is its matcher, as Express calls it. */
const expressMatches = (pattern: string, path: string) =>
    match(pattern, { decode: decodeURIComponent, end: true, sensitive: false })(path);

describe('react-router patterns in Express 5 syntax', () => {
    it.each([
        ['/', '/'],
        ['/category/:slug', '/category/:slug'],
        ['/:slug.json', '/:slug.json'],
        ['/cdn/*', '/cdn{/*splat}'],
        ['/media/:page?', '/media{/:page}'],
        ['/archive?/:year', '{/archive}/:year'],
        ['/:story-slug', '/:"story-slug"'],
        ['/files(1)/:name+x', '/files\\(1\\)/:name\\+x'],
    ])('%s → %s', (reactRouter, express) => {
        expect(expressPath(reactRouter)).toBe(express);
    });

    it('refuses a splat that does not end the path', () => {
        expect(() => expressPath('/a/*/b')).toThrow(/splat/);
    });

    it('matches the same paths as react-router for optional segments and splats', () => {
        expect(expressMatches(expressPath('/media/:page?'), '/media')).toBeTruthy();
        expect(expressMatches(expressPath('/media/:page?'), '/media/2')).toMatchObject({ params: { page: '2' } });
        expect(expressMatches(expressPath('/cdn/*'), '/cdn')).toBeTruthy();
        expect(expressMatches(expressPath('/cdn/*'), '/cdn/a/b.png')).toMatchObject({
            params: { splat: ['a', 'b.png'] },
        });
        expect(expressMatches(expressPath('/:slug.json'), '/a.b.json')).toMatchObject({ params: { slug: 'a.b' } });
        expect(expressMatches(expressPath('/:slug.json'), '/a')).toBe(false);
    });

    it('turns every pattern of the table into a valid Express path', () => {
        for (const route of Object.values(ROUTES)) expect(() => match(expressPath(route))).not.toThrow();
    });

    it('mounts sub-routers at the fixed part of a pattern', () => {
        expect(expressMountPath(ROUTES.cdn)).toBe('/cdn');
        expect(expressMountPath(ROUTES.staticFiles)).toBe('/static');
        expect(expressMountPath(ROUTES.analyticsEvent)).toBe('/analytics/track');
    });
});
