import { QuickSearch } from '../../islands/quick-search/island';
import { CategoriesNav } from '../components/CategoriesNav';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SharedMarkup } from '../components/SharedMarkup';
import { SiteBrand } from '../components/SiteBrand';
import { useSite } from '../site-context';

/**
 * Logo, categories dropdown, search and language on one row; a categories bar (per the theme)
 * gets a row of its own below, where many categories fit. `currentHref` marks the link of the page being shown with aria-current.
 * The categories menu is the same on every page but for that mark, so it is rendered once per mark.
 */
export function SiteHeader({ currentHref }: { currentHref?: string }) {
    const { newsroom } = useSite();
    return (
        <header className={`site-header site-header--${newsroom.theme.categories_layout}`}>
            <div className="container site-header__inner">
                <SiteBrand currentHref={currentHref} />
                <SharedMarkup as="div" className="site-header__nav" cacheKey={`categories-nav ${currentHref ?? ''}`}>
                    <CategoriesNav currentHref={currentHref} />
                </SharedMarkup>
                <div className="site-header__tools">
                    <QuickSearch />
                    <LanguageSwitcher />
                </div>
            </div>
        </header>
    );
}
