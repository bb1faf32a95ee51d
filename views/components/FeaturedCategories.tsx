import type { LocalizedCategory } from '../../domain/content';
import { useSite } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';

/** The categories the newsroom features, as cards linking to their pages. */
export function FeaturedCategories({ categories }: { categories: LocalizedCategory[] }) {
    const { t, urls, languageCode } = useSite();
    if (categories.length === 0) return null;
    return (
        <section className="section featured-categories" aria-labelledby="featured-categories-heading">
            <h2 className="section-title" id="featured-categories-heading">
                {t('home.featuredCategories')}
            </h2>
            <ul className="category-cards">
                {categories.map((category) => (
                    <li key={category.id}>
                        <InternalLink className="category-card" to={urls.to.category(languageCode, category.slug)}>
                            <span className="category-card__name">{category.name}</span>
                            {category.description ? (
                                <span className="category-card__description">{category.description}</span>
                            ) : null}
                            <span className="category-card__count">
                                {t('category.storyCount', { count: category.storyCount })}
                                <Icon name="arrow" />
                            </span>
                        </InternalLink>
                    </li>
                ))}
            </ul>
        </section>
    );
}
