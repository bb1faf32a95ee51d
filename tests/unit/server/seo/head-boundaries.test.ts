import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SEO_DIR = path.resolve('server/seo');

/** Issue 15: the head is made in server/seo/, which depends on no route and no page kind. */
describe('server/seo/', () => {
    const files = readdirSync(SEO_DIR).filter((name) => name.endsWith('.ts'));

    it.each(files)('%s imports nothing from server/routes/ or server/pages/', (name) => {
        const text = readFileSync(path.join(SEO_DIR, name), 'utf8');
        const imports = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]!);
        expect(
            imports.filter((source) =>
                ['server/routes', 'server/pages'].some((folder) =>
                    path.resolve(SEO_DIR, source).startsWith(path.resolve(folder)),
                ),
            ),
        ).toEqual([]);
    });
});
