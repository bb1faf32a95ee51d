import { useSite } from '../site-context';

/** The header search: a plain GET form to the results page, so it works without JavaScript. */
export function HeaderSearch() {
    const { t, urls, localeCode } = useSite();
    return (
        <search className="site-header__search">
            <form action={urls.search(localeCode)} method="get">
                <label className="visually-hidden" htmlFor="header-search">
                    {t('search.label')}
                </label>
                <input id="header-search" type="search" name="query" placeholder={t('search.placeholder')} />
                <button type="submit">{t('search.submit')}</button>
            </form>
        </search>
    );
}
