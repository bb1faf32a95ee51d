import type { Contact, Story } from '../../domain/content';
import { formatDate } from '../../domain/dates/format-date';
import { imageUrl } from '../../domain/media/image-urls';
import { storyBlocks } from '../../domain/stories/story-blocks';
import { storyMediaFiles } from '../../domain/stories/story-media';
import { storyAbsoluteUrl } from '../../domain/urls';
import type { SiteContextValue } from '../../views/site-context';
import { fileTypeLabel, formatFileSize } from '../../views/story-content/file-type';
import { siteDateOptions, storyBlockOptions } from '../../views/story-publication-date';
import { storyNoticeText } from '../media/media-kit-readme';
import type { ImageToFetch } from './fetch-story-images';
import type { StoryPdfInput } from './story-pdf-input';

/**
 * What a story's PDF shows, from the same facts as its page and in the page's words
 * (docs/journalists.md): the date line, the notice, the attachments with their type and size,
 * the press contacts of the language and the company's boilerplate. Images are fetched apart
 * (`storyPdfImages`) and passed in.
 */
export function storyPdfInput(
    site: SiteContextValue,
    story: Story,
    contacts: readonly Contact[],
    images: ReadonlyMap<string, Uint8Array>,
): StoryPdfInput {
    const { t, htmlLang, company } = site.language;
    const { newsroom } = site.settings;
    const dates = siteDateOptions(site);
    const attachments = storyMediaFiles(story)
        .filter((item) => item.kind === 'attachment')
        .map(({ file, caption }) => ({
            name: caption ?? file.filename,
            detail: `${fileTypeLabel(file)}, ${formatFileSize(file.size, htmlLang)}`,
        }));
    const companyName = company.name || newsroom.display_name;
    return {
        language: htmlLang,
        direction: site.language.dir,
        title: story.title,
        subtitle: story.subtitle,
        dateLine: story.published_at ? t('story.publishedOn', { date: formatDate(story.published_at, dates) }) : '',
        notice: storyNoticeText(story, t, dates),
        headerImage: story.header_image,
        body: story.content,
        bodyOptions: storyBlockOptions(story, site),
        images,
        attachments,
        contacts,
        about: company.about_plaintext.trim()
            ? { heading: t('about.title', { company: companyName }), text: company.about_plaintext }
            : null,
        url: storyAbsoluteUrl(site.addresses.urls, story),
        newsroom: newsroom.display_name,
        changedAt: new Date(story.updated_at),
        labels: {
            attachments: t('mediaKit.attachments'),
            contacts: t('contacts.title'),
            email: t('contacts.email'),
            phone: t('contacts.phone'),
            mobile: t('contacts.mobile'),
            website: t('contacts.website'),
            pageOf: (page, total) => t('meta.pageOf', { page, total }),
        },
    };
}

/** The pictures the PDF prints (header picture, then the body's), at the width it prints them. */
export function storyPdfImages(story: Story, assetsCdnUrl: string): ImageToFetch[] {
    const pictures = [
        ...(story.header_image ? [story.header_image] : []),
        ...storyBlocks(story.content).flatMap((block) => (block.kind === 'image' ? [block.image] : [])),
    ];
    const unique = new Map(pictures.map((image) => [image.uuid, image]));
    return [...unique.values()].map((image) => ({ uuid: image.uuid, url: imageUrl(image, assetsCdnUrl, 1600) }));
}
