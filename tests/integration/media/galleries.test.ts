/**
 * The media gallery pages (docs/product-rules.md §2.7, §9.1): the list six a page with a no-JS "load more" link and
 * the data the load-more island reads; one gallery with its images, downloads and lightbox data;
 * private and unknown galleries are not found.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { type MediaFixture, UUIDS, writeMediaFixture } from './media-fixture';

let fixture: MediaFixture;
let test: TestApp;

beforeAll(async () => {
    fixture = await writeMediaFixture();
    test = await createTestApp({ contentDir: fixture.dir, env: fixture.env });
});

async function page(path: string) {
    const response = await request(test.app).get(path);
    return { response, html: parseHtml(response.text) };
}

const CDN = 'http://newsroom.test/cdn';

describe('gallery list', () => {
    it('shows the newest six public galleries with their image counts', async () => {
        const { response, html } = await page('/media');
        expect(response.status).toBe(200);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Media gallery']);
        const titles = html.querySelectorAll('[data-load-more-list] .gallery-card__title').map((t) => t.text);
        expect(titles).toEqual(['Harbour launch', 'Gallery 7', 'Gallery 6', 'Gallery 5', 'Gallery 4', 'Gallery 3']);
        expect(titles).not.toContain('Private preview');
        const counts = html.querySelectorAll('.gallery-card__meta').map((meta) => meta.text);
        expect(counts[0]).toBe('3 images');
        expect(counts[1]).toBe('1 image');
        const links = html.querySelectorAll('.gallery-card__link').map((a) => a.getAttribute('href'));
        expect(links[0]).toBe(`/media/album/${UUIDS.gallery}`);
    });

    it('links to the next page inside the load-more container, with its paging data', async () => {
        const { html } = await page('/media');
        const container = html.querySelector('[data-load-more]');
        expect(islandProps(html, 'load-more')).toMatchObject({
            kind: 'galleries',
            listId: 'galleries-list',
            paging: { page: 1, pageSize: 6, total: 8 },
        });
        expect(container?.querySelector('#galleries-list')).not.toBeNull();
        const more = container?.querySelector('[data-load-more-link]');
        expect(more?.getAttribute('href')).toBe('/media?page=2');
        expect(more?.text).toBe('Load more galleries');
    });

    it('page 2 holds the rest, links back and has no more link', async () => {
        const { response, html } = await page('/media?page=2');
        expect(response.status).toBe(200);
        const titles = html.querySelectorAll('.gallery-card__title').map((t) => t.text);
        expect(titles).toEqual(['Gallery 2', 'Gallery 1']);
        expect(html.querySelector('[data-load-more-link]')).toBeNull();
        expect(html.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/media');
        expect(html.querySelector('title')?.text).toBe('Media gallery – Page 2 of 2 | Fixture Inc.');
    });

    it.each(['3', '0', '-1', 'abc', '1e2'])('?page=%s is not found', async (value) => {
        expect((await page(`/media?page=${value}`)).response.status).toBe(404);
    });

    it('loads the cover image of the first card with priority and lazy-loads none of the first row', async () => {
        const { html } = await page('/media');
        const images = html.querySelectorAll('.gallery-card__image');
        expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
        expect(images.slice(0, 3).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
        expect(images[3]?.getAttribute('loading')).toBe('lazy');
        for (const image of images) {
            expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
            expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
        }
    });

    it('shows the empty notice when there are no galleries', async () => {
        const empty = await createTestApp({ contentDir: writeFixtureNewsroom() });
        const response = await request(empty.app).get('/media');
        expect(response.status).toBe(200);
        expect(parseHtml(response.text).querySelector('.empty-state__subtitle')?.text).toBe(
            'There are no galleries yet.',
        );
    });

    it('keeps the language prefix for other languages', async () => {
        const { response, html } = await page('/fr/media');
        expect(response.status).toBe(200);
        expect(html.querySelector('.gallery-card__link')?.getAttribute('href')).toBe(
            `/fr/media/album/${UUIDS.gallery}`,
        );
    });
});

describe('one gallery', () => {
    const path = `/media/album/${UUIDS.gallery}`;

    it('shows title, description, image count and the grid', async () => {
        const { response, html } = await page(path);
        expect(response.status).toBe(200);
        expect(html.querySelectorAll('h1').map((h1) => h1.text)).toEqual(['Harbour launch']);
        expect(html.querySelector('.page-header__lead')?.text).toBe('Harbour launch: photos for editorial use.');
        expect(html.querySelector('.page-header__meta')?.text).toBe('3 images');
        expect(html.querySelector('title')?.text).toBe('Harbour launch | Fixture Inc.');
        expect(html.querySelectorAll('.media-grid__item')).toHaveLength(3);
    });

    it('links each image to its large version, with the lightbox data and a hash id', async () => {
        const { html } = await page(path);
        const link = html.querySelector('a[data-gallery-item]')!;
        expect(link.getAttribute('id')).toBe(`gallery-image-${UUIDS.harbour}`);
        expect(link.getAttribute('data-gallery-item')).toBe(UUIDS.harbour);
        expect(link.getAttribute('href')).toBe(`${CDN}/${UUIDS.harbour}/-/format/auto/Harbour%20at%20dawn.jpg`);
        expect(link.getAttribute('data-gallery-width')).toBe('1600');
        expect(link.getAttribute('data-gallery-height')).toBe('1200');
        expect(link.getAttribute('data-gallery-caption')).toBe('The harbour at dawn');
        expect(link.getAttribute('data-gallery-download')).toBe(
            `${CDN}/${UUIDS.harbour}/-/inline/no/Harbour%20at%20dawn.jpg`,
        );
        const img = link.querySelector('img')!;
        expect(img.getAttribute('alt')).toBe('The harbour at dawn');
        expect(img.getAttribute('width')).toBe('400');
        expect(img.getAttribute('height')).toBe('300');
        expect(img.getAttribute('srcset')).toBe(
            `${CDN}/${UUIDS.harbour}/-/resize/400/-/format/auto/Harbour%20at%20dawn.jpg 400w, ${CDN}/${UUIDS.harbour}/-/resize/800/-/format/auto/Harbour%20at%20dawn.jpg 800w`,
        );
        // An image without a caption is described by its position.
        expect(html.querySelectorAll('a[data-gallery-item] img')[1]?.getAttribute('alt')).toBe('Image 2 of 3');
        expect(html.querySelector('.media-grid')?.getAttribute('data-gallery-uuid')).toBe(UUIDS.gallery);
    });

    it('offers each image and the whole gallery (zip) for download, with analytics markers', async () => {
        const { html } = await page(path);
        const downloads = html.querySelectorAll('.media-grid__download');
        expect(downloads).toHaveLength(3);
        expect(downloads[0]?.getAttribute('data-media-event')).toBe('Gallery image download');
        const zip = html.querySelector('a[data-media-event="Media gallery download"]')!;
        expect(zip.getAttribute('href')).toBe(`${CDN}/${UUIDS.group}/archive/zip/Harbour%20launch.zip`);
        expect(zip.text).toBe('Download all images');
    });

    it('the links it renders are served by the local CDN', async () => {
        const { html } = await page(path);
        const urls = [
            html.querySelector('a[data-gallery-item]')!.getAttribute('href')!,
            html.querySelector('.media-grid__download')!.getAttribute('href')!,
            html.querySelector('a[data-media-event="Media gallery download"]')!.getAttribute('href')!,
            html.querySelector('.media-grid__image')!.getAttribute('src')!,
        ];
        for (const url of urls) {
            const response = await request(test.app).get(url.replace('http://newsroom.test', ''));
            expect(response.status, url).toBe(200);
        }
    });

    it('includes the lightbox island with a closed dialog', async () => {
        const { html } = await page(path);
        const island = html.querySelector('[data-island="lightbox"]');
        // Woken by the first interaction with an image or a tracked download, not on load.
        expect(island?.getAttribute('data-hydrate')).toBe('interaction');
        expect(island?.getAttribute('data-triggers')).toBe('a[data-gallery-item], [data-media-event]');
        expect(island?.querySelector('dialog[data-lightbox]')?.hasAttribute('open')).toBe(false);
        expect(islandProps(html, 'lightbox')).toMatchObject({
            labels: { position: 'Image {index} of {total}', download: 'Download image' },
        });
    });

    it.each([
        ['a private gallery', `/media/album/${UUIDS.privateGallery}`],
        ['an unknown gallery', '/media/album/99999999-0000-4000-8000-000000000000'],
        ['a malformed uuid', '/media/album/not-a-uuid'],
        ['an encoded traversal', '/media/album/..%2F..%2Fnewsroom.json'],
    ])('%s is not found', async (_name, url) => {
        const { response, html } = await page(url);
        expect(response.status).toBe(404);
        expect(html.querySelector('h1')?.text).toBe('The page you’re looking for doesn’t exist...');
    });
});
