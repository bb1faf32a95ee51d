import { UploadcareGifVideo } from '@prezly/uploadcare';
import type { UploadedFile, UploadedImage } from '../content/uploads';
import { cdnImage } from './media-image';

/** SPEC §9: only GIFs may be treated as video derivatives. */
export function isGif(file: Pick<UploadedFile, 'mime_type'>): boolean {
    return file.mime_type === 'image/gif';
}

/**
 * The two refusals, word for word (docs/media.md). @prezly/uploadcare adds the mime type it was
 * given (`… Given: "image/png".`), so the type is checked here, before the library is asked.
 */
const NOT_A_GIF_TO_CONVERT = 'You can only convert a GIF to video';
const NOT_A_GIF_IMAGE = 'Only GIF images are allowed';

export interface GifVideoUrls {
    mp4: string;
    webm: string;
}

/**
 * MP4 and WebM renditions of an animated GIF, best quality (SPEC §7: quality and format for GIF
 * video). A non-GIF fails with 'You can only convert a GIF to video' (SPEC §5).
 */
export function gifVideoUrls(image: UploadedImage, cdnBaseUrl: string): GifVideoUrls {
    if (!isGif(image)) throw new Error(NOT_A_GIF_TO_CONVERT);
    const video = cdnImage(image, cdnBaseUrl).toGifVideo().bestQuality();
    return { mp4: video.format('mp4').cdnUrl, webm: video.format('webm').cdnUrl };
}

/**
 * A GIF video built straight from a file payload. A non-GIF fails with 'Only GIF images are
 * allowed' (SPEC §5).
 */
export function createGifVideo(
    file: UploadedFile,
    size: { width: number; height: number },
    cdnBaseUrl: string,
): UploadcareGifVideo {
    if (!isGif(file)) throw new Error(NOT_A_GIF_IMAGE);
    return new UploadcareGifVideo({
        uuid: file.uuid,
        filename: file.filename,
        mimeType: file.mime_type,
        size: file.size,
        width: size.width,
        height: size.height,
        baseCdnUrl: cdnBaseUrl,
    });
}
