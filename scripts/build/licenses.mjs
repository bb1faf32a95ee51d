// LICENSES.txt beside the browser files.
import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The licence of every npm package bundled into the browser files (React, react-dom, scheduler),
 * in full, in one text file beside them: the files themselves carry no licence comments.
 */
export async function writeLicenses(metafile, { root, outAssets }) {
    const packages = new Set();
    for (const output of Object.values(metafile.outputs))
        for (const input of Object.keys(output.inputs))
            packages.add(/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1]);
    packages.delete(undefined);
    const sections = [...packages].sort().map((name) => {
        const folder = path.join(root, 'node_modules', name);
        const { version, license } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
        const file = readdirSync(folder).find((entry) => /^licen[cs]e(\.(md|txt))?$/i.test(entry));
        const text = file ? readFileSync(path.join(folder, file), 'utf8').trim() : `License: ${license}`;
        return `${name} ${version}\n${'-'.repeat(name.length + version.length + 1)}\n${text}\n`;
    });
    const intro = 'Third-party software bundled into the JavaScript files of this directory.\n';
    await writeFile(path.join(outAssets, 'LICENSES.txt'), [intro, ...sections].join('\n'));
}
