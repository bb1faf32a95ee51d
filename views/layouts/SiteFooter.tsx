import { useSite } from '../site-context';

export function SiteFooter() {
    const { t, urls, localeCode, company } = useSite();
    return (
        <footer className="site-footer">
            <div className="container">
                <p>{t('footer.copyright', { year: new Date().getFullYear(), company: company.name })}</p>
                <p>
                    <a href={urls.feed(localeCode)}>{t('footer.rss')}</a>
                </p>
            </div>
        </footer>
    );
}
