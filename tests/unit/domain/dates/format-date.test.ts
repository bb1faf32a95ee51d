import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../../domain/dates/format-date';

describe('formatDate', () => {
    it.each([
        ['long', 'en-US', 'March 5, 2025'],
        ['medium', 'en-US', 'Mar 5, 2025'],
        ['short', 'en-US', '3/5/25'],
        ['long', 'en-GB', '5 March 2025'],
        ['long', 'fr', '5 mars 2025'],
        ['long', 'de', '5. März 2025'],
    ] as const)('formats %s dates in %s', (format, htmlLang, expected) => {
        expect(formatDate('2025-03-05T12:00:00Z', { htmlLang, timeZone: 'UTC', format })).toBe(expected);
    });

    it('uses the newsroom time zone, not the server clock', () => {
        const lateEvening = '2025-03-05T23:30:00Z';
        expect(formatDate(lateEvening, { htmlLang: 'en-US', timeZone: 'UTC', format: 'long' })).toBe('March 5, 2025');
        expect(formatDate(lateEvening, { htmlLang: 'en-US', timeZone: 'Europe/Brussels', format: 'long' })).toBe(
            'March 6, 2025',
        );
        expect(formatDate(lateEvening, { htmlLang: 'en-US', timeZone: 'America/New_York', format: 'long' })).toBe(
            'March 5, 2025',
        );
    });

    it('writes Arabic dates with Arabic month names', () => {
        expect(formatDate('2025-03-05T12:00:00Z', { htmlLang: 'ar', timeZone: 'UTC', format: 'long' })).toContain(
            'مارس',
        );
    });

    it('falls back to UTC for an unknown time zone and to English for a bad locale', () => {
        expect(
            formatDate('2025-03-05T23:30:00Z', { htmlLang: 'en-US', timeZone: 'Mars/Olympus', format: 'long' }),
        ).toBe('March 5, 2025');
        expect(formatDate('2025-03-05T12:00:00Z', { htmlLang: 'not a locale', timeZone: 'UTC', format: 'long' })).toBe(
            'March 5, 2025',
        );
    });

    it('gives an empty string for an invalid date', () => {
        expect(formatDate('yesterday', { htmlLang: 'en', timeZone: 'UTC', format: 'long' })).toBe('');
    });

    it('writes a moment with its time and time zone', () => {
        const embargo = '2026-12-02T07:00:00Z';
        const brussels = formatDateTime(embargo, { htmlLang: 'en-GB', timeZone: 'Europe/Brussels', format: 'long' });
        expect(brussels).toMatch(/^2 December 2026.* 08:00 CET$/);
        const utc = formatDateTime(embargo, { htmlLang: 'en-US', timeZone: 'UTC', format: 'medium' });
        expect(utc).toMatch(/^Dec 2, 2026.* 7:00\sAM UTC$/);
        expect(formatDateTime('nope', { htmlLang: 'en', timeZone: 'UTC', format: 'long' })).toBe('');
    });
});
