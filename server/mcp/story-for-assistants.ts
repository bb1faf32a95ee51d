import type { Contact, Gallery, Story } from '../../domain/content';
import { galleryImages } from '../../domain/content/gallery';
import { fileDownloadUrl, zipArchiveUrl } from '../../domain/media/file-urls';
import { MediaImage } from '../../domain/media/image-urls';
import { storyMediaFiles } from '../../domain/stories/story-media';
import { isListed } from '../../domain/stories/story-rules';
import type { SiteUrls } from '../../domain/urls';
import type { ContentSnapshot } from '../content/content-snapshot';
import { storyAtPath } from '../content/story-at-path';
import { storySections } from '../search/story-text';

/**
 * The story an assistant may read at an address, slug or uuid: listed ones only (published and
 * public, domain/stories/story-rules.ts). Embargoed, private and confidential stories are
 * reachable by link on the site, but an assistant answers many people, so it never gets them
 * (docs/mcp.md), whatever it asks with.
 */
export function listedStory(snapshot: ContentSnapshot, urls: SiteUrls, reference: string): Story | null {
    const wanted = reference.trim();
    const story =
        storyAt(snapshot, urls, wanted) ??
        snapshot.stories.bySlug(wanted) ??
        snapshot.stories.byUuid(wanted.toLowerCase());
    if (!story || !isListed(story) || !snapshot.languages.byCode(story.culture.code)) return null;
    return story;
}

/** The story whose absolute URL this is (its page at its slug, or its link `/s/{uuid}`), on this site. */
function storyAt(snapshot: ContentSnapshot, urls: SiteUrls, reference: string): Story | undefined {
    const url = URL.parse(reference);
    if (!url || url.origin !== new URL(urls.absoluteRoot('/')).origin) return undefined;
    return storyAtPath(snapshot, urls, url.pathname);
}

/** A story's body as Markdown text: the text before its first section heading, then each section under `##`. */
export function storyMarkdown(story: Story): string {
    const { intro, sections } = storySections(story.content);
    return [intro, ...sections.map((section) => `## ${section.heading}\n\n${section.text}`)]
        .filter((part) => part.trim() !== '')
        .join('\n\n');
}

/** What get_story answers: only what a reader of the story's public page sees, with absolute URLs. */
export function storyForAssistants(snapshot: ContentSnapshot, urls: SiteUrls, story: Story, cdnUrl: string) {
    const code = story.culture.code;
    const media = storyMediaFiles(story);
    return {
        uuid: story.uuid,
        url: urls.absoluteUrls.storyOf(story),
        title: story.title,
        subtitle: story.subtitle,
        summary: story.summary,
        language: code,
        publishedAt: story.published_at,
        updatedAt: story.updated_at,
        categories: snapshot.categories.ofStory(story, code).map((category) => ({
            name: category.name,
            url: urls.absoluteUrls.category(code, category.slug),
        })),
        tags: snapshot.tags.ofStory(story).map((tag) => tag.name),
        text: storyMarkdown(story),
        images: media
            .filter((item) => item.kind === 'image')
            .map((item) => ({ alt: item.caption ?? '', downloadUrl: fileDownloadUrl(item.file, cdnUrl) })),
        attachments: media
            .filter((item) => item.kind === 'attachment')
            .map((item) => ({
                name: item.file.filename,
                description: item.caption ?? '',
                size: item.file.size,
                downloadUrl: fileDownloadUrl(item.file, cdnUrl),
            })),
        contacts: snapshot.contacts.shownIn(code).map((contact) => contactForAssistants(contact)),
        pdfUrl: urls.absoluteUrls.storyPdfOf(story),
        mediaKitUrl: media.length > 0 ? urls.absoluteUrls.mediaKitOf(story) : null,
    };
}

/** A press contact as the contacts page shows it. */
export function contactForAssistants(contact: Contact) {
    return {
        name: contact.name,
        description: contact.description,
        company: contact.company,
        email: contact.email ?? null,
        phone: contact.phone,
        mobile: contact.mobile,
        website: contact.website ?? null,
    };
}

/** A public gallery with its images' captions and download links. */
export function galleryForAssistants(urls: SiteUrls, languageCode: string, gallery: Gallery, cdnUrl: string) {
    return {
        uuid: gallery.uuid,
        url: urls.absoluteUrls.gallery(languageCode, gallery.uuid),
        title: gallery.title,
        description: gallery.description,
        createdAt: gallery.created_at,
        images: galleryImages(gallery).map(({ caption, image }) => ({
            alt: caption,
            width: image.original_width,
            height: image.original_height,
            previewUrl: MediaImage.of(image, cdnUrl).url,
            downloadUrl: fileDownloadUrl(image, cdnUrl),
        })),
        zipUrl: gallery.uploadcare_group_uuid
            ? zipArchiveUrl(cdnUrl, gallery.uploadcare_group_uuid, gallery.title)
            : null,
    };
}
