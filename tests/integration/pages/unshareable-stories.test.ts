/**
 * Private, confidential and embargoed stories say "do not share": nothing on or about them offers
 * sharing (no share bar, no copy link, no oEmbed card or its discovery link), and the media kit
 * of such a story repeats the notice in its README. Public stories keep all of it.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBinary } from '../../helpers/get-binary';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { readZip } from '../../helpers/zip-reader';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const PUBLIC = '/aurora-2-longer-range-recycled-aluminium';
const UNSHAREABLE = [
    ['private', '/fr/northwind-share-10-millions-de-trajets-lyon'],
    ['private', '/dealer-briefing-2026-service-pricing'],
    // Only its secret link reaches a confidential story (decision 2).
    ['confidential', '/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f'],
    ['embargoed', '/northwind-unveils-atlas-cargo-e-bike'],
    ['embargoed', '/fr/northwind-devoile-atlas-velo-cargo-electrique'],
] as const;

async function storyPage(path: string) {
    const response = await request(demo.app).get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return parseHtml(response.text);
}

const oembed = (path: string) =>
    request(demo.app).get(`/oembed?${new URLSearchParams({ url: `http://newsroom.test${path}`, format: 'json' })}`);

describe('stories that must not be shared', () => {
    it('a public story offers its share bar, copy link and oEmbed card', async () => {
        const html = await storyPage(PUBLIC);
        expect(html.querySelectorAll('section.share').length).toBeGreaterThan(0);
        expect(html.querySelector('[data-island="copy-link"]')).not.toBeNull();
        expect(html.querySelector('link[type="application/json+oembed"]')).not.toBeNull();
        expect((await oembed(PUBLIC)).status).toBe(200);
    });

    it.each(UNSHAREABLE)('%s story %s: its notice, and no way to share it', async (_kind, path) => {
        const html = await storyPage(path);
        expect(html.querySelector('.notice')).not.toBeNull();
        expect(html.querySelectorAll('section.share')).toHaveLength(0);
        expect(html.querySelectorAll('.share__link')).toHaveLength(0);
        expect(html.querySelector('[data-island="copy-link"]')).toBeNull();
        expect(html.querySelector('form[action$="/share/mastodon"]')).toBeNull();
        expect(html.querySelector('link[type="application/json+oembed"]')).toBeNull();
        const card = await oembed(path);
        expect(card.status).toBe(404);
        expect(card.body).toEqual({ message: 'No story of this newsroom has this URL' });
    });

    it('puts the story’s notice in the README of its media kit', async () => {
        for (const [path, notice] of [
            ['/fr/northwind-share-10-millions-de-trajets-lyon', null],
            ['/northwind-unveils-atlas-cargo-e-bike', null],
        ] as const) {
            const html = await storyPage(path);
            const shown = html.querySelector('.notice p')!.text.trim();
            if (notice) expect(shown).toBe(notice);
            const kit = await getBinary(demo.app, `${path}/media-kit.zip`);
            expect(kit.status, path).toBe(200);
            const readme = readZip(kit.body as Buffer)[0]!
                .data.toString('utf8')
                .split('\r\n');
            expect(readme[0], path).toBe(html.querySelector('h1')!.text.trim());
            expect(readme, path).toContain(shown);
        }
        const publicKit = await getBinary(demo.app, '/northwind-first-sustainability-report/media-kit.zip');
        const publicReadme = readZip(publicKit.body as Buffer)[0]!.data.toString('utf8');
        expect(publicReadme).not.toMatch(/share/i);
    });
});
