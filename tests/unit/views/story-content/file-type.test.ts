import { describe, expect, it } from 'vitest';
import { fileTypeLabel, formatFileSize } from '../../../../views/story-content/file-type';

describe('fileTypeLabel', () => {
    it.each([
        ['report.pdf', 'application/pdf', 'PDF'],
        ['Deck.PPTX', 'application/octet-stream', 'PPTX'],
        ['press-kit', 'application/zip', 'ZIP'],
        ['notes', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCX'],
        ['clip', 'video/mp4', 'MP4'],
        ['archive.2024', 'application/x-tar', 'TAR'],
        ['mystery', 'application/vnd.something-long+json', 'FILE'],
    ])('%s (%s) → %s', (filename, mime_type, label) => {
        expect(fileTypeLabel({ filename, mime_type })).toBe(label);
    });
});

describe('formatFileSize', () => {
    it.each([
        [12, 'en', '0.1 kB'],
        [297, 'en', '0.3 kB'],
        [1_500, 'en', '1.5 kB'],
        [45_300, 'en', '45 kB'],
        [2_456_789, 'en', '2.5 MB'],
        [734_003_200, 'en', '734 MB'],
        [3_200_000_000, 'en', '3.2 GB'],
        [2_456_789, 'de', '2,5 MB'],
    ])('%d bytes in %s → %s', (bytes, locale, expected) => {
        expect(formatFileSize(bytes, locale).replace(/\s/gu, ' ')).toBe(expected);
    });

    it('falls back to English for a locale tag Intl rejects', () => {
        expect(formatFileSize(2_456_789, 'not a locale!')).toBe('2.5 MB');
    });
});
