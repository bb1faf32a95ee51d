// Pre-compressed .br and .gz siblings of the browser files, so the static handler never
// compresses at runtime.
import { readFileSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes `{file}.gz` and `{file}.br` at the highest levels: done once per build, served many times. */
async function precompress(file) {
    const data = readFileSync(file);
    const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
}

/** Compresses every script, stylesheet and SVG in `outAssets` (the static handler's types). */
export async function precompressAssets(outAssets) {
    const files = (await readdir(outAssets)).filter((f) => /\.(js|css|svg)$/.test(f));
    await Promise.all(files.map((f) => precompress(path.join(outAssets, f))));
}
