import { newsroomDateFormat } from '../../domain/content/newsroom';
import { formatDateTime } from '../../domain/dates/format-date';
import { defineIsland } from '../../views/islands/define-island';
import EmbargoTime from './component';

/** A marker splitting the notice's sentence around its date, whatever the language's word order. */
const DATE_MARKER = '\u0000';

/**
 * `<EmbargoTimeNotice iso=… />`: the embargoed page's "Embargoed until {date}" sentence, whose
 * date turns into the reader's time zone once scripts run (docs/islands.md). Rendered on
 * embargoed pages only, so no other page loads its code.
 */
export const EmbargoTimeNotice = defineIsland({
    name: 'embargo-time',
    hydrate: 'idle',
    component: EmbargoTime,
    props: ({ language: { t, htmlLang }, settings: { newsroom } }, { iso }: { iso: string }) => {
        const format = newsroomDateFormat(newsroom);
        const newsroomTime = formatDateTime(iso, { htmlLang, timeZone: newsroom.timezone, format });
        if (!newsroomTime) return null;
        const [before = '', after = ''] = t('story.embargoNotice', { date: DATE_MARKER }).split(DATE_MARKER);
        return { iso, htmlLang, format, newsroomTime, before, after };
    },
});
