import { readdirSync } from 'node:fs';
import type { RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';
import { type PageKindName, ROUTES } from '../../../../domain/routes';
import type { SiteDeps } from '../../../../server/app-deps';
import { RouteAnswers } from '../../../../server/http/route-answers';
import { noContentOfItsOwn, noFeeds, noSitemapEntries } from '../../../../server/pages/page-kind';
import { kindAnswers, loadPageKind, type NamedPageKind, PAGE_KINDS } from '../../../../server/pages/page-kinds';

const handler: RequestHandler = (_req, res) => void res.end();
const deps = {} as SiteDeps;

/** A kind of the route table's `category` routes whose answers are the ones given. */
function categoryKind(answers: () => RouteAnswers): NamedPageKind {
    return {
        name: 'category',
        routes: ['category', 'categoryFeed'],
        answers,
        sitemap: noSitemapEntries,
        changedKeys: noContentOfItsOwn,
        feedsListing: noFeeds,
    };
}

/** docs/architecture.md, "Page kinds": the route table is the list of kinds, each one folder. */
describe('the page kinds', () => {
    it('are the kinds the route table names, in the order it first names them among the pages', () => {
        expect(PAGE_KINDS.map((kind) => kind.name)).toEqual([
            'home',
            'search',
            'media',
            'album',
            'category',
            'tag',
            'contacts',
            'about',
            'markets',
            'policies',
            'story',
        ]);
    });

    it('each give their routes: every route the table names them for, and no other', () => {
        for (const kind of PAGE_KINDS) {
            const named = Object.entries(ROUTES).flatMap(([name, route]) => (route.kind === kind.name ? [name] : []));
            expect(kind.routes).toEqual(named);
        }
    });

    it('are every folder of server/pages/: none is left that the route table does not name', () => {
        const folders = readdirSync('server/pages', { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => entry.name)
            .sort();
        expect(folders).toEqual(PAGE_KINDS.map((kind) => kind.name).sort());
    });

    it('fail start-up when the table names a kind whose folder declares none', async () => {
        await expect(loadPageKind('events' as PageKindName)).rejects.toThrow();
    });

    it('fail start-up when a kind leaves one of its routes unanswered', () => {
        const kind = categoryKind(() => new RouteAnswers().get('category', handler));
        expect(() => kindAnswers(kind, deps)).toThrow(/Page kind category does not answer categoryFeed/);
    });

    it("fail start-up when a kind answers a route of another kind or of the site's own", () => {
        const kind = categoryKind(() =>
            new RouteAnswers().get('category', handler).get('categoryFeed', handler).get('tag', handler),
        );
        expect(() => kindAnswers(kind, deps)).toThrow(/Page kind category answers tag, routes of no kind or another/);
    });

    it('pass a kind that answers exactly its routes', () => {
        const kind = categoryKind(() => new RouteAnswers().get('category', handler).get('categoryFeed', handler));
        expect(kindAnswers(kind, deps).names).toEqual(['category', 'categoryFeed']);
    });
});
