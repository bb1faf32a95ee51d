import type { Story } from '../../domain/content';
import { meaningfulUpdate } from '../../domain/stories/story-updates';
import { usePageLanguage } from '../site-context';
import { StoryDate } from './StoryDate';

/** "Updated on {date}" for a story corrected after publication (docs/product-rules.md §4.10). */
export function UpdatedOn({ story }: { story: Pick<Story, 'published_at' | 'updated_at'> }) {
    const { t } = usePageLanguage();
    const updated = meaningfulUpdate(story);
    if (!updated) return null;
    const marker = '\u0000';
    const [before = '', after = ''] = t('story.updatedOn', { date: marker }).split(marker);
    return (
        <span className="story__updated">
            {before}
            <StoryDate iso={updated} />
            {after}
        </span>
    );
}
