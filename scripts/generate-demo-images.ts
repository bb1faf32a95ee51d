/**
 * Generates the embedded demo newsroom in content/demo: every picture (rendered from SVG with
 * sharp, no randomness beyond fixed seeds, no network), the attached documents, and the JSON
 * files that point at them. Pictures and JSON are written together because each upload payload
 * records the size and dimensions of the file actually written. Running it twice gives
 * byte-identical output.
 *
 *   npx tsx scripts/generate-demo-images.ts [output directory]
 *
 * The texts live in scripts/demo/ (stories/, company.ts, categories.ts, galleries.ts, people.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDemo } from './demo/build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, 'content', 'demo'));

const started = Date.now();
await generateDemo(outDir, (line) => console.log(line));
console.log(
    `Demo newsroom written to ${path.relative(process.cwd(), outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
