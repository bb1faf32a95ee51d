import { QuickSearch } from '../../islands/quick-search/island';
import { CategoriesNav } from '../components/CategoriesNav';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { MarketSwitcher } from '../components/MarketSwitcher';
import { SharedMarkup } from '../components/SharedMarkup';
import { SiteBrand } from '../components/SiteBrand';
import { useNewsroomSettings } from '../site-context';

/**
 * Logo, categories dropdown, search, market (on a hub's sites) and language on one row; a categories bar (per the theme)
 * gets a row of its own below, where many categories fit. `currentHref` marks the link of the page being shown with aria-current.
 * The categories menu is the same on every page but for that mark, so it is rendered once per mark.
 */
export function SiteHeader({ currentHref }: { currentHref?: string }) {
    const { newsroom, offersSearch } = useNewsroomSettings();
    return (
        <header className={`site-header site-header--${newsroom.theme.categories_layout}`}>
            <div className="container site-header__inner">
                <SiteBrand currentHref={currentHref} />
                <SharedMarkup as="div" className="site-header__nav" cacheKey={`categories-nav ${currentHref ?? ''}`}>
                    <CategoriesNav currentHref={currentHref} />
                </SharedMarkup>
                <div className="site-header__tools">
                    <MainSiteLink />
                    {offersSearch ? <QuickSearch /> : null}
                    <MarketSwitcher />
                    <LanguageSwitcher />
                </div>
            </div>
        </header>
    );
}

/**
 * The theme's link back to the company's main website (`main_site_url`), labelled
 * `main_site_label`, else by the address's host, as in Prezly's theme.
 */
function MainSiteLink() {
    const { newsroom } = useNewsroomSettings();
    const { main_site_url: url, main_site_label: label } = newsroom.theme;
    if (!url) return null;
    return (
        <a className="site-header__main-site" href={url} dir="auto">
            {label ?? new URL(url).host.replace(/^www\./, '')}
        </a>
    );
}
