import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ORIGIN } from './head-helpers';

let demo: TestApp;
beforeAll(async () => {
    demo = await createTestApp();
});

const oembed = (url: string, format?: string) =>
    request(demo.app)
        .get('/oembed')
        .query({ url, ...(format ? { format } : {}) });

describe('GET /oembed', () => {
    it('describes a listed story', async () => {
        const response = await oembed(`${ORIGIN}/fr/aurora-2-plus-dautonomie-aluminium-recycle`, 'json');
        expect(response.status).toBe(200);
        expect(response.body).toMatchObject({
            version: '1.0',
            type: 'link',
            title: expect.stringContaining('Aurora 2'),
            author_name: expect.any(String),
            provider_name: 'Northwind Mobility',
            provider_url: `${ORIGIN}/fr`,
            thumbnail_url: expect.stringMatching(/^http:\/\/newsroom\.test\/cdn\//),
            thumbnail_width: expect.any(Number),
            thumbnail_height: expect.any(Number),
        });
    });

    it('is what the story page discovers', async () => {
        const page = await request(demo.app).get('/aurora-2-longer-range-recycled-aluminium');
        const href = parseHtml(page.text)
            .querySelector('link[rel="alternate"][type="application/json+oembed"]')!
            .getAttribute('href')!;
        const response = await request(demo.app).get(href.slice(ORIGIN.length));
        expect(response.status).toBe(200);
        expect(response.body.type).toBe('link');
    });

    it.each([
        ['a private story', `${ORIGIN}/fr/northwind-share-10-millions-de-trajets-lyon`],
        ['an embargoed story', `${ORIGIN}/northwind-unveils-atlas-cargo-e-bike`],
        ['another site', 'https://elsewhere.example/aurora-2-longer-range-recycled-aluminium'],
        ['the wrong locale', `${ORIGIN}/de/aurora-2-longer-range-recycled-aluminium`],
        ['not a URL', 'aurora-2-longer-range-recycled-aluminium'],
    ])('answers 404 for %s', async (_kind, url) => {
        const response = await oembed(url);
        expect(response.status).toBe(404);
        expect(response.body.message).toBeTruthy();
    });

    it('answers 400 without a url and 501 for another format', async () => {
        expect((await request(demo.app).get('/oembed')).status).toBe(400);
        const xml = await oembed(`${ORIGIN}/aurora-2-longer-range-recycled-aluminium`, 'xml');
        expect(xml.status).toBe(501);
    });

    it('takes an empty format for the default, JSON', async () => {
        const response = await request(demo.app)
            .get('/oembed')
            .query({ url: `${ORIGIN}/aurora-2-longer-range-recycled-aluminium`, format: '' });
        expect(response.status).toBe(200);
        expect(response.body.type).toBe('link');
    });
});
