import type { UploadedFile } from '../../domain/content';

/** Well-known types whose mime subtype does not read as a file type. */
const LABEL_BY_MIME: Record<string, string> = {
    'application/pdf': 'PDF',
    'application/zip': 'ZIP',
    'application/x-zip-compressed': 'ZIP',
    'application/msword': 'DOC',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
    'application/vnd.ms-excel': 'XLS',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
    'application/vnd.ms-powerpoint': 'PPT',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
    'application/vnd.oasis.opendocument.text': 'ODT',
    'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
    'application/vnd.oasis.opendocument.presentation': 'ODP',
    'text/plain': 'TXT',
    'text/csv': 'CSV',
    'image/jpeg': 'JPG',
    'image/svg+xml': 'SVG',
    'video/quicktime': 'MOV',
    'audio/mpeg': 'MP3',
};

/**
 * A short label for the kind of file: the file name's extension when it has a plausible one
 * ("report.PDF" → PDF), else from the mime type, else "FILE".
 */
export function fileTypeLabel(file: Pick<UploadedFile, 'filename' | 'mime_type'>): string {
    const extension = /\.([a-z0-9]{1,5})$/i.exec(file.filename)?.[1];
    if (extension && !/^\d+$/.test(extension)) return extension.toUpperCase();
    const mime = file.mime_type.toLowerCase().split(';')[0]!.trim();
    const known = LABEL_BY_MIME[mime];
    if (known) return known;
    const subtype = /^[a-z]+\/(?:x-)?([a-z0-9]{1,5})$/.exec(mime)?.[1];
    return subtype ? subtype.toUpperCase() : 'FILE';
}

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size as people read it, in the page's language: 2456789 → "2.5 MB" (en), "2,5 Mo" (fr).
 * Kilobytes are the smallest unit ("0.3 kB", not "297 byte", which Intl spells oddly).
 */
export function formatFileSize(bytes: number, htmlLang: string): string {
    let value = Math.max(0, bytes) / 1000;
    let unit = 0;
    while (value >= 1000 && unit < UNITS.length - 1) {
        value /= 1000;
        unit += 1;
    }
    const options: Intl.NumberFormatOptions = {
        style: 'unit',
        unit: UNITS[unit],
        unitDisplay: 'short',
        // One decimal while it matters: 0.3 kB, 2.5 MB, 45 kB, 734 MB.
        maximumFractionDigits: value >= (unit === 0 ? 10 : 100) ? 0 : 1,
    };
    // A tiny file is still "0.1 kB", never "0 kB".
    value = Math.max(value, 0.1);
    try {
        return new Intl.NumberFormat(htmlLang, options).format(value);
    } catch {
        // A locale tag Intl does not accept: the size still has to be shown.
        return new Intl.NumberFormat('en', options).format(value);
    }
}
