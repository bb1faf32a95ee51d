import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContextValue } from '../../../../views/site-context';
import { StoryContent } from '../../../../views/story-content/StoryContent';
import { createTestSite, renderViewDom } from '../../../helpers/render-view';
import { doc, imageFile, pdfFile, text } from './fixtures';

let site: SiteContextValue;
let frenchSite: SiteContextValue;
beforeAll(async () => {
    site = await createTestSite();
    frenchSite = await createTestSite({ languageCode: 'fr' });
});

const render = (children: Record<string, unknown>[], on = site) =>
    renderViewDom(<StoryContent document={doc(...children)} />, on).querySelector('.story-content')!;

const imageNode = (overrides: Record<string, unknown> = {}) => ({
    type: 'image-block',
    file: imageFile(),
    layout: 'contained',
    align: 'center',
    width: '100%',
    href: null,
    new_tab: false,
    children: [text('The harbour at dawn')],
    ...overrides,
});

describe('image', () => {
    it('renders a CDN image with dimensions, srcset, lazy loading and its caption', () => {
        const figure = render([imageNode()]).querySelector('figure.content-image')!;
        const img = figure.querySelector('img')!;
        expect(img.getAttribute('src')).toContain(`${site.addresses.assetsCdnUrl}/${imageFile().uuid}/`);
        expect(img.getAttribute('srcset')).toMatch(/ 720w, .* 1440w$/);
        expect(img.getAttribute('width')).toBe('720');
        expect(img.getAttribute('height')).toBe('480');
        expect(img.getAttribute('loading')).toBe('lazy');
        expect(img.getAttribute('alt')).toBe('The harbour at dawn');
        expect(figure.querySelector('figcaption')!.text).toBe('The harbour at dawn');
        expect(figure.classList.contains('content-layout-contained')).toBe(true);
    });

    it('links an image without an editor link to its large version, for the lightbox (hash of docs/product-rules.md §2.4)', () => {
        const link = render([imageNode()]).querySelector('figure.content-image a')!;
        const uuid = imageFile().uuid;
        expect(link.getAttribute('id')).toBe(`image-${uuid}`);
        expect(link.getAttribute('data-gallery-item')).toBe(uuid);
        expect(link.getAttribute('href')).toContain(`${site.addresses.assetsCdnUrl}/${uuid}/`);
        expect(link.getAttribute('data-gallery-download')).toContain(uuid);
        expect(link.getAttribute('data-gallery-caption')).toBe('The harbour at dawn');
        expect(link.querySelector('img')).not.toBeNull();
    });

    it('links the image when the node has a safe href, and to the lightbox otherwise', () => {
        const body = render([
            imageNode({ href: 'https://example.com/product', new_tab: true }),
            imageNode({ href: 'javascript:alert(1)' }),
        ]);
        const links = body.querySelectorAll('figure a');
        expect(links).toHaveLength(2);
        expect(links[0]!.getAttribute('href')).toBe('https://example.com/product');
        expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
        expect(links[0]!.hasAttribute('data-gallery-item')).toBe(false);
        expect(links[0]!.querySelector('img')).not.toBeNull();
        expect(links[1]!.getAttribute('href')).not.toContain('javascript');
        expect(links[1]!.hasAttribute('data-gallery-item')).toBe(true);
        expect(body.querySelectorAll('figure img')).toHaveLength(2);
    });

    it('maps layout and width to classes and requests a matching size', () => {
        const body = render([
            imageNode({ layout: 'expanded' }),
            imageNode({ layout: 'full-width' }),
            imageNode({ width: '50%', align: 'left' }),
            imageNode({ width: '240px', align: 'right' }),
        ]);
        const [expanded, full, half, third] = body.querySelectorAll('figure');
        expect(expanded!.classList.contains('content-layout-expanded')).toBe(true);
        expect(expanded!.querySelector('img')!.getAttribute('width')).toBe('1080');
        expect(full!.classList.contains('content-layout-full-width')).toBe(true);
        expect(full!.querySelector('img')!.getAttribute('sizes')).toBe('100vw');
        expect(half!.getAttribute('class')).toBe(
            'content-image content-layout-contained content-width-50 content-block-start',
        );
        expect(half!.querySelector('img')!.getAttribute('width')).toBe('360');
        expect(third!.classList.contains('content-width-33')).toBe(true);
        expect(third!.classList.contains('content-block-end')).toBe(true);
        expect(body.querySelectorAll('[style]')).toHaveLength(0);
    });

    it('renders nothing for a malformed image node, without throwing', () => {
        const { file: _missing, ...withoutFile } = imageNode();
        const body = render([
            withoutFile,
            imageNode({ file: { ...imageFile(), original_width: 0 } }),
            imageNode({ file: { ...imageFile(), original_width: 20_000, original_height: 20_000 } }),
            imageNode({ file: 'not a file' }),
            { type: 'paragraph', children: [text('still here')] },
        ]);
        expect(body.querySelectorAll('figure, img')).toHaveLength(0);
        expect(body.text).toBe('still here');
    });

    it('leaves the caption out when it is empty', () => {
        const figure = render([imageNode({ children: [text('')] })]).querySelector('figure')!;
        expect(figure.querySelector('figcaption')).toBeNull();
        expect(figure.querySelector('img')!.getAttribute('alt')).toBe('');
    });
});

