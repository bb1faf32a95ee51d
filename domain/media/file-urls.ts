import type { UploadedFile } from '../content/uploads';
import { sanitizeFileName } from './filename';

/** The segment of a download URL that asks the CDN for `Content-Disposition: attachment`. */
const INLINE_NO = '/inline/no/';

/**
 * URL that downloads the file (docs/product-rules.md §7.5): the effects, the `inline/no` directive and the file name
 * sanitised by the rules of docs/product-rules.md §5.8. The library puts its normalised name in the URL unencoded
 * (so `#` or a space breaks it) and keeps trailing dots; this one is sanitised, then percent-encoded.
 */
export function downloadUrl(
    cdnBaseUrl: string,
    uuid: string,
    filename: string,
    effects: readonly string[] = [],
): string {
    const chain = ['', ...effects, INLINE_NO].join('-');
    return `${cdnBaseUrl}/${uuid}/${chain}${encodeURIComponent(sanitizeFileName(filename))}`;
}

/** URL that downloads an uploaded file under its sanitised name. */
export function fileDownloadUrl(file: UploadedFile, cdnBaseUrl: string): string {
    return downloadUrl(cdnBaseUrl, file.uuid, file.filename);
}

/** A zip of a CDN group (a gallery's images), docs/product-rules.md §7.5: `{cdn}/{uuid}/archive/zip/{name}.zip`. */
export function zipArchiveUrl(cdnBaseUrl: string, groupUuid: string, name: string): string {
    const base = sanitizeFileName(name).replace(/\.zip$/i, '') || 'gallery';
    return `${cdnBaseUrl}/${groupUuid}/archive/zip/${encodeURIComponent(base)}.zip`;
}
