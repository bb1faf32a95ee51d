/**
 * The path an uncached story request takes through the project's own code, produced from the
 * code by the TypeScript compiler (scripts/request-path/walk.ts): the files entered, the stays
 * in them, the returns to a file entered before and the climbs back up the layer order
 * (scripts/request-path/layer-order.ts). Prints the section of docs/architecture.md, or with
 * `--write` writes it there; tests/unit/architecture/request-path.test.ts checks the doc holds it.
 *
 *   npm run request-path [-- --write]
 *   npm run request-path -- --entry server/pages/story/story-page.ts:storyRoutes [--method get --route story]
 *
 * `--entry file:function` follows the handlers that function registers for the route (or the
 * function itself when it registers none) and prints the path; the doc always follows
 * `STORY_REQUEST` (scripts/request-path/doc-section.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT, requestPath, STORY_REQUEST, sectionOf, withSection } from './request-path/doc-section';
import type { Entry } from './request-path/walk';

const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
};
const write = process.argv.includes('--write');

function entryOf(spec: string | undefined): Entry {
    if (!spec) return STORY_REQUEST;
    const [file, functionName] = spec.split(':');
    if (!file || !functionName) throw new Error(`--entry takes file:function, not ${spec}`);
    return {
        file,
        functionName,
        method: option('method') ?? STORY_REQUEST.method,
        route: option('route') ?? STORY_REQUEST.route,
    };
}

const entry = entryOf(option('entry'));
if (write && entry !== STORY_REQUEST) throw new Error('--write follows the story request only (STORY_REQUEST)');
const started = performance.now();
const section = sectionOf(requestPath(entry));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (write) {
    const doc = path.join(REPOSITORY_ROOT, 'docs/architecture.md');
    writeFileSync(doc, withSection(readFileSync(doc, 'utf8'), section));
    console.error(`Wrote the request path into docs/architecture.md (walked in ${seconds} s)`);
} else {
    console.log(section);
    console.error(`Walked in ${seconds} s`);
}
