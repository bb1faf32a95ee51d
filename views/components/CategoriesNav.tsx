import { useSite } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';

/**
 * The categories in the header, as the newsroom chose: a bar of links, or a dropdown that is a
 * native <details> disclosure (works without JavaScript). The media page is listed alongside
 * when the newsroom has galleries.
 */
export function CategoriesNav({ currentHref }: { currentHref?: string }) {
    const { t, urls, localeCode, categories, hasGalleries, newsroom } = useSite();
    const mediaHref = urls.media(localeCode);
    const current = (href: string) => (href === currentHref ? 'page' : undefined);
    if (categories.length === 0 && !hasGalleries) return null;
    const categoryLinks = categories.map((category) => {
        const href = urls.category(localeCode, category.slug);
        return (
            <li key={category.id}>
                <InternalLink
                    className="nav-link"
                    to={urls.to.category(localeCode, category.slug)}
                    aria-current={current(href)}
                >
                    {category.name}
                </InternalLink>
            </li>
        );
    });
    const mediaLink = hasGalleries ? (
        <li>
            <InternalLink className="nav-link" to={urls.to.media(localeCode)} aria-current={current(mediaHref)}>
                {t('header.mediaGallery')}
            </InternalLink>
        </li>
    ) : null;

    if (newsroom.theme.categories_layout === 'bar') {
        return (
            <nav className="category-bar" aria-label={t('header.mainNavigation')}>
                <ul className="category-bar__list">
                    {categoryLinks}
                    {mediaLink}
                </ul>
            </nav>
        );
    }
    const inCategory = categories.some((category) => urls.category(localeCode, category.slug) === currentHref);
    return (
        <nav className="main-nav" aria-label={t('header.mainNavigation')}>
            <ul className="main-nav__list">
                {categories.length > 0 ? (
                    <li>
                        <details className="disclosure categories-menu">
                            <summary className={`disclosure__summary nav-link${inCategory ? ' is-current' : ''}`}>
                                {t('header.categories')}
                                <Icon name="chevronDown" className="disclosure__chevron" />
                            </summary>
                            <ul className="disclosure__panel categories-menu__list">
                                {categories.map((category) => {
                                    const href = urls.category(localeCode, category.slug);
                                    return (
                                        <li key={category.id}>
                                            <InternalLink
                                                className="disclosure__link"
                                                to={urls.to.category(localeCode, category.slug)}
                                                aria-current={current(href)}
                                            >
                                                <span className="categories-menu__name">{category.name}</span>
                                                {category.description ? (
                                                    <span className="categories-menu__description">
                                                        {category.description}
                                                    </span>
                                                ) : null}
                                            </InternalLink>
                                        </li>
                                    );
                                })}
                            </ul>
                        </details>
                    </li>
                ) : null}
                {mediaLink}
            </ul>
        </nav>
    );
}
