import type { ContentDocument, Story } from '../../../domain/content';
import { MediaImage } from '../../../domain/media/image-urls';
import { storyTranslationPath } from '../../../domain/stories/story-translations';
import type { SiteUrls } from '../../../domain/urls';
import type { ContentSnapshot } from '../../content/content-snapshot';

/** The public JSON shape of a story, documented in docs/story-json.md. Never add private fields. */
export interface StoryJson {
    uuid: string;
    title: string;
    subtitle: string;
    summary: string;
    slug: string;
    url: string;
    language: string;
    published_at: string | null;
    updated_at: string;
    author: { display_name: string } | null;
    categories: { name: string; slug: string; url: string }[];
    tags: { name: string; slug: string; url: string }[];
    thumbnail: { url: string; width: number; height: number } | null;
    translations: { language: string; url: string }[];
    content: ContentDocument;
}

/** Builds the JSON of a story reachable by link: only fields a reader of its page can see. */
export function storyJson(
    snapshot: ContentSnapshot,
    urls: SiteUrls,
    story: Story,
    options: { cdnUrl: string },
): StoryJson {
    const code = story.culture.code;
    const picture = story.thumbnail_image ?? story.header_image;
    const media = picture ? MediaImage.of(picture, options.cdnUrl) : null;
    return {
        uuid: story.uuid,
        title: story.title,
        subtitle: story.subtitle,
        summary: story.summary,
        slug: story.slug,
        url: urls.absoluteUrls.storyOf(story),
        language: code,
        published_at: story.published_at,
        updated_at: story.updated_at,
        author: story.author ? { display_name: story.author.display_name } : null,
        categories: snapshot.categories.ofStory(story, code).map((category) => ({
            name: category.name,
            slug: category.slug,
            url: urls.absoluteUrls.category(code, category.slug),
        })),
        tags: snapshot.tags.ofStory(story).map((tag) => ({
            name: tag.name,
            slug: tag.slug,
            url: urls.absoluteUrls.tag(code, tag.slug),
        })),
        thumbnail: media ? { url: media.url, width: media.width, height: media.height } : null,
        translations: snapshot.languages.all.flatMap((language) => {
            if (language.code === code) return [];
            const url = storyTranslationPath(snapshot.stories, urls.absoluteUrls, story, language.code);
            return url ? [{ language: language.code, url }] : [];
        }),
        content: story.content,
    };
}
