import type { LocalizedTag } from '../../domain/content';
import { useSite } from '../site-context';

/** A story's tags as links to their pages, after the body. */
export function StoryTags({ tags }: { tags: readonly LocalizedTag[] }) {
    const { t, urls, languageCode } = useSite();
    if (tags.length === 0) return null;
    return (
        <ul className="chips story__tags" aria-label={t('story.tags')}>
            {tags.map((tag) => (
                <li key={tag.slug}>
                    <a className="chip chip--tag" href={urls.tag(languageCode, tag.slug)} rel="tag" dir="auto">
                        {tag.name}
                    </a>
                </li>
            ))}
        </ul>
    );
}
