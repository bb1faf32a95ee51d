/**
 * Media galleries read as Prezly means them (docs/prezly.md, "Galleries"), through the Prezly
 * stand-in: the album page is the gallery's `content` (the editor's order and layout, a video
 * gallery's videos), as Prezly's theme renders it, and one oversized or odd image costs that
 * image, logged once, never the gallery (docs/product-rules.md §2.7, §5.7).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { galleryBlock, galleryContent, VIDEO_GALLERY_UUID, videoGallery } from '../../fixtures/prezly/gallery-answers';
import { parseHtml } from '../../helpers/html';
import { fixtureSites } from '../../helpers/prezly-stand-in/fixture-site';
import type { PrezlyDataset } from '../../helpers/prezly-stand-in/stand-in-server';

type Rec = Record<string, unknown>;

const GHENT_PLANT = 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6';
const PHOTO_1 = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const PHOTO_2 = 'b2c3d4e5-a6b7-4c8d-9e0f-1a2b3c4d5e6f';

const site = fixtureSites();

/** The fixture newsroom with one change made in Prezly, read and served. */
async function siteWith(change: (dataset: PrezlyDataset) => void) {
    const { app, fixture } = await site(change);
    const get = async (path: string) => {
        const response = await request(app).get(path);
        return { status: response.status, html: parseHtml(response.text) };
    };
    const warnings = (field: string) =>
        fixture.lines.filter(
            (line) => line.level === 'warn' && line.field === field && line.file === `gallery ${GHENT_PLANT}`,
        );
    return { get, warnings };
}

const ghentPlant = (dataset: PrezlyDataset) => dataset.galleries.find((gallery) => gallery.uuid === GHENT_PLANT)!;

/** The gallery's paged-list images as the gallery block's `{ file, caption }`. */
function asBlockImages(gallery: Rec) {
    return (gallery.images as Rec[]).map((image) => ({
        file: image.uploadcare_image as never,
        caption: String(image.caption),
    }));
}

const albumImages = (html: ReturnType<typeof parseHtml>) =>
    html.querySelectorAll('main a[data-gallery-item]').map((link) => link.getAttribute('data-gallery-item'));

describe('the album page is the gallery’s content', () => {
    it('shows the images in the editor’s order and layout, not the paged list’s', async () => {
        const site = await siteWith((dataset) => {
            const gallery = ghentPlant(dataset);
            // Without a thumbnail, the cover and the share image are the album's first image.
            gallery.thumbnail_image = null;
            const images = asBlockImages(gallery).reverse();
            gallery.content = galleryContent([
                galleryBlock(images, { layout: 'full-width', padding: 'S', thumbnail_size: 'XL' }),
            ]);
        });
        const { status, html } = await site.get(`/media/album/${GHENT_PLANT}`);
        expect(status).toBe(200);
        expect(albumImages(html)).toEqual([PHOTO_2, PHOTO_1]);
        const block = html.querySelector('main .content-gallery');
        expect(block?.classList.contains('content-layout-full-width')).toBe(true);
        expect(block?.classList.contains('content-gallery--size-xl')).toBe(true);
        expect(block?.classList.contains('content-gallery--gap-s')).toBe(true);
        expect(html.querySelectorAll('main .media-grid')).toHaveLength(0);
        // The list's card and the page's share image follow the album's order too.
        const list = await site.get('/media');
        const cover = list.html.querySelector(`#gallery-${GHENT_PLANT} img`)?.getAttribute('src');
        expect(cover).toContain(PHOTO_2);
        expect(html.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(PHOTO_2);
    });

    it('an empty content is no content: the album is the paged list’s images', async () => {
        const site = await siteWith((dataset) => {
            ghentPlant(dataset).content = '';
        });
        const { status, html } = await site.get(`/media/album/${GHENT_PLANT}`);
        expect(status).toBe(200);
        expect(albumImages(html)).toEqual([PHOTO_1, PHOTO_2]);
    });

    it('lists a video gallery and shows its video', async () => {
        const site = await siteWith((dataset) => {
            dataset.galleries.push(videoGallery());
        });
        const list = await site.get('/media');
        const card = list.html.querySelector(`#gallery-${VIDEO_GALLERY_UUID}`);
        expect(card?.querySelector('.gallery-card__title')?.text).toBe('Plant walkthrough');
        expect(card?.querySelector('.gallery-card__meta')?.text).toBe('1 video');
        const { status, html } = await site.get(`/media/album/${VIDEO_GALLERY_UUID}`);
        expect(status).toBe(200);
        expect(html.querySelector('main h1')?.text).toBe('Plant walkthrough');
        expect(html.querySelector('main .page-header__meta')?.text).toBe('1 video');
        // The player loads when the visitor presses play (decision 21): a link to the video until then.
        expect(html.querySelector('main iframe')).toBeNull();
        const play = html.querySelector('main .content-embed a.content-player');
        expect(play?.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
        expect(play?.text).toBe('Play video: Ghent plant walkthrough');
        const props = JSON.parse(html.querySelector('main [data-island="embed-player"] script')?.text ?? '{}');
        expect(props.player?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    });
});

describe('an oversized or odd image costs that image, never the gallery', () => {
    it('leaves the image out of the album, the list and the content, logged once each', async () => {
        const site = await siteWith((dataset) => {
            const gallery = ghentPlant(dataset);
            const images = gallery.images as Rec[];
            // 20,000 × 20,000 pixels: over the limit (docs/product-rules.md §5.7).
            images[1]!.uploadcare_image = {
                ...(images[1]!.uploadcare_image as Rec),
                original_width: 20_000,
                original_height: 20_000,
            };
            const blockImages = asBlockImages(gallery);
            gallery.content = galleryContent([
                galleryBlock([...blockImages, { file: { uuid: 'no-file' } as never, caption: 'Odd' }], {
                    layout: 'contained',
                    padding: 'M',
                    thumbnail_size: 'M',
                }),
            ]);
        });
        const { status, html } = await site.get(`/media/album/${GHENT_PLANT}`);
        expect(status).toBe(200);
        expect(albumImages(html)).toEqual([PHOTO_1]);
        const list = await site.get('/media');
        expect(list.html.querySelector(`#gallery-${GHENT_PLANT}`)).not.toBeNull();
        expect(site.warnings('images.1.uploadcare_image')).toHaveLength(1);
        expect(site.warnings('images.1.uploadcare_image')[0]!.message).toMatch(/larger than 78643200 pixels/);
        expect(site.warnings('content.children.0.images.1.file')).toHaveLength(1);
        expect(site.warnings('content.children.0.images.2.file')).toHaveLength(1);
    });
});
