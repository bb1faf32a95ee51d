/**
 * Moment-style date and time patterns, as Prezly keeps them for a newsroom (`date_format`,
 * `time_format`; docs/content-format.md#newsroomjson has the table of tokens).
 */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../../domain/dates/format-date';

/** Friday 5 September 2025, 14:07:09 in Brussels (UTC+2). */
const MOMENT = '2025-09-05T12:07:09Z';
const inBrussels = (pattern: string, htmlLang = 'en') =>
    formatDate(MOMENT, { htmlLang, timeZone: 'Europe/Brussels', format: { date: pattern, time: null } });

describe('the tokens of a Moment-style pattern', () => {
    it.each([
        ['YYYY', '2025'],
        ['YY', '25'],
        ['MMMM', 'September'],
        ['MMM', 'Sep'],
        ['MM', '09'],
        ['M', '9'],
        ['DD', '05'],
        ['D', '5'],
        ['Do', '5th'],
        ['dddd', 'Friday'],
        ['ddd', 'Fri'],
        ['HH', '14'],
        ['H', '14'],
        ['hh', '02'],
        ['h', '2'],
        ['mm', '07'],
        ['m', '7'],
        ['ss', '09'],
        ['s', '9'],
        ['A', 'PM'],
        ['a', 'pm'],
        ['[at] HH', 'at 14'],
        ['DD/MM/YYYY', '05/09/2025'],
        ['MM/DD/YYYY', '09/05/2025'],
        ['YYYY-MM-DD', '2025-09-05'],
        ['DD.MM.YYYY', '05.09.2025'],
        ['MMMM D, YYYY', 'September 5, 2025'],
        ['dddd, Do MMMM YYYY', 'Friday, 5th September 2025'],
    ])('%s writes %s', (pattern, expected) => {
        expect(inBrussels(pattern)).toBe(expected);
    });

    it('writes ordinals in English: 1st, 2nd, 3rd, 11th, 12th, 13th, 21st, 22nd, 23rd', () => {
        const day = (n: number) =>
            formatDate(`2025-01-${String(n).padStart(2, '0')}T12:00:00Z`, {
                htmlLang: 'en',
                timeZone: 'UTC',
                format: { date: 'Do', time: null },
            });
        expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(day)).toEqual([
            '1st',
            '2nd',
            '3rd',
            '4th',
            '11th',
            '12th',
            '13th',
            '21st',
            '22nd',
            '23rd',
        ]);
    });

    it('names months and weekdays in the page’s language, in the form a date takes', () => {
        expect(inBrussels('dddd D MMMM YYYY', 'fr')).toBe('vendredi 5 septembre 2025');
        expect(inBrussels('D MMMM YYYY', 'ru')).toBe('5 сентября 2025');
        expect(inBrussels('Do MMMM', 'de')).toBe('5 September');
    });

    it('writes numbers in Latin digits in every language, as Moment does', () => {
        expect(inBrussels('DD/MM/YYYY', 'ar')).toBe('05/09/2025');
    });

    it('uses the newsroom’s time zone: the same moment is another day in Tokyo late at night', () => {
        const late = '2025-09-05T20:30:00Z';
        const format = { date: 'DD/MM/YYYY HH:mm', time: null };
        expect(formatDate(late, { htmlLang: 'en', timeZone: 'Europe/Brussels', format })).toBe('05/09/2025 22:30');
        expect(formatDate(late, { htmlLang: 'en', timeZone: 'Asia/Tokyo', format })).toBe('06/09/2025 05:30');
    });

    it('a moment with its time follows the time pattern, then the zone’s name', () => {
        const format = { date: 'DD/MM/YYYY', time: 'h:mm A' };
        expect(formatDateTime(MOMENT, { htmlLang: 'en', timeZone: 'UTC', format })).toBe('05/09/2025 12:07 PM UTC');
        expect(
            formatDateTime(MOMENT, { htmlLang: 'en', timeZone: 'UTC', format: { date: 'DD/MM/YYYY', time: null } }),
        ).toBe('05/09/2025 12:07 PM UTC');
    });

    it('keeps letters that are no token, and bracketed text, as they are', () => {
        expect(inBrussels('[Week of] D/M, YYYY')).toBe('Week of 5/9, 2025');
        expect(inBrussels('YYYY年M月D日', 'ja')).toBe('2025年9月5日');
    });
});
