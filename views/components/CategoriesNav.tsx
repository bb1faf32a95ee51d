import type { LocalizedCategory } from '../../domain/content';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';
import { Icon } from './Icon';
import { InternalLink } from './InternalLink';

/** `aria-current` for a link to `href`: set on the link to the page being shown. */
type CurrentOf = (href: string) => 'page' | undefined;

/**
 * The categories in the header, as the newsroom chose: a bar of links, or a dropdown that is a
 * native <details> disclosure (works without JavaScript). The media page is listed alongside
 * when the newsroom has galleries.
 */
export function CategoriesNav({ currentHref }: { currentHref?: string }) {
    const { t, languageCode, categories } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const { hasGalleries, newsroom } = useNewsroomSettings();
    const current: CurrentOf = (href) => (href === currentHref ? 'page' : undefined);
    if (categories.length === 0 && !hasGalleries) return null;
    const mediaLink = hasGalleries ? (
        <li>
            <InternalLink
                className="nav-link"
                to={urls.to.media(languageCode)}
                aria-current={current(urls.media(languageCode))}
            >
                {t('header.mediaGallery')}
            </InternalLink>
        </li>
    ) : null;

    if (newsroom.theme.categories_layout === 'bar') {
        return (
            <nav className="category-bar" aria-label={t('header.mainNavigation')}>
                <ul className="category-bar__list">
                    {categories.map((category) => (
                        <li key={category.id}>
                            <InternalLink
                                className="nav-link"
                                to={urls.to.category(languageCode, category.slug)}
                                aria-current={current(urls.category(languageCode, category.slug))}
                            >
                                {category.name}
                            </InternalLink>
                        </li>
                    ))}
                    {mediaLink}
                </ul>
            </nav>
        );
    }
    return (
        <nav className="main-nav" aria-label={t('header.mainNavigation')}>
            <ul className="main-nav__list">
                {categories.length > 0 ? <CategoriesMenu current={current} /> : null}
                {mediaLink}
            </ul>
        </nav>
    );
}

/** The dropdown of categories, each with its description; marked current inside a category. */
function CategoriesMenu({ current }: { current: CurrentOf }) {
    const { t, languageCode, categories } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const inCategory = categories.some((category) => current(urls.category(languageCode, category.slug)));
    return (
        <li>
            <details className="disclosure categories-menu">
                <summary className={`disclosure__summary nav-link${inCategory ? ' is-current' : ''}`}>
                    {t('header.categories')}
                    <Icon name="chevronDown" className="disclosure__chevron" />
                </summary>
                <ul className="disclosure__panel categories-menu__list">
                    {categories.map((category) => (
                        <li key={category.id}>
                            <InternalLink
                                className="disclosure__link"
                                to={urls.to.category(languageCode, category.slug)}
                                aria-current={current(urls.category(languageCode, category.slug))}
                            >
                                <span className="categories-menu__name">{category.name}</span>
                                <CategoryDescription category={category} />
                            </InternalLink>
                        </li>
                    ))}
                </ul>
            </details>
        </li>
    );
}

function CategoryDescription({ category }: { category: LocalizedCategory }) {
    if (!category.description) return null;
    return <span className="categories-menu__description">{category.description}</span>;
}
