import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../../../domain/content';
import { fileDownloadUrl, zipArchiveUrl } from '../../../../domain/media/file-urls';
import { imagePreviewUrl, imageUrl } from '../../../../domain/media/image-urls';
import { MediaImage, srcSetCandidates } from '../../../../domain/media/media-image';

const CDN = 'https://cdn.example';
const UUID = '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

function image(overrides: Partial<UploadedImage> = {}): UploadedImage {
    return {
        version: 2,
        uuid: UUID,
        filename: 'harbour front.jpg',
        mime_type: 'image/jpeg',
        size: 123_456,
        original_width: 4000,
        original_height: 3000,
        effects: [],
        ...overrides,
    };
}
const base = `${CDN}/${UUID}`;
const media = (overrides: Partial<UploadedImage> = {}) => MediaImage.of(image(overrides), CDN);

describe('image URLs with effects (docs/product-rules.md §7.5)', () => {
    it.each<[string, (m: MediaImage) => MediaImage, string]>([
        ['no effects', (m) => m, `${base}/harbour%20front.jpg`],
        ['format auto by default', (m) => m.format(), `${base}/-/format/auto/harbour%20front.jpg`],
        ['format webp', (m) => m.format('webp'), `${base}/-/format/webp/harbour%20front.jpg`],
        ['format avif', (m) => m.format('avif'), `${base}/-/format/avif/harbour%20front.jpg`],
        ['preview with its default size', (m) => m.preview(), `${base}/-/preview/harbour%20front.jpg`],
        ['preview in a box', (m) => m.preview(800, 600), `${base}/-/preview/800x600/harbour%20front.jpg`],
        ['preview capped at 3000', (m) => m.preview(5000, 4000), `${base}/-/preview/3000x3000/harbour%20front.jpg`],
        ['preview of a width only', (m) => m.preview(1200), `${base}/-/preview/1200x3000/harbour%20front.jpg`],
        ['resize to a width', (m) => m.resize(640), `${base}/-/resize/640/harbour%20front.jpg`],
        ['resize to a height', (m) => m.resize(null, 480), `${base}/-/resize/x480/harbour%20front.jpg`],
        ['resize to both', (m) => m.resize(640, 480), `${base}/-/resize/640x480/harbour%20front.jpg`],
        ['resize rounds', (m) => m.resize(640.4), `${base}/-/resize/640/harbour%20front.jpg`],
        ['crop', (m) => m.crop(500, 400), `${base}/-/crop/500x400/harbour%20front.jpg`],
        ['scale_crop', (m) => m.scaleCrop(300, 300), `${base}/-/scale_crop/300x300/harbour%20front.jpg`],
        [
            'scale_crop center',
            (m) => m.scaleCrop(300, 200, 'center'),
            `${base}/-/scale_crop/300x200/center/harbour%20front.jpg`,
        ],
        [
            'scale_crop smart',
            (m) => m.scaleCrop(300, 200, 'smart'),
            `${base}/-/scale_crop/300x200/smart/harbour%20front.jpg`,
        ],
        ['quality', (m) => m.quality('better'), `${base}/-/quality/better/harbour%20front.jpg`],
        ['progressive', (m) => m.progressive(), `${base}/-/progressive/yes/harbour%20front.jpg`],
        [
            'a chain, in order',
            (m) => m.scaleCrop(400, 300, 'center').quality('best').format('auto'),
            `${base}/-/scale_crop/400x300/center/-/quality/best/-/format/auto/harbour%20front.jpg`,
        ],
    ])('%s', (_name, build, expected) => {
        expect(build(media()).url).toBe(expected);
    });

    it('keeps the stored effects first', () => {
        expect(media({ effects: ['/crop/1000x800/'] }).resize(500).url).toBe(
            `${base}/-/crop/1000x800/-/resize/500/harbour%20front.jpg`,
        );
    });

    it('encodes the file name', () => {
        expect(media({ filename: 'a#b?c.jpg' }).url).toBe(`${base}/a%23b%3Fc.jpg`);
    });

    it('knows the dimensions after its effects', () => {
        expect([media().width, media().height]).toEqual([4000, 3000]);
        expect([media().preview().width, media().preview().height]).toEqual([2048, 1536]);
        expect([media().resize(640).width, media().resize(640).height]).toEqual([640, 480]);
        expect([media().scaleCrop(300, 200).width, media().scaleCrop(300, 200).height]).toEqual([300, 200]);
        expect(media({ effects: ['/crop/1000x800/'] }).width).toBe(1000);
    });

    it('docs/product-rules.md §5.10: resize needs at least one non-null dimension', () => {
        expect(() => media().resize(null, null)).toThrow('At least one function argument has to be non-null');
        expect(() => media().resize(null)).toThrow('At least one function argument has to be non-null');
    });

    it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a dimension of %s', (value) => {
        expect(() => media().resize(value)).toThrow(RangeError);
        expect(() => media().crop(value, 10)).toThrow(RangeError);
        expect(() => media().preview(value)).toThrow(RangeError);
    });

    it('refuses unknown formats and qualities', () => {
        expect(() => media().format('web' as never)).toThrow('Unknown image format: web');
        expect(() => media().quality('max' as never)).toThrow('Unknown image quality: max');
    });

    it('never resizes a GIF (its animation would break)', () => {
        const gif = media({ mime_type: 'image/gif', filename: 'spin.gif' });
        expect(gif.resize(300).url).toBe(`${base}/spin.gif`);
        expect(gif.preview(300, 300).url).toBe(`${base}/spin.gif`);
    });
});

