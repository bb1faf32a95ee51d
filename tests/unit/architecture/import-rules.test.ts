import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The rules of `npm run lint:imports` (.dependency-cruiser.cjs, docs/architecture.md, Layers),
// each seen to fire on a deliberate violation in a small tree written here, and to stay quiet on
// an import that runs the right way. The real tree is checked by `npm run lint:imports` itself.

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

/** A tree of files by path: each imports the paths listed (`type:` for a type-only import). */
const files: Record<string, string[]> = {
    // A cycle.
    'views/a.ts': ['views/b.ts'],
    'views/b.ts': ['views/a.ts'],
    // An import that runs back up: the cache imports a middleware.
    'server/cache/hits.ts': ['server/middleware/log.ts'],
    'server/middleware/log.ts': ['server/config/config.ts'],
    'server/config/config.ts': [],
    // A type-only import back up still counts.
    'server/content/snapshot.ts': ['type:server/cache/page-cache.ts'],
    'server/cache/page-cache.ts': ['server/content/source.ts'],
    'server/content/source.ts': [],
    // A folder of server/ in no layer.
    'server/newcomer/thing.ts': ['server/config/config.ts'],
    // An island that imports a view other than the island API, and the API that imports an island.
    'islands/some-island/island.ts': ['views/islands/define-island.ts', 'views/components/Card.tsx'],
    'views/components/Card.tsx': [],
    'views/islands/define-island.ts': ['islands/other/island.ts'],
    'islands/other/island.ts': [],
};

let root: string;
let violations: { rule: string; from: string; to: string }[];

beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
    for (const [file, imports] of Object.entries(files)) {
        mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
        const lines = imports.map((entry, index) => {
            const typeOnly = entry.startsWith('type:');
            const target = typeOnly ? entry.slice('type:'.length) : entry;
            let specifier = path.relative(path.dirname(file), target).replace(/\.tsx?$/, '');
            if (!specifier.startsWith('.')) specifier = `./${specifier}`;
            return typeOnly
                ? `import type { Shape${index} } from '${specifier}';\nexport type Used${index} = Shape${index};`
                : `import * as module${index} from '${specifier}';\nexport const used${index} = module${index};`;
        });
        writeFileSync(path.join(root, file), `${lines.join('\n')}\nexport type Shape0 = 0;\nexport type Shape1 = 1;\n`);
    }
    const { options, ...ruleSet } = config;
    // Files are named from baseDir, as the rules expect; the fixtures need no tsconfig.
    const { output } = await cruise(['server', 'views', 'islands'], {
        ...options,
        tsConfig: undefined,
        baseDir: root,
        ruleSet,
        validate: true,
    });
    violations = (output as ICruiseResult).summary.violations.map((violation) => ({
        rule: violation.rule.name,
        from: violation.from,
        to: violation.to,
    }));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the import rules (docs/architecture.md, Layers)', () => {
    it('report a cycle', () => {
        expect(violations).toContainEqual({ rule: 'no-circular', from: 'views/a.ts', to: 'views/b.ts' });
    });

    it('report an import that runs back up the layers of server/', () => {
        expect(violations).toContainEqual({
            rule: 'server-layer-cache',
            from: 'server/cache/hits.ts',
            to: 'server/middleware/log.ts',
        });
    });

    it('count a type-only import that runs back up', () => {
        expect(violations).toContainEqual({
            rule: 'server-layer-content',
            from: 'server/content/snapshot.ts',
            to: 'server/cache/page-cache.ts',
        });
    });

    it('report a folder of server/ that has no layer', () => {
        expect(violations).toContainEqual(
            expect.objectContaining({ rule: 'server-folder-has-a-layer', from: 'server/newcomer/thing.ts' }),
        );
    });

    it('keep islands to the island API of views, and that API below islands', () => {
        expect(violations).toContainEqual({
            rule: 'islands-use-only-the-island-api-of-views',
            from: 'islands/some-island/island.ts',
            to: 'views/components/Card.tsx',
        });
        expect(violations).toContainEqual({
            rule: 'the-island-api-never-imports-islands',
            from: 'views/islands/define-island.ts',
            to: 'islands/other/island.ts',
        });
    });

    it('let imports that run down pass', () => {
        const downward = [
            ['server/middleware/log.ts', 'server/config/config.ts'],
            ['server/cache/page-cache.ts', 'server/content/source.ts'],
            ['islands/some-island/island.ts', 'views/islands/define-island.ts'],
        ];
        for (const [from, to] of downward) {
            expect(violations.filter((violation) => violation.from === from && violation.to === to)).toEqual([]);
        }
    });
});
