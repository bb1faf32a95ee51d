import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
    REPOSITORY_ROOT,
    requestPath,
    SECTION_END,
    SECTION_START,
    sectionIn,
    sectionOf,
    withSection,
} from '../../../scripts/request-path/doc-section';
import { layerOf } from '../../../scripts/request-path/layer-order';
import { staysOf, summaryOf } from '../../../scripts/request-path/stays';
import { walkRequest } from '../../../scripts/request-path/walk';
import { pageRoutes } from '../../fixtures/request-path/server/page-route';

// The walk builds a TypeScript program of the server from the story route's module: seconds, not
// the unit project's default 5.
const WALK_TIMEOUT_MS = 120_000;

describe('the request path in docs/architecture.md', () => {
    it(
        'is the path the code takes now (else run `npm run request-path -- --write`)',
        () => {
            const doc = readFileSync(path.join(REPOSITORY_ROOT, 'docs/architecture.md'), 'utf8');
            expect(sectionIn(doc), 'docs/architecture.md: run `npm run request-path -- --write`').toBe(
                sectionOf(requestPath()),
            );
        },
        WALK_TIMEOUT_MS,
    );
});

describe('the doc section', () => {
    it('is replaced between its markers, the text around kept', () => {
        const doc = `# Title\n\nBefore.\n\n${SECTION_START}\nold table\n${SECTION_END}\n\nAfter.\n`;
        const written = withSection(doc, 'new table');
        expect(written).toBe(`# Title\n\nBefore.\n\n${SECTION_START}\nnew table\n${SECTION_END}\n\nAfter.\n`);
        expect(sectionIn(written)).toBe('new table');
    });

    it('cannot be written into a doc without markers', () => {
        expect(() => withSection('# Title\n', 'table')).toThrow(/markers/);
    });
});

