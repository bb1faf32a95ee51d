import { useSite } from '../site-context';

/** "Download all media": the story's media kit zip (server/routes/media-kit.ts). */
export function MediaKitLink({ href }: { href: string }) {
    const { t } = useSite();
    return (
        <p className="story__media-kit">
            <a className="button button--secondary" href={href} download="" data-media-event="Media gallery download">
                {t('story.downloadMedia')}
            </a>
        </p>
    );
}
