import { UploadcareFile } from '@prezly/uploadcare';

/** docs/product-rules.md §9.19: file names in download links are at most this many bytes (UTF-8). */
export const FILENAME_MAX_BYTES = 255;

/** What a name that sanitises to nothing becomes (the library's own replacement character). */
const EMPTY_NAME = '_';

/**
 * The library replaces C0 and C1 controls but not DEL (U+007F), a control character all the
 * same (Unicode Cc); it is replaced here first, with the library's own `_`.
 */
const DELETE_CHARACTER = /\u007f/g;

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/**
 * The file name `@prezly/uploadcare` puts in its download URLs. The library does not export its
 * normaliser, so it is read back from the URL it builds (the name is appended there unencoded).
 */
export function libraryDownloadName(filename: string): string {
    const prefix = 'cdn:/x/-/inline/no/';
    const file = new UploadcareFile({
        uuid: 'x',
        filename,
        mimeType: 'application/octet-stream',
        size: 1,
        baseCdnUrl: 'cdn:',
    });
    return file.downloadUrl.slice(prefix.length);
}

function stripTrailingDotsAndSpaces(name: string): string {
    let end = name.length;
    while (end > 0 && (name[end - 1] === '.' || name[end - 1] === ' ')) end--;
    return name.slice(0, end);
}

/** Cuts a name to `maxBytes` without splitting a character, keeping a short extension when there is one. */
function truncateKeepingExtension(name: string, maxBytes: number): string {
    if (byteLength(name) <= maxBytes) return name;
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    const budget = maxBytes - byteLength(extension);
    let stem = '';
    for (const character of name.slice(0, name.length - extension.length)) {
        if (byteLength(stem + character) > budget) break;
        stem += character;
    }
    return stem + extension;
}

/**
 * docs/product-rules.md §5.8: the file name used in download links.
 * - `/ ? < > \ : * | "` and control characters are replaced (by `_`);
 * - names made only of dots, and reserved device names (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with
 *   or without an extension), are replaced;
 * - trailing dots and spaces are removed;
 * - the name is truncated to 255 bytes;
 * - `%` becomes `_`.
 * The library does all of that except two rules: it leaves DEL (U+007F) in place, and it replaces
 * trailing dots and spaces with `_` (`report. ` → `report_`) where the product rules remove them
 * (`report`). This wrapper strips them before and after the library runs.
 */
export function sanitizeFileName(input: string): string {
    const filename = input.replace(DELETE_CHARACTER, EMPTY_NAME);
    const stripped = stripTrailingDotsAndSpaces(filename);
    // A name of only dots or spaces strips to nothing: hand the original over so it is replaced.
    const source =
        stripped === '' ? filename : stripTrailingDotsAndSpaces(truncateKeepingExtension(stripped, FILENAME_MAX_BYTES));
    const sanitized = stripTrailingDotsAndSpaces(libraryDownloadName(source));
    return sanitized === '' ? EMPTY_NAME : sanitized;
}

/** Replaces the extension of a (sanitised) name, e.g. when a download is converted to another format. */
export function withExtension(filename: string, extension: string): string {
    const dot = filename.lastIndexOf('.');
    const stem = dot > 0 ? filename.slice(0, dot) : filename;
    return truncateKeepingExtension(`${stem}.${extension}`, FILENAME_MAX_BYTES);
}
