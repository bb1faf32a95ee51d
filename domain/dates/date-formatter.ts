/**
 * The Intl formatters of the site's dates, one per language, zone, format and precision, made
 * once. Kept apart from format-date.ts (which memoises formatted strings on the server) so the
 * browser can use them without the memo's cache library: the embargo-time island formats the
 * same moment in the reader's zone.
 */

/** The newsroom's date format setting (theme.date_format). */
export type DateFormat = 'long' | 'medium' | 'short';

const MONTHS = { long: 'long', medium: 'short', short: 'numeric' } as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a date (`withTime`: with its time and the zone's short name, "GMT+1") in
 * `timeZone`; without one, in the zone of the machine formatting it (a browser's: the
 * reader's). An unknown zone falls back to UTC, an invalid language tag to English, rather than
 * failing the page.
 */
export function dateFormatter(
    htmlLang: string,
    timeZone: string | undefined,
    format: DateFormat,
    withTime = false,
): Intl.DateTimeFormat {
    const key = `${htmlLang}|${timeZone}|${format}|${withTime}`;
    let cached = formatters.get(key);
    if (!cached) {
        const zone = timeZone === undefined ? undefined : validTimeZone(timeZone);
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
