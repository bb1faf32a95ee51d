/**
 * The Intl formatters of the site's dates, one per language, zone, format and precision, made
 * once. Kept apart from format-date.ts (which memoises formatted strings on the server) so the
 * browser can use them without the memo's cache library: the embargo-time island formats the
 * same moment in the reader's zone.
 */
import { type DatePattern, formatPattern } from './date-pattern';

/** The theme's date style (theme.date_format of newsroom.json). */
export type DateStyle = 'long' | 'medium' | 'short';

/**
 * How the newsroom's dates are written: the theme's style, or the Moment-style patterns Prezly
 * keeps for the newsroom (`date_format`, `time_format`: date-pattern.ts), which win when set.
 */
export type DateFormat = DateStyle | DatePattern;

const MONTHS = { long: 'long', medium: 'short', short: 'numeric' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (`withTime`: with its time and the zone's short name, "GMT+1") in `timeZone`; without
 * one, in the zone of the machine formatting it (a browser's: the reader's). An unknown zone
 * falls back to UTC, an invalid language tag to English, rather than failing the page.
 */
export function formatInZone(
    date: Date,
    htmlLang: string,
    timeZone: string | undefined,
    format: DateFormat,
    withTime = false,
): string {
    const zone = timeZone === undefined ? undefined : validTimeZone(timeZone);
    const lang = validHtmlLang(htmlLang);
    if (typeof format !== 'string') return formatPattern(date, lang, zone, format, withTime);
    return styleFormatter(lang, zone, format, withTime).format(date);
}

function styleFormatter(
    lang: string,
    zone: string | undefined,
    format: DateStyle,
    withTime: boolean,
): Intl.DateTimeFormat {
    const key = `${lang}|${zone}|${format}|${withTime}`;
    let cached = formatters.get(key);
    if (!cached) {
        cached = new Intl.DateTimeFormat(
            lang,
            withTime
                ? {
                      year: 'numeric',
                      month: MONTHS[format],
                      day: 'numeric',
                      hour: 'numeric',
                      minute: '2-digit',
                      timeZoneName: 'short',
                      timeZone: zone,
                  }
                : { dateStyle: format, timeZone: zone },
        );
        formatters.set(key, cached);
    }
    return cached;
}

function validTimeZone(timeZone: string): string {
    try {
        new Intl.DateTimeFormat('en', { timeZone });
        return timeZone;
    } catch {
        return 'UTC';
    }
}

function validHtmlLang(htmlLang: string): string {
    try {
        return Intl.getCanonicalLocales(htmlLang)[0] ?? 'en';
    } catch {
        return 'en';
    }
}
