import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startRedis, startVarnish } from '../../tests/helpers/engines';
import { finalPath } from './scale-throughput';
import { type ServerProcess, startServer } from './server-process';

const SECRET = 'bench-webhook-secret-0123456789';

/** The story the benchmarks edit: the 5,000th generated one, in the middle of the archive. */
export interface EditedStory {
    file: string;
    original: string;
    slug: string;
    title: string;
    /** A word only the edited title has: what the polls look for in the page. */
    marker: string;
}

export function storyToEdit(directory: string): EditedStory {
    const file = path.join(directory, 'stories/1005000.json');
    const original = readFileSync(file, 'utf8');
    const story = JSON.parse(original) as { slug: string; title: string };
    const marker = `edited${Date.now().toString(36)}`;
    return { file, original, slug: story.slug, title: `${story.title} ${marker}`, marker };
}

/** Applies the edit; returns the function that undoes it. */
function edit(story: EditedStory): () => void {
    const changed = JSON.parse(story.original) as { title: string };
    changed.title = story.title;
    writeFileSync(story.file, JSON.stringify(changed));
    return () => writeFileSync(story.file, story.original);
}

const webhook = (base: string) =>
    fetch(`${base}/api/webhooks/prezly`, { method: 'POST', headers: { 'X-Webhook-Secret': SECRET } });

/** Every URL of the sitemap (or of its first parts), as paths. */
async function sitemapPaths(base: string, limit: number): Promise<string[]> {
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const root = await (await fetch(`${base}/sitemap.xml`)).text();
    const found: string[] = [];
    for (const loc of root.includes('<sitemapindex') ? locs(root) : [`${base}/sitemap.xml`]) {
        if (found.length >= limit) break;
        found.push(...locs(await (await fetch(loc)).text()));
    }
    return found.slice(0, limit).map((loc) => new URL(loc).pathname + new URL(loc).search);
}

async function fetchAll(base: string, paths: string[], concurrency = 8): Promise<void> {
    const queue = [...paths];
    const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
            await (await fetch(base + next)).arrayBuffer();
        }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
}

export interface ReRenderResult {
    cached: number;
    evicted: number;
    keys: number;
    reloadMs: number;
    diffMs: number;
}

/**
 * How many cached pages one story edit throws away: the page cache is filled from the sitemap
 * (stories, categories, galleries, home pages) up to its 2,000 entries, one story is edited,
 * the webhook reloads, and the server's log says what was evicted. Before this change every
 * content change emptied the cache, so all `cached` pages were rendered again.
 */
export async function pagesReRendered(directory: string, story: EditedStory): Promise<ReRenderResult> {
    const server = await startServer(
        { CONTENT_DIR: directory, WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'info' },
        4321,
        '/',
        true,
    );
    let restore = () => {};
    try {
        const paths = await sitemapPaths(server.url, 1990);
        const storyPath = paths.find((candidate) => candidate.endsWith(`/${story.slug}`));
        await fetchAll(server.url, storyPath ? paths : [...paths.slice(1), `/${story.slug}`]);
        restore = edit(story);
        const started = performance.now();
        await (await webhook(server.url)).arrayBuffer();
        const reloadMs = Math.round(performance.now() - started);
        const line = server
            .log()
            .split('\n')
            .map((text) => (text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {}))
            .findLast((entry) => String(entry.message ?? '').startsWith('Content changed'));
        const evicted = Number(line?.evicted ?? Number.NaN);
        const kept = Number(line?.kept ?? Number.NaN);
        const keys = Number(/: (\d+) keys/.exec(String(line?.message))?.[1] ?? Number.NaN);
        return { cached: evicted + kept, evicted, keys, reloadMs, diffMs: Number(line?.diffMs ?? Number.NaN) };
    } finally {
        restore();
        await server.stop();
    }
}

export interface PropagationResult {
    webhookMs: number;
    instanceBMs: number;
    varnishMs: number;
}

/** Polls until the page holds `text`; milliseconds since `since` (NaN after a minute). */
async function until(url: string, text: string, since: number): Promise<number> {
    while (performance.now() - since < 60_000) {
        const html = await (await fetch(url, { headers: { connection: 'close' } })).text();
        if (html.includes(text)) return Math.round(performance.now() - since);
        await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Number.NaN;
}

/**
 * Time from the webhook reaching instance A until instance B (told over Redis) and Varnish
 * (purged by key by both) serve the edited story; both instances and Varnish had it cached.
 */
export async function timeToEveryInstance(directory: string, story: EditedStory): Promise<PropagationResult> {
    const redis = await startRedis();
    const varnishPort = 4333;
    const env = {
        CONTENT_DIR: directory,
        WEBHOOK_SECRET: SECRET,
        REDIS_URL: redis.url,
        CDN_PURGE: 'varnish',
        VARNISH_URL: `http://127.0.0.1:${varnishPort}`,
    };
    const servers: ServerProcess[] = [];
    let varnish: Awaited<ReturnType<typeof startVarnish>> | null = null;
    let restore = () => {};
    try {
        servers.push(await startServer(env, 4331), await startServer(env, 4332));
        varnish = await startVarnish([4331, 4332], varnishPort);
        const storyPath = await finalPath(servers[0]!.url, `/${story.slug}`);
        for (const base of [servers[0]!.url, servers[1]!.url, varnish.url])
            await fetchAll(base, [storyPath, storyPath]);
        restore = edit(story);
        const started = performance.now();
        const [webhookMs, instanceBMs, varnishMs] = await Promise.all([
            webhook(servers[0]!.url).then(() => Math.round(performance.now() - started)),
            until(servers[1]!.url + storyPath, story.marker, started),
            until(varnish.url + storyPath, story.marker, started),
        ]);
        return { webhookMs, instanceBMs, varnishMs };
    } finally {
        restore();
        await varnish?.stop();
        await Promise.all(servers.map((server) => server.stop()));
        await redis.stop();
    }
}