describe('the walk', () => {
    const root = path.join(REPOSITORY_ROOT, 'tests/fixtures/request-path');
    const walk = () =>
        walkRequest({
            root,
            projectFolders: ['server', 'views', 'domain'],
            tsconfig: path.join(root, 'tsconfig.json'),
            entry: { file: 'server/page-route.ts', functionName: 'pageRoutes', method: 'get', route: 'page' },
        });

    it(
        "follows the route handler across files and into components (a table's, a made one), counting returns and climbs",
        () => {
            const stays = staysOf(walk(), (file) => layerOf(file));
            expect(
                stays.map((stay) => ({
                    step: stay.step,
                    file: stay.file,
                    functions: stay.functions.map((fn) => fn.name),
                    from: stay.from?.step ?? null,
                    isReturn: stay.isReturn,
                    isClimb: stay.isClimb,
                })),
            ).toEqual([
                {
                    step: 1,
                    file: 'server/page-route.ts',
                    functions: ["pageRoutes: get 'page' handler"],
                    from: null,
                    isReturn: false,
                    isClimb: false,
                },
                // In the order the calls start in the source: renderPage(…), then createElement(Page, …)
                // in its argument, a call to the component, then title(…) in the component's props.
                {
                    step: 2,
                    file: 'server/render.ts',
                    functions: ['renderPage'],
                    from: 1,
                    isReturn: false,
                    isClimb: false,
                },
                { step: 3, file: 'views/Page.tsx', functions: ['Page'], from: 1, isReturn: false, isClimb: false },
                // <Heading …/> in Page is a call to Heading.
                {
                    step: 4,
                    file: 'views/Heading.tsx',
                    functions: ['Heading'],
                    from: 3,
                    isReturn: false,
                    isClimb: false,
                },
                { step: 5, file: 'domain/title.ts', functions: ['shout'], from: 4, isReturn: false, isClimb: false },
                // domain/ calling into views/ runs back up the layer order.
                { step: 6, file: 'views/loud.ts', functions: ['loud'], from: 5, isReturn: false, isClimb: true },
                // <Part /> picked from a table (PARTS[part]): each component the table holds.
                { step: 7, file: 'views/Note.tsx', functions: ['Note'], from: 3, isReturn: false, isClimb: false },
                // <Badge /> made by defineBadge(…): the component it returns.
                {
                    step: 8,
                    file: 'views/define-badge.ts',
                    functions: ['DefinedBadge'],
                    from: 3,
                    isReturn: false,
                    isClimb: false,
                },
                { step: 9, file: 'domain/title.ts', functions: ['title'], from: 1, isReturn: true, isClimb: false },
            ]);
            expect(summaryOf(stays)).toEqual({ filesEntered: 8, stays: 9, returns: 1, climbs: 1 });
        },
        WALK_TIMEOUT_MS,
    );

    it('reads a fixture whose handler runs the path the walk finds', () => {
        // The walk is static: this is the same code run, its answer made by each function the walk lists.
        const handlers = new Map<string, () => string>();
        pageRoutes({ get: (route, handler) => handlers.set(route, handler) });
        expect(handlers.get('page')?.()).toBe('<main><h1>THE NEWS</h1>note<!-- -->new</main>');
    });

    it('marks a function called again as followed before, and a call into a higher file it does not import as no climb', () => {
        const trace = [
            { kind: 'enter', fn: { file: 'server/a.ts', name: 'a' }, followedBefore: false, imported: false },
            { kind: 'enter', fn: { file: 'domain/b.ts', name: 'b' }, followedBefore: false, imported: true },
            // Through an interface views/c.ts implements: domain/b.ts imports nothing from it.
            { kind: 'enter', fn: { file: 'views/c.ts', name: 'c' }, followedBefore: false, imported: false },
            { kind: 'leave', fn: { file: 'views/c.ts', name: 'c' } },
            { kind: 'leave', fn: { file: 'domain/b.ts', name: 'b' } },
            { kind: 'enter', fn: { file: 'server/a.ts', name: 'helper' }, followedBefore: false, imported: true },
            { kind: 'leave', fn: { file: 'server/a.ts', name: 'helper' } },
            { kind: 'enter', fn: { file: 'domain/b.ts', name: 'b' }, followedBefore: true, imported: true },
            { kind: 'leave', fn: { file: 'domain/b.ts', name: 'b' } },
            { kind: 'leave', fn: { file: 'server/a.ts', name: 'a' } },
        ] as const;
        const stays = staysOf(trace, (file) => layerOf(file));
        // Coming back to the caller is no new stay: `helper` is called in stay 1, which goes on.
        expect(stays.map((stay) => [stay.step, stay.file, stay.functions, stay.isReturn, stay.isClimb])).toEqual([
            [
                1,
                'server/a.ts',
                [
                    { name: 'a', followedBefore: false },
                    { name: 'helper', followedBefore: false },
                ],
                false,
                false,
            ],
            [2, 'domain/b.ts', [{ name: 'b', followedBefore: false }], false, false],
            [3, 'views/c.ts', [{ name: 'c', followedBefore: false }], false, false],
            [4, 'domain/b.ts', [{ name: 'b', followedBefore: true }], true, false],
        ]);
    });
});

describe('the layer order', () => {
    it('places a file by the longest entry that holds it, peers in one layer', () => {
        expect(layerOf('server/routes/story-page.ts')).toBeLessThan(layerOf('server/render/send-page.ts'));
        expect(layerOf('server/routes/story-page.ts')).toBe(layerOf('server/pages/story/story-page.ts'));
        expect(layerOf('server/app.ts')).toBeLessThan(layerOf('server/app-deps.ts'));
        expect(layerOf('views/pages/StoryPage.tsx')).toBeLessThan(layerOf('domain/urls.ts'));
        expect(layerOf('server/content/content-snapshot.ts')).toBeLessThan(layerOf('views/pages/StoryPage.tsx'));
    });
});
