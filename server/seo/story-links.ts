import type { Story } from '../../domain/content';
import type { SiteUrls } from '../../domain/urls';

/** The absolute URL of a story under its own language's prefix. */
export function storyAbsoluteUrl(urls: SiteUrls, story: Pick<Story, 'slug' | 'culture'>): string {
    return urls.absoluteUrls.story(story.culture.code, story.slug);
}
