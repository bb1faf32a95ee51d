import type { LocalizedCategory } from '../../domain/content';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';
import { ResponsiveImage } from './ResponsiveImage';

/**
 * The categories the newsroom features, as cards linking to their pages, each with its picture
 * when it has one (Prezly's category `image`, as Prezly's theme shows it). The picture is
 * decorative: the card's name says where it leads.
 */
export function FeaturedCategories({ categories }: { categories: LocalizedCategory[] }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    if (categories.length === 0) return null;
    return (
        <section className="section featured-categories" aria-labelledby="featured-categories-heading">
            <h2 className="section-title" id="featured-categories-heading">
                {t('home.featuredCategories')}
            </h2>
            <ul className="category-cards">
                {categories.map((category) => (
                    <li key={category.id}>
                        <InternalLink
                            className={`category-card${category.image ? ' category-card--with-image' : ''}`}
                            to={urls.to.category(languageCode, category.slug)}
                        >
                            {category.image ? (
                                <span className="category-card__media">
                                    <ResponsiveImage
                                        image={category.image}
                                        alt=""
                                        width={480}
                                        sizes="(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw"
                                        className="category-card__image"
                                    />
                                </span>
                            ) : null}
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
