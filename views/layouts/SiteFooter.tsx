import { privacyPortalUrl } from '../../domain/privacy-portal';
import { CookieToggle } from '../components/CookieToggle';
import { Icon } from '../components/Icon';
import { InternalLink } from '../components/InternalLink';
import { SocialLinks } from '../components/SocialLinks';
import { useSite } from '../site-context';

/**
 * Company, pages and legal links. The privacy-request link goes to the newsroom's own form when
 * it has one, else to the privacy portal (SPEC §7). The cookie toggle is filled in by the
 * cookie-consent island.
 */
export function SiteFooter() {
    const { t, urls, localeCode, company, newsroom, privacyPortalUrl: portalUrl, hasGalleries } = useSite();
    const name = company.name || newsroom.display_name;
    const dataRequestHref =
        newsroom.custom_data_request_link ??
        privacyPortalUrl({ portalUrl, localeCode, newsroomUuid: newsroom.uuid, action: 'data-request' });
    const summary = company.about_plaintext.trim();
    return (
        <footer className="site-footer">
            <div className="container site-footer__grid">
                <div className="site-footer__company">
                    <p className="site-footer__name">{name}</p>
                    {summary ? (
                        <p className="site-footer__about">
                            {summary.length > 220 ? `${summary.slice(0, 217).trimEnd()}…` : summary}
                        </p>
                    ) : null}
                    <SocialLinks className="social-links--footer" />
                </div>
                <nav className="site-footer__links" aria-labelledby="footer-newsroom">
                    <h2 className="site-footer__heading" id="footer-newsroom">
                        {t('footer.newsroom')}
                    </h2>
                    <ul>
                        <li>
                            <InternalLink to={urls.to.home(localeCode)}>{t('header.home')}</InternalLink>
                        </li>
                        {hasGalleries ? (
                            <li>
                                <InternalLink to={urls.to.media(localeCode)}>{t('header.mediaGallery')}</InternalLink>
                            </li>
                        ) : null}
                        <li>
                            <InternalLink to={urls.to.page(localeCode, 'contacts')}>
                                {t('header.contacts')}
                            </InternalLink>
                        </li>
                        <li>
                            <InternalLink to={urls.to.page(localeCode, 'about')}>
                                {t('about.title', { company: name })}
                            </InternalLink>
                        </li>
                        <li>
                            <InternalLink to={urls.to.feed(localeCode)}>
                                <Icon name="rss" />
                                {t('footer.rss')}
                            </InternalLink>
                        </li>
                    </ul>
                </nav>
                <nav className="site-footer__links" aria-labelledby="footer-legal">
                    <h2 className="site-footer__heading" id="footer-legal">
                        {t('footer.legal')}
                    </h2>
                    <ul>
                        <li>
                            <InternalLink to={urls.to.page(localeCode, 'privacy-policy')}>
                                {t('footer.privacyPolicy')}
                            </InternalLink>
                        </li>
                        <li>
                            <InternalLink to={urls.to.page(localeCode, 'cookie-policy')}>
                                {t('footer.cookiePolicy')}
                            </InternalLink>
                        </li>
                        <li>
                            <a href={dataRequestHref}>{t('footer.privacyRequests')}</a>
                        </li>
                        <li>
                            <CookieToggle className="cookie-toggle--footer" />
                        </li>
                    </ul>
                </nav>
            </div>
            <div className="container site-footer__bottom">
                <p>{t('footer.copyright', { year: new Date().getFullYear(), company: name })}</p>
            </div>
        </footer>
    );
}
