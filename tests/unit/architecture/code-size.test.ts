import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineCount, longFunctions, MAX_FILE_LINES, MAX_FUNCTION_LINES, sourceFiles } from './code-size';

const ROOT = path.resolve(__dirname, '../../..');
const FOLDERS = ['server', 'views', 'islands', 'browser', 'domain'];

/** Every file over 200 lines and every function over 60 lines: `file` or `file function`. */
function offenders(): string[] {
    const found: string[] = [];
    for (const file of sourceFiles(ROOT, FOLDERS)) {
        const name = path.relative(ROOT, file).split(path.sep).join('/');
        if (lineCount(file) > MAX_FILE_LINES) found.push(name);
        for (const long of longFunctions(file)) found.push(`${name} ${long.name}`);
    }
    return found;
}

describe('code size (issue 15: small units)', () => {
    const found = offenders();

    it(`has no file over ${MAX_FILE_LINES} lines and no function over ${MAX_FUNCTION_LINES} lines`, () => {
        expect(found).toEqual([]);
    });
});

describe('the measures', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'code-size-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('finds a function one line over the limit, by its name, and not one at the limit', () => {
        const body = (lines: number) =>
            Array.from({ length: lines - 2 }, (_, i) => `    const a${i} = ${i};`).join('\n');
        const file = path.join(folder, 'sample.ts');
        writeFileSync(
            file,
            `export function atLimit() {\n${body(MAX_FUNCTION_LINES)}\n}\nexport const over = () => {\n${body(MAX_FUNCTION_LINES + 1)}\n};\n`,
        );
        expect(longFunctions(file)).toEqual([
            { name: 'over', line: MAX_FUNCTION_LINES + 1, lines: MAX_FUNCTION_LINES + 1 },
        ]);
        expect(lineCount(file)).toBe(2 * MAX_FUNCTION_LINES + 1);
    });
});
