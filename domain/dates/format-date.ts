import { createMemo } from '../memo';

/** The newsroom's date format setting (theme.date_format). */
export type DateFormat = 'long' | 'medium' | 'short';

/**
 * A date as the newsroom wants it shown: its chosen format, in the page's language and the
 * newsroom's time zone (a story published at 23:30 in Brussels is dated that day in Brussels,
 * whatever the server's clock says). An unknown time zone falls back to UTC rather than failing
 * the page.
 */
export function formatDate(iso: string, options: { htmlLang: string; timeZone: string; format: DateFormat }): string {
    return formatted(iso, options, false);
}
/**
 * A date with its time and time zone name, for moments that matter to the minute: an embargo
 * lifts at 08:00 Brussels time, and a journalist in New York must see which 08:00.
 */
export function formatDateTime(
    iso: string,
    options: { htmlLang: string; timeZone: string; format: DateFormat },
): string {
    return formatted(iso, options, true);
}

/**
 * Dates formatted before: ICU formatting is a few per cent of a page's render, and listings show
 * the same stories' dates on page after page.
 */
const formattedDates = createMemo<string>(10_000);

function formatted(
    iso: string,
    options: { htmlLang: string; timeZone: string; format: DateFormat },
    withTime: boolean,
): string {
    const key = `${iso}|${options.htmlLang}|${options.timeZone}|${options.format}|${withTime}`;
    return formattedDates(key, () => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return '';
        return formatter(options.htmlLang, options.timeZone, options.format, withTime).format(date);
    });
}

const MONTHS = { long: 'long', medium: 'short', short: 'numeric' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(htmlLang: string, timeZone: string, format: DateFormat, withTime = false): Intl.DateTimeFormat {
    const key = `${htmlLang}|${timeZone}|${format}|${withTime}`;
    let cached = formatters.get(key);
    if (!cached) {
        const zone = validTimeZone(timeZone);
        cached = new Intl.DateTimeFormat(
            validHtmlLang(htmlLang),
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
