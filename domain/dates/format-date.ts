import { createMemo } from '../memo';
import { type DateFormat, formatInZone } from './date-formatter';

export type { DateFormat } from './date-formatter';

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
    const { format } = options;
    const formatKey = typeof format === 'string' ? format : `${format.date}|${format.time}`;
    const key = `${iso}|${options.htmlLang}|${options.timeZone}|${formatKey}|${withTime}`;
    return formattedDates(key, () => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return '';
        return formatInZone(date, options.htmlLang, options.timeZone, format, withTime);
    });
}
