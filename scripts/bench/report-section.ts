import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const start = (name: string) => `<!-- ${name}: written by a script, keep these markers -->`;
const end = (name: string) => `<!-- end ${name} -->`;

/** The named section of a report file, markers included ('' when absent), to carry over. */
export function readSection(file: string, name: string): string {
    if (!existsSync(file)) return '';
    const text = readFileSync(file, 'utf8');
    const from = text.indexOf(start(name));
    const to = text.indexOf(end(name));
    return from === -1 || to === -1 ? '' : text.slice(from, to + end(name).length);
}

/** Writes `body` as the named section of the file, replacing the previous one or appended. */
export function writeSection(file: string, name: string, body: string): void {
    const section = `${start(name)}\n${body.trim()}\n${end(name)}`;
    const previous = readSection(file, name);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    writeFileSync(file, previous ? text.replace(previous, section) : `${text.trimEnd()}\n\n${section}\n`);
}
