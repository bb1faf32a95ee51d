import { describe, expect, it } from 'vitest';
import type { UploadedImage } from '../../../../domain/content';
import { createGifVideo, gifVideoUrls, isGif } from '../../../../domain/media/gif-video';

const CDN = 'https://cdn.example';
const gif: UploadedImage = {
    version: 2,
    uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    filename: 'spin.gif',
    mime_type: 'image/gif',
    size: 1000,
    original_width: 480,
    original_height: 270,
    effects: [],
};

describe('GIF video (SPEC §5, §7, §9)', () => {
    it.each([
        ['image/gif', true],
        ['image/png', false],
        ['image/jpeg', false],
        ['video/mp4', false],
    ])('%s may be a video derivative: %s', (mime, expected) => {
        expect(isGif({ mime_type: mime })).toBe(expected);
    });

    it('builds MP4 and WebM URLs with format and best quality', () => {
        expect(gifVideoUrls(gif, CDN)).toEqual({
            mp4: `${CDN}/${gif.uuid}/gif2video/-/quality/best/-/format/mp4/spin.gif`,
            webm: `${CDN}/${gif.uuid}/gif2video/-/quality/best/-/format/webm/spin.gif`,
        });
    });

    it.each(['image/png', 'image/jpeg', 'image/webp'])('converting %s to a GIF video fails', (mime) => {
        // Word for word (docs/media.md): the library's own message adds `Given: "image/png".`
        expect(() => gifVideoUrls({ ...gif, mime_type: mime }, CDN)).toThrow(/^You can only convert a GIF to video$/);
    });

    it.each(['image/png', 'application/pdf'])('building a GIF video from %s fails', (mime) => {
        expect(() => createGifVideo({ ...gif, mime_type: mime }, { width: 10, height: 10 }, CDN)).toThrow(
            /^Only GIF images are allowed$/,
        );
    });

    it('builds a GIF video from a GIF file payload', () => {
        const video = createGifVideo(gif, { width: 480, height: 270 }, CDN);
        expect(video.aspectRatio).toBeCloseTo(480 / 270);
        expect(video.cdnUrl).toBe(`${CDN}/${gif.uuid}/gif2video/spin.gif`);
    });
});
