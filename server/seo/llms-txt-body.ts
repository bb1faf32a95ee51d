import type { SiteUrls } from '../../domain/urls';
import { storyAbsoluteUrl } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';

/** How many of the latest stories the guide lists. */
export const LLMS_TXT_STORIES = 20;

/** Markdown has no escaping inside link text we can rely on everywhere: drop the brackets. */
const linkText = (text: string) => text.replace(/[[\]\n\r]/g, ' ').trim();

/**
 * `/llms.txt` (llmstxt.org): a short Markdown guide for language-model crawlers: what the
 * newsroom is, where its languages, feeds, latest stories, media and contacts are. Only
 * listed (published, public) stories appear.
 */
export function llmsTxt(snapshot: ContentSnapshot, urls: SiteUrls): string {
    const language = snapshot.languages.default;
    const company = language.company_information;
    const name = company.name || snapshot.newsroom.display_name;
    const lines = [`# ${name}`, ''];
    const about = company.about_plaintext.replace(/\s+/g, ' ').trim();
    if (about) lines.push(`> ${about}`, '');
    lines.push(
        `This is the press room of ${name}: press releases and news stories, media galleries and press contacts.`,
        'Every story page has a JSON version at the same address followed by `.json`.',
        '',
        '## Languages',
        '',
    );
    for (const visible of snapshot.languages.visible()) {
        lines.push(
            `- ${linkText(visible.locale.native_name)} (${visible.code}): [home](${urls.absolute(visible.code)}), [RSS feed](${urls.absoluteUrls.feed(visible.code)})`,
        );
    }
    lines.push('', '## Latest stories', '');
    for (const story of snapshot.stories.allListed().slice(0, LLMS_TXT_STORIES)) {
        const summary = (story.summary || story.subtitle).replace(/\s+/g, ' ').trim();
        lines.push(`- [${linkText(story.title)}](${storyAbsoluteUrl(urls, story)})${summary ? `: ${summary}` : ''}`);
    }
    lines.push('', '## More', '');
    if (snapshot.galleries.all.length > 0) lines.push(`- [Media gallery](${urls.absoluteUrls.media(language.code)})`);
    lines.push(
        `- [Press contacts](${urls.absoluteUrls.page(language.code, 'contacts')})`,
        `- [About ${linkText(name)}](${urls.absoluteUrls.page(language.code, 'about')})`,
        `- [Sitemap](${urls.absoluteRoute('sitemap')})`,
        '',
    );
    return lines.join('\n');
}
