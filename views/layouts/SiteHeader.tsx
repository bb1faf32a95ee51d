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
                <search className="site-header__search">
                    <form action={urls.search(localeCode)} method="get">
                        <label className="visually-hidden" htmlFor="header-search">
                            {t('search.label')}
                        </label>
                        <input id="header-search" type="search" name="query" placeholder={t('search.placeholder')} />
                        <button type="submit">{t('search.submit')}</button>
                    </form>
                </search>
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
