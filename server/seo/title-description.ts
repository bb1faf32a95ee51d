import type { Story } from '../../domain/content';
import { shortenAtWord } from '../../domain/text/shorten-at-word';
import type { HeadSite } from './head-site';

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export function newsroomName(site: Pick<HeadSite, 'language' | 'settings'>): string {
    return site.language.company.name || site.settings.newsroom.display_name;
}

/**
 * The <title>: a page's own title followed by the newsroom's name; pages without one (the home
 * page) use the language's SEO title, then its default SEO title, then the newsroom's name.
 */
export function pageTitle(site: HeadSite, title?: string | null): string {
    if (title) return site.language.t('meta.pageTitle', { title, newsroom: newsroomName(site) });
    const seo = site.language.company.seo_settings;
    return seo.meta_title || seo.default_meta_title || newsroomName(site);
}

/** The description: the page's own, else the SEO settings, else the start of the about text. */
export function pageDescription(site: HeadSite, description?: string | null): string | null {
    const seo = site.language.company.seo_settings;
    const text =
        description ||
        seo.meta_description ||
        seo.default_meta_description ||
        site.language.company.about_plaintext ||
        null;
    return text ? shortenAtWord(text, DESCRIPTION_LENGTH, site.language.htmlLang) : null;
}

/** A story's own SEO title wins over its title. */
export function storyTitle(story: Pick<Story, 'title' | 'seo_settings'>): string {
    return story.seo_settings.meta_title || story.seo_settings.default_meta_title || story.title;
}

/**
 * A story's SEO description, else its subtitle, else its summary (null leaves the newsroom's):
 * the order of Prezly's theme (docs/prezly.md, "The contract: newsroom settings"). The share
 * text (`social_text`) is what a post says, not the page's description.
 */
export function storyDescription(story: Pick<Story, 'summary' | 'subtitle' | 'seo_settings'>): string | null {
    const seo = story.seo_settings;
    return seo.meta_description || seo.default_meta_description || story.subtitle || story.summary || null;
}
