/**
 * Crawls every page the demo newsroom links to and stores what each address answered (status,
 * the headers that describe the page, the body), one file per address, so two builds can be
 * compared byte for byte with `diff -r`: a restructuring that must not change what visitors and
 * crawlers get proves it this way.
 *
 *   npm run build && npx tsx scripts/crawl-pages.ts --out .cache/crawl-before [--content-dir DIR]
 *   … change, build …
 *   npx tsx scripts/crawl-pages.ts --out .cache/crawl-after && diff -r .cache/crawl-before .cache/crawl-after
 *
 * The built server runs as the Procfile runs it, on a free port, with a fixed PUBLIC_URL so
 * absolute links do not depend on the port. `--normalise-assets` replaces the content hashes of
 * built script and style names (`copy-link-AB12CD34.js`), for changes that move code between
 * bundles without changing a page.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { startServer } from './bench/server-process';

const PUBLIC_URL = 'https://newsroom.example';
/** Headers that describe a page; Date and per-request ids are left out, they differ every time. */
const KEPT_HEADERS = [
    'allow',
    'cache-control',
    'content-disposition',
    'content-language',
    'content-security-policy',
    'content-type',
    'etag',
    'link',
    'location',
    'retry-after',
    'surrogate-key',
    'vary',
    'x-robots-tag',
    'xkey',
];
/** Addresses no page links to but crawlers, readers and scrapers ask for. */
const SEEDS = [
    '/',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemap-news.xml',
    '/llms.txt',
    '/feed',
    '/feed.json',
    '/search',
    '/search?query=aurora',
    '/search?query=aurora&page=9',
    '/this-page-does-not-exist',
    '/category/no-such-category',
    '/?page=999',
];

const argument = (name: string): string | undefined => {
    const index = process.argv.indexOf(`--${name}`);
    return index === -1 ? undefined : process.argv[index + 1];
};
const flag = (name: string) => process.argv.includes(`--${name}`);

async function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
        });
    });
}

/** The site-relative address of a link, or null when it leaves the site or names a file. */
function siteAddress(href: string, from: string): string | null {
    let url: URL;
    try {
        url = new URL(href, PUBLIC_URL + from);
    } catch {
        return null;
    }
    if (url.origin !== PUBLIC_URL) return null;
    // Images, downloads and built assets are binary files, not pages; the pages name them.
    if (/^\/(cdn|static)\//.test(url.pathname) || url.pathname.endsWith('.zip')) return null;
    return url.pathname + url.search;
}

function linksIn(body: string, contentType: string): string[] {
    if (contentType.includes('html')) {
        const root = parse(body);
        return root
            .querySelectorAll('a[href], link[href]')
            .map((element) => element.getAttribute('href') ?? '')
            .concat(
                root
                    .querySelectorAll('form[action][method=get], form[action]:not([method])')
                    .map((f) => f.getAttribute('action') ?? ''),
            );
    }
    if (contentType.includes('xml') || contentType.includes('text/plain') || contentType.includes('json')) {
        return [...body.matchAll(/https:\/\/newsroom\.example[^\s"<>)\]]*/g)].map((match) =>
            match[0].replace(/&amp;/g, '&'),
        );
    }
    return [];
}

/** One file per address: the decoded path as folders, the query kept in the last name. */
function fileNameOf(address: string): string {
    let decoded = address;
    try {
        decoded = decodeURIComponent(address);
    } catch {
        // an address that is not valid percent-encoding is stored as it was asked for
    }
    const parts = (decoded === '/' ? '/_root' : decoded.replace(/\/$/, '/_index')).slice(1).split('/');
    return `${parts.map((part) => (Buffer.byteLength(part) > 200 ? createHash('sha1').update(part).digest('hex') : part)).join('/')}.txt`;
}

/**
 * Every story of the export by its slug, whatever its status or visibility: private,
 * confidential and embargoed stories are reachable by link only, drafts must answer 404. A
 * slug without its language prefix redirects to the canonical address, which is crawled next.
 */
function storySeeds(contentDir: string): string[] {
    const directory = path.join(contentDir, 'stories');
    return readdirSync(directory)
        .filter((name) => name.endsWith('.json'))
        .map((name) => (JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as { slug?: unknown }).slug)
        .filter((slug): slug is string => typeof slug === 'string')
        .flatMap((slug) => [`/${encodeURIComponent(slug)}`, `/${encodeURIComponent(slug)}.json`]);
}

const normaliseAssets = (text: string) => text.replace(/-[A-Z0-9]{8}\.(js|css|mjs)\b/g, '-HASH.$1');

async function main() {
    const out = argument('out');
    if (!out) throw new Error('Usage: tsx scripts/crawl-pages.ts --out DIR [--content-dir DIR] [--normalise-assets]');
    rmSync(out, { recursive: true, force: true });
    const port = await freePort();
    const env: Record<string, string> = { PUBLIC_URL };
    const contentDir = argument('content-dir') ?? 'content/demo';
    env.CONTENT_DIR = contentDir;
    const server = await startServer(env, port);
    const queue = [...new Set([...SEEDS, ...storySeeds(contentDir)])];
    const seen = new Set(queue);
    let count = 0;
    try {
        while (queue.length > 0) {
            const address = queue.shift() as string;
            const response = await fetch(server.url + address, {
                redirect: 'manual',
                headers: { 'accept-encoding': 'identity', 'accept-language': 'en' },
            });
            const body = await response.text();
            const headers = KEPT_HEADERS.filter((name) => response.headers.has(name)).map(
                (name) => `${name}: ${response.headers.get(name)}`,
            );
            let record = [`${response.status} ${address}`, ...headers, '', body].join('\n');
            if (flag('normalise-assets')) record = normaliseAssets(record);
            const file = path.join(out, fileNameOf(address));
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, record);
            count++;
            const contentType = response.headers.get('content-type') ?? '';
            const location = response.headers.get('location');
            const found = location ? [location] : linksIn(body, contentType);
            for (const href of found) {
                const next = siteAddress(href, address);
                if (next && !seen.has(next)) {
                    seen.add(next);
                    queue.push(next);
                }
            }
        }
    } finally {
        await server.stop();
    }
    console.log(`${count} addresses stored in ${out}`);
}

await main();
