/**
 * Dates written with the Moment-style patterns Prezly keeps for a newsroom (`date_format`, such
 * as `DD/MM/YYYY` or `MMMM D, YYYY`, and `time_format`, such as `HH:mm` or `h:mm A`), in the
 * page's language and the newsroom's time zone (docs/content-format.md#newsroomjson has the
 * table of tokens). Names (months, weekdays, AM/PM) come from Intl in the page's language, in
 * the form a date uses (Russian `сентября`, not `сентябрь`); numbers are written in Latin
 * digits, as Moment writes them. A letter that is no token, and text in `[brackets]`, is kept
 * as it is.
 */

/** A newsroom's date pattern, and its time pattern (null: the language's own way). */
export interface DatePattern {
    date: string;
    time: string | null;
}

/** Every token, longest first, and bracketed text. */
const TOKENS = /\[([^\]]*)\]|YYYY|YY|MMMM|MMM|MM|M|Do|DD|D|dddd|ddd|HH|H|hh|h|mm|m|ss|s|A|a/g;

interface Fields {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, zone: string | undefined, options: Intl.DateTimeFormatOptions) {
    const key = `${lang}|${zone}|${JSON.stringify(options)}`;
    let cached = formatters.get(key);
    if (!cached) {
        cached = new Intl.DateTimeFormat(lang, { ...options, timeZone: zone });
        formatters.set(key, cached);
    }
    return cached;
}

/** One part of a date as a language writes it (`month` of "12 septembre"). */
function part(date: Date, lang: string, zone: string | undefined, options: Intl.DateTimeFormatOptions, type: string) {
    return (
        formatter(lang, zone, options)
            .formatToParts(date)
            .find((candidate) => candidate.type === type)?.value ?? ''
    );
}

function fields(date: Date, zone: string | undefined): Fields {
    const parts = formatter('en-US-u-nu-latn', zone, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
        hourCycle: 'h23',
    }).formatToParts(date);
    const value = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
    return {
        year: value('year'),
        month: value('month'),
        day: value('day'),
        hour: value('hour') % 24,
        minute: value('minute'),
        second: value('second'),
    };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th… in English; the day's number in other languages. */
function ordinal(day: number, lang: string): string {
    if (!lang.toLowerCase().startsWith('en')) return String(day);
    const suffix =
        day % 10 === 1 && day !== 11
            ? 'st'
            : day % 10 === 2 && day !== 12
              ? 'nd'
              : day % 10 === 3 && day !== 13
                ? 'rd'
                : 'th';
    return `${day}${suffix}`;
}

/** What each token writes. */
function token(name: string, date: Date, f: Fields, lang: string, zone: string | undefined): string {
    switch (name) {
        case 'YYYY':
            return String(f.year);
        case 'YY':
            return pad(f.year % 100);
        case 'MMMM':
            return part(date, lang, zone, { day: 'numeric', month: 'long' }, 'month');
        case 'MMM':
            return part(date, lang, zone, { day: 'numeric', month: 'short' }, 'month');
        case 'MM':
            return pad(f.month);
        case 'M':
            return String(f.month);
        case 'Do':
            return ordinal(f.day, lang);
        case 'DD':
            return pad(f.day);
        case 'D':
            return String(f.day);
        case 'dddd':
            return part(date, lang, zone, { weekday: 'long' }, 'weekday');
        case 'ddd':
            return part(date, lang, zone, { weekday: 'short' }, 'weekday');
        case 'HH':
            return pad(f.hour);
        case 'H':
            return String(f.hour);
        case 'hh':
            return pad(f.hour % 12 || 12);
        case 'h':
            return String(f.hour % 12 || 12);
        case 'mm':
            return pad(f.minute);
        case 'm':
            return String(f.minute);
        case 'ss':
            return pad(f.second);
        case 's':
            return String(f.second);
        case 'A':
            return part(date, lang, zone, { hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod');
        default:
            return part(date, lang, zone, { hour: 'numeric', hourCycle: 'h12' }, 'dayPeriod').toLowerCase();
    }
}

/** `pattern` written for `date`, in `lang` and `zone`. */
export function writePattern(date: Date, pattern: string, lang: string, zone: string | undefined): string {
    const f = fields(date, zone);
    return pattern.replace(TOKENS, (match, literal: string | undefined) =>
        literal !== undefined ? literal : token(match, date, f, lang, zone),
    );
}

/**
 * The date in the newsroom's pattern; with `withTime`, followed by its time (the time pattern,
 * else the language's hours and minutes) and the zone's short name ("GMT+1").
 */
export function formatPattern(
    date: Date,
    lang: string,
    zone: string | undefined,
    format: DatePattern,
    withTime: boolean,
): string {
    const day = writePattern(date, format.date, lang, zone);
    if (!withTime) return day;
    const time = format.time
        ? writePattern(date, format.time, lang, zone)
        : formatter(lang, zone, { hour: 'numeric', minute: '2-digit' }).format(date);
    const zoneName = part(date, lang, zone, { hour: 'numeric', timeZoneName: 'short' }, 'timeZoneName');
    return [day, time, zoneName].filter(Boolean).join(' ');
}
