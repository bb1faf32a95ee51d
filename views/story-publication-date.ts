import type { Story } from '../domain/content';
import { newsroomDateFormat } from '../domain/content/newsroom';
import { formatDate } from '../domain/dates/format-date';
import type { ContactLabels, StoryBlockOptions } from '../domain/stories/story-blocks';
import type { SiteContextValue } from './site-context';

type Site = Pick<SiteContextValue, 'language' | 'settings'>;

/** How the site writes a date: in the page's language, the newsroom's time zone and date format. */
export function siteDateOptions(site: Site) {
    return {
        htmlLang: site.language.htmlLang,
        timeZone: site.settings.newsroom.timezone,
        format: newsroomDateFormat(site.settings.newsroom),
    };
}

/**
 * What a story's body blocks show beyond their own text, as the story page renders them: the
 * publication date for `publication.date` variables (views/story-content/nodes/Variable.tsx).
 * The page, its "Copy text" and its PDF all read it here, so the three say the same.
 */
export function storyBlockOptions(story: Pick<Story, 'published_at'>, site: Site): StoryBlockOptions {
    return { publicationDate: story.published_at ? formatDate(story.published_at, siteDateOptions(site)) : null };
}

/** What the ways to reach a press contact are called on the page, in its language. */
export function contactLabels({ language: { t } }: Pick<Site, 'language'>): ContactLabels {
    return {
        email: t('contacts.email'),
        phone: t('contacts.phone'),
        mobile: t('contacts.mobile'),
        website: t('contacts.website'),
    };
}
