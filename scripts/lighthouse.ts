/**
 * Lighthouse mobile (its default: an emulated mid-range phone, simulated slow 4G and 4x CPU
 * slowdown), performance only, on the home page and a story, first visit (a fresh profile each
 * run: no consent cookie, so the runtime shows the consent bar; Lighthouse never interacts, so
 * React does not load). Three runs per page; prints
 * each run and the median score and Total Blocking Time. The built server runs as the Procfile
 * runs it. Not part of the test suite: timings depend on the machine.
 *
 *   npm run build && CHROME_PATH=/usr/bin/chromium npx tsx scripts/lighthouse.ts
 */
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './bench/server-process';

const RUNS = 3;
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu'];

function freePort(): Promise<number> {
    return new Promise((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number };
            probe.close(() => resolve(port));
        });
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function run(url: string): Promise<{ score: number; tbt: number; lcp: number; fcp: number }> {
    const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: CHROME_FLAGS,
    });
    try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'] });
        const lhr = result!.lhr;
        return {
            score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
            tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
            lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
            fcp: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
        };
    } finally {
        chrome.kill();
    }
}

async function main() {
    const server = await startServer({}, await freePort());
    try {
        const home = await (await fetch(`${server.url}/`)).text();
        const story = /class="story-card__title"[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(home)?.[1] ?? '/';
        console.log('| Page | Runs (score / TBT ms / LCP ms) | Median score | Median TBT ms |');
        console.log('|---|---|---:|---:|');
        for (const [name, path] of [
            ['home', '/'],
            ['story', story],
        ] as const) {
            const runs = [];
            for (let i = 0; i < RUNS; i++) runs.push(await run(`${server.url}${path}`));
            const detail = runs.map((r) => `${r.score} / ${Math.round(r.tbt)} / ${Math.round(r.lcp)}`).join('; ');
            const scores = runs.map((r) => r.score);
            const tbts = runs.map((r) => r.tbt);
            console.log(`| ${name} \`${path}\` | ${detail} | ${median(scores)} | ${Math.round(median(tbts))} |`);
        }
    } finally {
        await server.stop();
    }
}

await main();
