import type { LocalizedTag } from '../../domain/content';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { InternalLink } from './InternalLink';

/** A story's tags as links to their pages, after the body. */
export function StoryTags({ tags }: { tags: readonly LocalizedTag[] }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    if (tags.length === 0) return null;
    return (
        <ul className="chips story__tags" aria-label={t('story.tags')}>
            {tags.map((tag) => (
                <li key={tag.slug}>
                    <InternalLink
                        className="chip chip--tag"
                        to={urls.to.tag(languageCode, tag.slug)}
                        rel="tag"
                        dir="auto"
                    >
                        {tag.name}
                    </InternalLink>
                </li>
            ))}
        </ul>
    );
}
