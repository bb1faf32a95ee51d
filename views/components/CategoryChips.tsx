import type { LocalizedCategory } from '../../domain/content';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { InternalLink } from './InternalLink';

/** A story's categories as small links to their pages. */
export function CategoryChips({ categories, className }: { categories: LocalizedCategory[]; className?: string }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    if (categories.length === 0) return null;
    return (
        <ul className={`chips${className ? ` ${className}` : ''}`} aria-label={t('story.categories')}>
            {categories.map((category) => (
                <li key={category.id}>
                    <InternalLink className="chip" to={urls.to.category(languageCode, category.slug)}>
                        {category.name}
                    </InternalLink>
                </li>
            ))}
        </ul>
    );
}
