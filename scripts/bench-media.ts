/**
 * Media benchmarks for the local assets CDN, on loopback against the built server:
 *   - derivative generation time (cold: each URL rendered for the first time), per source image,
 *     width and format: the median of three fresh widths;
 *   - cached serving throughput with autocannon (a derivative already on disk, and an original
 *     file), at 10 and 100 connections, for a bounded duration;
 *   - one gallery zip, streamed.
 * Sources: a demo image and a generated 24-megapixel "photo" (noise, so it compresses like one).
 *
 *   npm run build && npx tsx scripts/bench-media.ts [--duration 10]
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { startServer } from './bench/server-process';

const argument = (name: string, fallback: number) => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const duration = argument('duration', 10);
const PORT = 4311;
const PHOTO_UUID = 'ffffffff-0000-4000-8000-000000000001';
const PHOTO_NAME = 'photo-6000x4000.jpg';
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

interface Source {
    label: string;
    uuid: string;
    filename: string;
}

async function prepareContent(): Promise<{ directory: string; demo: Source; zipUrl: string }> {
    const directory = mkdtempSync(path.join(tmpdir(), 'bench-media-'));
    cpSync('content/demo', directory, { recursive: true });
    // A photo-sized image: noise blurred a little compresses like a real photograph.
    mkdirSync(path.join(directory, 'media', PHOTO_UUID), { recursive: true });
    await sharp({
        create: {
            width: 6000,
            height: 4000,
            channels: 3,
            background: '#6b7c8f',
            noise: { type: 'gaussian', mean: 120, sigma: 40 },
        },
    })
        .blur(1.2)
        .jpeg({ quality: 88 })
        .toFile(path.join(directory, 'media', PHOTO_UUID, PHOTO_NAME));
    const galleries = readdirSync(path.join(directory, 'galleries'))
        .map((file) => JSON.parse(readFileSync(path.join(directory, 'galleries', file), 'utf8')))
        .filter((gallery) => gallery.status === 'public' && gallery.uploadcare_group_uuid)
        .sort((a, b) => b.images.length - a.images.length);
    const image = galleries[0].images[0].uploadcare_image;
    return {
        directory,
        demo: {
            label: `demo ${image.original_width}×${image.original_height}`,
            uuid: image.uuid,
            filename: image.filename,
        },
        zipUrl: `/cdn/${galleries[0].uploadcare_group_uuid}/archive/zip/bench.zip`,
    };
}

const url = (source: Source, effects: string) => `/cdn/${source.uuid}/${effects}${encodeURIComponent(source.filename)}`;

async function timed(full: string, accept = CHROME_ACCEPT): Promise<{ ms: number; bytes: number; status: number }> {
    const started = performance.now();
    const response = await fetch(full, { headers: { accept } });
    const body = await response.arrayBuffer();
    return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function load(target: string, connections: number, accept: string): Promise<autocannon.Result> {
    return new Promise((resolve, reject) => {
        autocannon({ url: target, connections, duration, headers: { accept } }, (error, result) =>
            error ? reject(error) : resolve(result),
        );
    });
}

async function main() {
    const { directory, demo, zipUrl } = await prepareContent();
    const photo: Source = { label: 'photo 6000×4000', uuid: PHOTO_UUID, filename: PHOTO_NAME };
    const server = await startServer(
        { CONTENT_DIR: directory, MEDIA_CACHE_DIR: path.join(directory, '.media-cache') },
        PORT,
        '/healthz',
    );
    const lines: string[] = [];
    const print = (line: string) => {
        lines.push(line);
        console.log(line);
    };
    try {
        print(
            `Machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}`,
        );
        print('');
        print('### Cold derivative generation (median of 3 fresh widths, ms to the last byte)');
        print('');
        print('| source | width | jpeg | webp | avif |');
        print('|---|---:|---:|---:|---:|');
        for (const source of [demo, photo]) {
            for (const width of [320, 640, 1280, 2048]) {
                const cells: string[] = [];
                for (const format of ['jpeg', 'webp', 'avif']) {
                    const samples: number[] = [];
                    for (const w of [width, width - 1, width - 2]) {
                        const result = await timed(`${server.url}${url(source, `-/resize/${w}/-/format/${format}/`)}`);
                        if (result.status !== 200) throw new Error(`${format} ${w}: ${result.status}`);
                        samples.push(result.ms);
                    }
                    cells.push(median(samples).toFixed(0));
                }
                print(`| ${source.label} | ${width} | ${cells.join(' | ')} |`);
            }
        }
        print('');
        print(`### Cached serving (autocannon, ${duration} s each)`);
        print('');
        print('| target | connections | req/s | p50 ms | p99 ms | MB/s | non-2xx | errors |');
        print('|---|---:|---:|---:|---:|---:|---:|---:|');
        const derivative = url(demo, '-/resize/640/-/format/auto/');
        const warm = await timed(`${server.url}${derivative}`);
        const targets: [string, string, string][] = [
            [`derivative 640 px AVIF (${(warm.bytes / 1024).toFixed(0)} KB)`, derivative, CHROME_ACCEPT],
            ['original file', url(demo, ''), CHROME_ACCEPT],
        ];
        for (const [label, target, accept] of targets) {
            for (const connections of [10, 100]) {
                const result = await load(`${server.url}${target}`, connections, accept);
                print(
                    `| ${label} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(result.throughput.average / 2 ** 20).toFixed(1)} | ${result.non2xx} | ${result.errors} |`,
                );
            }
        }
        print('');
        const zip = await timed(`${server.url}${zipUrl}`);
        print(
            `Gallery zip: ${(zip.bytes / 2 ** 20).toFixed(2)} MB streamed in ${zip.ms.toFixed(0)} ms (status ${zip.status}).`,
        );
        print(`Server RSS after the run: ${server.rssMb().toFixed(0)} MB.`);
    } finally {
        await server.stop();
        rmSync(directory, { recursive: true, force: true });
    }
}

main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
});
