import type { Story } from '../../domain/content';
import { storyNoticeKind } from '../../domain/stories/story-rules';
import { EmbargoTimeNotice } from '../../islands/embargo-time/island';
import { usePageLanguage } from '../site-context';
import { Icon } from './Icon';

/**
 * Tells the reader how a story may be used: under embargo (journalists get the link before the
 * embargo lifts), private (shared by link, not listed) or confidential.
 */
export function StoryNotice({ story }: { story: Story }) {
    const { t } = usePageLanguage();
    const kind = storyNoticeKind(story);
    if (kind === 'embargo') {
        return (
            <div className="notice notice--embargo">
                <Icon name="lock" />
                {story.published_at ? (
                    <EmbargoTimeNotice iso={story.published_at} />
                ) : (
                    <p>{t('story.embargoNoticeNoDate')}</p>
                )}
            </div>
        );
    }
    if (kind) {
        return (
            <div className={`notice notice--${kind}`}>
                <Icon name="info" />
                <p>{t(kind === 'private' ? 'story.privateNotice' : 'story.confidentialNotice')}</p>
            </div>
        );
    }
    return null;
}

/**
 * 'Preview: this story is not published yet.' (docs/product-rules.md §2.20), on a story read live
 * for its preview, instead of the notice of its visibility: nothing about it is public yet.
 */
export function PreviewNotice() {
    const { t } = usePageLanguage();
    return (
        <div className="notice notice--preview" role="note">
            <Icon name="info" />
            <p>{t('story.previewNotice')}</p>
        </div>
    );
}
