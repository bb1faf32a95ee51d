import { useEffect, useState } from 'react';
import { type DateFormat, formatInZone } from '../../domain/dates/date-formatter';

export interface EmbargoTimeProps {
    /** When the embargo lifts (the story's publication time), ISO 8601. */
    iso: string;
    /** The page's language, for Intl. */
    htmlLang: string;
    /** The newsroom's date format. */
    format: DateFormat;
    /** The same moment in the newsroom's time zone, as the server wrote it. */
    newsroomTime: string;
    /** The notice's words before and after the date ('Embargoed until ', '. Do not publish…'). */
    before: string;
    after: string;
}

/**
 * "Embargoed until {date, time and zone}" (docs/product-rules.md §4.9). The server writes the
 * moment in the newsroom's time zone, which stands without scripts; once hydrated, the same
 * `<time>` shows it in the reader's own zone, named ("GMT+9"), with the newsroom's in its
 * title. The date is isolated (`<bdi>`): its digits and zone name keep their order inside a
 * right-to-left sentence.
 */
export default function EmbargoTime({ iso, htmlLang, format, newsroomTime, before, after }: EmbargoTimeProps) {
    const [readerTime, setReaderTime] = useState<string | null>(null);
    useEffect(() => {
        // Without a time zone, Intl formats in the browser's: the reader's.
        const moment = new Date(iso);
        if (!Number.isNaN(moment.getTime())) setReaderTime(formatInZone(moment, htmlLang, undefined, format, true));
    }, [iso, htmlLang, format]);
    const shown = readerTime ?? newsroomTime;
    return (
        <p>
            {before}
            <strong>
                <bdi>
                    <time dateTime={iso} title={shown === newsroomTime ? undefined : newsroomTime}>
                        {shown}
                    </time>
                </bdi>
            </strong>
            {after}
        </p>
    );
}
