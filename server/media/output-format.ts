/**
 * Which format a derivative is encoded in. `format/auto` picks the smallest format the browser
 * says it accepts (AVIF, then WebP), else JPEG, or PNG when transparency must survive. Without a
 * format effect the source's own format is kept when browsers can show it.
 */
import type { ImageFormat } from '../../domain/media/media-image';

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const CONTENT_TYPES: Record<OutputFormat, string> = {
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
};

export const EXTENSIONS: Record<OutputFormat, string> = {
    jpeg: 'jpg',
    png: 'png',
    webp: 'webp',
    avif: 'avif',
    gif: 'gif',
};

export interface SourceInfo {
    /** sharp's name for the source format: jpeg, png, webp, gif, heif, tiff, svg… */
    format: string;
    hasAlpha: boolean;
    animated: boolean;
}

/** True when the Accept header names the type itself (not a wildcard) with a non-zero quality. */
export function accepts(acceptHeader: string | undefined, type: string): boolean {
    if (!acceptHeader) return false;
    return acceptHeader.split(',').some((part) => {
        const [range, ...parameters] = part.trim().toLowerCase().split(';');
        if (range !== type) return false;
        const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return q === undefined || Number(q.slice(2)) > 0;
    });
}

function fallback(source: SourceInfo): OutputFormat {
    return source.hasAlpha || source.format === 'png' ? 'png' : 'jpeg';
}

function sameAsSource(source: SourceInfo): OutputFormat {
    switch (source.format) {
        case 'jpeg':
        case 'png':
        case 'webp':
        case 'gif':
            return source.format;
        case 'heif':
            return 'avif';
        default:
            return fallback(source);
    }
}

export function chooseOutputFormat(
    requested: ImageFormat | null,
    source: SourceInfo,
    acceptHeader: string | undefined,
): OutputFormat {
    if (requested === null) return sameAsSource(source);
    if (requested !== 'auto') return requested;
    // An animation stays a GIF: re-encoding frames to AVIF is slow and poorly supported.
    if (source.format === 'gif' && source.animated) return 'gif';
    if (accepts(acceptHeader, 'image/avif')) return 'avif';
    if (accepts(acceptHeader, 'image/webp')) return 'webp';
    return fallback(source);
}
