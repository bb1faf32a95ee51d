import type { Story } from '../../domain/content';
import { type DateFormat, formatDateTime } from '../../domain/dates/format-date';
import type { StoryMediaFile } from '../../domain/stories/story-media';
import { storyNoticeKind } from '../../domain/stories/story-rules';

export interface ReadmeFacts {
    title: string;
    /** The story's notice as its page words it (embargo, private, confidential), or null. */
    notice: string | null;
    /** The publication date as the page shows it, or null for an unpublished story. */
    date: string | null;
    url: string;
    /** Who to credit: the newsroom's company (the content has no per-image credit). */
    credit: string;
    t: (key: string, values?: Record<string, unknown>) => string;
}

/**
 * `README.txt` of a media kit, in the story's language: title, the story's notice when it must
 * not be shared (files travel without their page), date and address of the story,
 * then each file by its name in the archive with its caption and credit (images) or description
 * (attachments), and last the files that could not be fetched, each with its own address.
 * Windows line ends, since the file is opened by every kind of editor.
 */
export function mediaKitReadme(
    facts: ReadmeFacts,
    files: Map<StoryMediaFile, string>,
    missing: readonly { name: string; url: string }[] = [],
): string {
    const { t } = facts;
    const lines = [
        facts.title,
        ...(facts.notice ? [facts.notice] : []),
        ...(facts.date ? [t('mediaKit.published', { date: facts.date })] : []),
        facts.url,
    ];
    const section = (kind: StoryMediaFile['kind'], heading: string) => {
        const entries = [...files].filter(([item]) => item.kind === kind);
        if (entries.length === 0) return;
        lines.push('', heading, '');
        for (const [item, name] of entries) {
            lines.push(name);
            if (item.caption) lines.push(`    ${t('mediaKit.caption', { caption: item.caption })}`);
            if (kind === 'image') lines.push(`    ${t('mediaKit.credit', { credit: facts.credit })}`);
        }
    };
    section('image', t('mediaKit.images'));
    section('attachment', t('mediaKit.attachments'));
    if (missing.length > 0) {
        lines.push('', t('mediaKit.notIncluded'), '', t('mediaKit.notIncludedNote'), '');
        for (const file of missing) lines.push(file.name, `    ${file.url}`);
    }
    return `${lines.join('\r\n')}\r\n`;
}

/** The notice of a story that must not be shared, in the words of its page (StoryNotice). */
export function storyNoticeText(
    story: Pick<Story, 'status' | 'visibility' | 'published_at'>,
    t: ReadmeFacts['t'],
    dates: { htmlLang: string; timeZone: string; format: DateFormat },
): string | null {
    switch (storyNoticeKind(story)) {
        case 'embargo':
            return story.published_at
                ? t('story.embargoNotice', { date: formatDateTime(story.published_at, dates) })
                : t('story.embargoNoticeNoDate');
        case 'private':
            return t('story.privateNotice');
        case 'confidential':
            return t('story.confidentialNotice');
        default:
            return null;
    }
}