describe('gallery', () => {
    const galleryImage = (n: number, caption = `Photo ${n}`) => ({
        file: imageFile({ uuid: `0000000${n}-1111-4222-8333-444444444444`, filename: `photo-${n}.jpg` }),
        caption,
    });
    const galleryNode = (images: unknown[], overrides: Record<string, unknown> = {}) => ({
        type: 'gallery',
        uuid: 'g1',
        images,
        layout: 'expanded',
        padding: 'S',
        thumbnail_size: 'L',
        ...overrides,
    });

    it('renders a grid of thumbnails linking to the full images on the CDN', () => {
        const gallery = render([galleryNode([galleryImage(1), galleryImage(2, ''), galleryImage(3)])]).querySelector(
            '.content-gallery',
        )!;
        expect(gallery.getAttribute('class')).toBe(
            'content-gallery content-layout-expanded content-gallery--size-l content-gallery--gap-s',
        );
        expect(gallery.querySelector('ul')!.getAttribute('aria-label')).toBe('Image gallery');
        const links = gallery.querySelectorAll('li > a');
        expect(links).toHaveLength(3);
        const first = links[0]!;
        expect(first.getAttribute('href')).toBe(
            `${site.addresses.assetsCdnUrl}/00000001-1111-4222-8333-444444444444/-/preview/-/format/auto/photo-1.jpg`,
        );
        expect(first.getAttribute('data-gallery-item')).toBe('00000001-1111-4222-8333-444444444444');
        expect(links.map((link) => link.getAttribute('data-gallery-index'))).toEqual(['0', '1', '2']);
        expect(first.getAttribute('data-gallery-width')).toBe('2048');
        expect(first.getAttribute('data-gallery-height')).toBe('1365');
        expect(links.map((link) => link.querySelector('img')!.getAttribute('alt'))).toEqual([
            'Photo 1',
            'Image 2 of 3',
            'Photo 3',
        ]);
    });

    it('skips malformed images and renders nothing when none is left', () => {
        const body = render([
            galleryNode([galleryImage(1), { file: { uuid: 'x' }, caption: 'broken' }, null]),
            galleryNode([{ caption: 'no file' }]),
            galleryNode('nope' as never),
        ]);
        expect(body.querySelectorAll('.content-gallery')).toHaveLength(1);
        expect(body.querySelectorAll('.content-gallery a')).toHaveLength(1);
    });
});

describe('attachment', () => {
    const attachmentNode = (overrides: Record<string, unknown> = {}) => ({
        type: 'attachment',
        file: pdfFile(),
        description: '',
        ...overrides,
    });

    it('shows type, name and size and links to the download URL', () => {
        const card = render([attachmentNode()]).querySelector('.content-attachment')!;
        const link = card.querySelector('a')!;
        expect(link.getAttribute('href')).toContain(`${site.addresses.assetsCdnUrl}/${pdfFile().uuid}/-/inline/no/`);
        expect(link.getAttribute('href')).toMatch(/Annual%20report%202024\.pdf$/);
        expect(link.getAttribute('download')).toBe('Annual report 2024.pdf');
        // The accessible name is the visible text (name, size, "Download"), never a different label.
        expect(link.hasAttribute('aria-label')).toBe(false);
        expect(link.text).toContain('Annual report 2024.pdf');
        expect(link.text).toContain('2.5 MB');
        expect(link.text).toContain('Download');
        expect(card.querySelector('.content-attachment__type')!.text).toBe('PDF');
        expect(card.querySelector('.content-attachment__name')!.text).toBe('Annual report 2024.pdf');
        expect(card.querySelector('.content-attachment__meta')!.text).toBe('PDF · 2.5 MB');
        expect(card.querySelector('.content-attachment__action')!.text).toBe('Download');
    });

    it('uses the description as the name and formats the size in the page language', () => {
        const card = render([attachmentNode({ description: 'Rapport annuel' })], frenchSite).querySelector(
            '.content-attachment',
        )!;
        expect(card.querySelector('.content-attachment__name')!.text).toBe('Rapport annuel');
        // French: decimal comma, "Mo", and a (narrow) no-break space before the unit.
        expect(card.querySelector('.content-attachment__meta')!.text).toMatch(/^Annual report 2024\.pdf · 2,5\s+Mo$/u);
    });

    it('renders nothing when the file payload is invalid', () => {
        const body = render([
            attachmentNode({ file: { ...pdfFile(), size: 0 } }),
            attachmentNode({ file: { ...pdfFile(), uuid: '' } }),
            attachmentNode({ file: null }),
        ]);
        expect(body.querySelectorAll('.content-attachment')).toHaveLength(0);
    });
});
