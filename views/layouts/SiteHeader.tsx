import { HeaderSearch } from '../components/HeaderSearch';
import { useSite } from '../site-context';

export function SiteHeader() {
    const { t, urls, localeCode, newsroom, company, categories, languages } = useSite();
    return (
        <header className="site-header">
            <div className="container site-header__inner">
                <a className="site-header__brand" href={urls.home(localeCode)}>
                    {company.name || newsroom.display_name}
                </a>
                <nav className="site-header__nav" aria-label={t('header.mainNavigation')}>
                    <ul>
                        {categories.map((category) => (
                            <li key={category.id}>
                                <a href={urls.category(localeCode, category.slug)}>{category.name}</a>
                            </li>
                        ))}
                        <li>
                            <a href={urls.media(localeCode)}>{t('header.mediaGallery')}</a>
                        </li>
                    </ul>
                </nav>
                <HeaderSearch />
                {languages.length > 1 ? (
                    <nav className="site-header__languages" aria-label={t('header.languageSwitcher')}>
                        <ul>
                            {languages.map((language) => (
                                <li key={language.code}>
                                    <a
                                        href={language.href}
                                        hrefLang={language.hreflang}
                                        lang={language.hreflang}
                                        aria-current={language.isCurrent ? 'true' : undefined}
                                    >
                                        {language.nativeName}
                                    </a>
                                </li>
                            ))}
                        </ul>
                    </nav>
                ) : null}
            </div>
        </header>
    );
}
