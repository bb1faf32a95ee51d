import { formatDate, formatDateTime } from '../../domain/dates/format-date';
import { useSite } from '../site-context';

/**
 * A date in the newsroom's format and time zone, in the page's language, machine-readable too.
 * `withTime` adds the time and zone (embargoes lift at a minute, not on a day).
 */
export function StoryDate({
    iso,
    className,
    withTime = false,
}: {
    iso: string;
    className?: string;
    withTime?: boolean;
}) {
    const { newsroom, htmlLang } = useSite();
    const options = { htmlLang, timeZone: newsroom.timezone, format: newsroom.theme.date_format };
    const text = withTime ? formatDateTime(iso, options) : formatDate(iso, options);
    if (!text) return null;
    return (
        <time className={className} dateTime={iso}>
            {text}
        </time>
    );
}
