/**
 * Every runtime dependency does work in the product: it is imported by the code that ships
 * (server, views, islands, browser, domain, build and scripts), and the README's "Stack" table says what
 * it does here. A package left in `dependencies` after its last use fails this test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('.');
const SHIPPED = ['server', 'views', 'islands', 'browser', 'domain', 'scripts'];
const dependencies = Object.keys(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
        .dependencies,
);

function sourceFiles(directory: string): string[] {
    return readdirSync(directory).flatMap((name) => {
        const full = path.join(directory, name);
        if (statSync(full).isDirectory()) return sourceFiles(full);
        return /\.(ts|tsx|mjs)$/.test(name) ? [full] : [];
    });
}

const sources = [
    ...SHIPPED.flatMap((folder) => sourceFiles(path.join(ROOT, folder))),
    path.join(ROOT, 'esbuild.config.mjs'),
]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
const stackSection = /## Stack\n([\s\S]*?)\n## /.exec(readFileSync(path.join(ROOT, 'README.md'), 'utf8'))?.[1] ?? '';

describe('runtime dependencies', () => {
    it.each(dependencies)('%s is imported by shipped code', (name) => {
        const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
        const imported = new RegExp(`(from\\s+|import\\(\\s*)'${escaped}(/[^']*)?'`);
        expect(imported.test(sources)).toBe(true);
    });

    it.each(dependencies)('%s is in the README Stack table', (name) => {
        expect(stackSection).toContain(`\`${name}\``);
    });
});
