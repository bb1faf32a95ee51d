import { formatDate } from '../../domain/dates/format-date';
import { useSite } from '../site-context';
import { siteDateOptions } from '../story-publication-date';

/**
 * A date in the newsroom's format and time zone, in the page's language, machine-readable too.
 * (An embargo's moment, to the minute and with its zone, is the embargo-time island's.)
 */
export function StoryDate({ iso, className }: { iso: string; className?: string }) {
    const text = formatDate(iso, siteDateOptions(useSite()));
    if (!text) return null;
    return (
        <time className={className} dateTime={iso}>
            {text}
        </time>
    );
}
