import { CopyStoryText } from '../../islands/copy-story-text/island';
import { useNewsroomSettings, usePageLanguage } from '../site-context';

export interface StoryToolsProps {
    /** The story's media kit zip (server/pages/story/media-kit.ts), when it has images or attachments. */
    mediaKitHref: string | null;
    /** The story as a PDF (server/pages/story/story-pdf.ts); none for a preview, which has none. */
    pdfHref: string | null;
    /** The story as plain text, for "Copy text". */
    plainText: string;
}

/**
 * What a journalist takes away from a story: "Download all media", "Download PDF" and "Copy
 * text" (docs/journalists.md), each unless the theme turns it off (`show_download_assets`,
 * `show_download_pdf`, `show_copy_content`, as in Prezly's theme). The two downloads work
 * without scripts; Copy text shows only when they run.
 */
export function StoryTools({ mediaKitHref, pdfHref, plainText }: StoryToolsProps) {
    const { t } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    const { show_download_assets, show_download_pdf, show_copy_content } = newsroom.theme;
    if (!show_download_assets && !show_download_pdf && !show_copy_content) return null;
    return (
        <div className="story__tools">
            {mediaKitHref && show_download_assets ? (
                <a
                    className="button button--secondary"
                    href={mediaKitHref}
                    download=""
                    data-media-event="Media gallery download"
                >
                    {t('story.downloadMedia')}
                </a>
            ) : null}
            {pdfHref && show_download_pdf ? (
                <a className="button button--secondary" href={pdfHref} type="application/pdf">
                    {t('story.downloadPdf')}
                </a>
            ) : null}
            {show_copy_content ? <CopyStoryText text={plainText} /> : null}
        </div>
    );
}