describe('srcset (docs/product-rules.md §7.5: w and 2w, 2w skipped when the image is narrower)', () => {
    it.each<[number, number, string]>([
        [
            4000,
            640,
            `${base}/-/resize/640/-/format/auto/harbour%20front.jpg 640w, ${base}/-/resize/1280/-/format/auto/harbour%20front.jpg 1280w`,
        ],
        [
            1280,
            640,
            `${base}/-/resize/640/-/format/auto/harbour%20front.jpg 640w, ${base}/-/resize/1280/-/format/auto/harbour%20front.jpg 1280w`,
        ],
        [1279, 640, `${base}/-/resize/640/-/format/auto/harbour%20front.jpg 640w`],
        [500, 640, `${base}/-/resize/500/-/format/auto/harbour%20front.jpg 500w`],
    ])('an image %i px wide shown at %i px', (originalWidth, width, expected) => {
        const srcSet = MediaImage.of(image({ original_width: originalWidth, original_height: 1000 }), CDN).srcSet(
            width,
        );
        expect(srcSet).toBe(expected);
    });

    it('uses the width after stored effects', () => {
        const cropped = image({ effects: ['/crop/900x600/'] });
        expect(srcSetCandidates(MediaImage.of(cropped, CDN), 600).map((c) => c.width)).toEqual([600]);
        expect(srcSetCandidates(MediaImage.of(cropped, CDN), 400).map((c) => c.width)).toEqual([400, 800]);
    });

    it('offers a GIF once, at its own width', () => {
        const gif = image({ mime_type: 'image/gif', filename: 'spin.gif', original_width: 480, original_height: 270 });
        expect(MediaImage.of(gif, CDN).srcSet(200)).toBe(`${base}/-/format/auto/spin.gif 480w`);
    });

    it('imageUrl is the first candidate, never enlarged', () => {
        expect(imageUrl(image(), CDN, 800)).toBe(`${base}/-/resize/800/-/format/auto/harbour%20front.jpg`);
        expect(imageUrl(image({ original_width: 300, original_height: 200 }), CDN, 800)).toBe(
            `${base}/-/resize/300/-/format/auto/harbour%20front.jpg`,
        );
    });

    it('the preview URL fits large images in 2048 px and leaves small ones alone', () => {
        expect(imagePreviewUrl(image(), CDN)).toBe(`${base}/-/preview/-/format/auto/harbour%20front.jpg`);
        expect(imagePreviewUrl(image({ original_width: 1200, original_height: 800 }), CDN)).toBe(
            `${base}/-/format/auto/harbour%20front.jpg`,
        );
    });
});

describe('file and download URLs (docs/product-rules.md §7.5)', () => {
    const file = { version: 2, uuid: UUID, filename: 'Q3 results.pdf.', mime_type: 'application/pdf', size: 2048 };

    it.each([
        ['Q3 results.pdf.', 'Q3%20results.pdf'],
        ['50% growth.pdf', '50_%20growth.pdf'],
        ['a/b#c.pdf', 'a_b%23c.pdf'],
        ['CON', '_'],
        ['Café.pdf', 'Caf%C3%A9.pdf'],
    ])('downloads %j with inline/no and the sanitised name %j', (filename, encoded) => {
        expect(fileDownloadUrl({ ...file, filename }, CDN)).toBe(`${base}/-/inline/no/${encoded}`);
    });

    it('downloads an image with its stored effects', () => {
        expect(MediaImage.of(image({ effects: ['/crop/1000x800/'], filename: 'pic. ' }), CDN).downloadUrl).toBe(
            `${base}/-/crop/1000x800/-/inline/no/pic`,
        );
        expect(media().preview().downloadUrl).toBe(`${base}/-/preview/-/inline/no/harbour%20front.jpg`);
    });

    it.each([
        ['Harbour 2025', 'Harbour%202025.zip'],
        ['Press kit: launch?', 'Press%20kit_%20launch_.zip'],
        ['already.zip', 'already.zip'],
        ['...', '_.zip'],
    ])('zip archive of a group named %j', (name, encoded) => {
        expect(zipArchiveUrl(CDN, UUID, name)).toBe(`${base}/archive/zip/${encoded}`);
    });
});
