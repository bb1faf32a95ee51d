import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FILE_LINES = 200;
export const MAX_FUNCTION_LINES = 60;

/** Every .ts and .tsx file under the given folders of the repository. */
export function sourceFiles(root: string, folders: string[]): string[] {
    const found: string[] = [];
    const walk = (folder: string) => {
        for (const entry of readdirSync(folder, { withFileTypes: true })) {
            const full = path.join(folder, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
        }
    };
    for (const folder of folders) walk(path.join(root, folder));
    return found.sort();
}

export interface LongFunction {
    name: string;
    line: number;
    lines: number;
}

/** Functions, methods and arrow functions longer than the limit, by their own lines. */
export function longFunctions(file: string, limit = MAX_FUNCTION_LINES): LongFunction[] {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const long: LongFunction[] = [];
    const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && 'body' in node && node.body) {
            const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
            const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
            if (end - start + 1 > limit) long.push({ name: nameOf(node), line: start + 1, lines: end - start + 1 });
        }
        ts.forEachChild(node, visit);
    };
    visit(source);
    return long;
}

function nameOf(node: ts.Node): string {
    const named = node as { name?: ts.Node };
    if (named.name && ts.isIdentifier(named.name)) return named.name.text;
    const parent = node.parent;
    if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
    return '(anonymous)';
}

export function lineCount(file: string): number {
    const text = readFileSync(file, 'utf8');
    return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}
