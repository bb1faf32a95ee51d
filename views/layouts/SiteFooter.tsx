import { privacyPortalUrl } from '../../domain/privacy-portal';
import { shortenAtWord } from '../../domain/text/shorten-at-word';
import { CookieToggle } from '../../islands/cookie-toggle/island';
import { Icon } from '../components/Icon';
import { InternalLink } from '../components/InternalLink';
import { SharedMarkup } from '../components/SharedMarkup';
import { SocialLinks } from '../components/SocialLinks';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';

/** The about text shown in the footer is cut to this many characters, at a word. */
const SUMMARY_LENGTH = 220;

/**
 * Company, pages and legal links. The privacy-request link goes to the newsroom's own form when
 * it has one, else to the privacy portal (docs/product-rules.md §7.5). The cookie toggle is filled in by the
 * cookie-consent island. It is the same on every page of a language, so it is rendered once
 * (a year at a time, for the copyright line).
 */
export function SiteFooter() {
    const year = new Date().getFullYear();
    return (
        <SharedMarkup as="footer" className="site-footer" cacheKey={`footer ${year}`}>
            <FooterContent year={year} />
        </SharedMarkup>
    );
}

function FooterContent({ year }: { year: number }) {
    const { t, company } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    const name = company.name || newsroom.display_name;
    return (
        <>
            <div className="container site-footer__grid">
                <FooterCompany name={name} />
                <FooterNewsroomLinks name={name} />
                <FooterLegalLinks />
            </div>
            <div className="container site-footer__bottom">
                <p>{t('footer.copyright', { year, company: name })}</p>
            </div>
        </>
    );
}

function FooterCompany({ name }: { name: string }) {
    const { company, htmlLang } = usePageLanguage();
    const summary = company.about_plaintext.trim();
    return (
        <div className="site-footer__company">
            <p className="site-footer__name" dir="auto">
                {name}
            </p>
            {summary ? (
                <p className="site-footer__about" dir="auto">
                    {shortenAtWord(summary, SUMMARY_LENGTH, htmlLang)}
                </p>
            ) : null}
            <SocialLinks className="social-links--footer" />
        </div>
    );
}

function FooterNewsroomLinks({ name }: { name: string }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const { hasGalleries } = useNewsroomSettings();
    return (
        <nav className="site-footer__links" aria-labelledby="footer-newsroom">
            <h2 className="site-footer__heading" id="footer-newsroom">
                {t('footer.newsroom')}
            </h2>
            <ul>
                <li>
                    <InternalLink to={urls.to.home(languageCode)}>{t('header.home')}</InternalLink>
                </li>
                {hasGalleries ? (
                    <li>
                        <InternalLink to={urls.to.media(languageCode)}>{t('header.mediaGallery')}</InternalLink>
                    </li>
                ) : null}
                <li>
                    <InternalLink to={urls.to.page(languageCode, 'contacts')}>{t('header.contacts')}</InternalLink>
                </li>
                <li>
                    <InternalLink to={urls.to.page(languageCode, 'about')}>
                        {t('about.title', { company: name })}
                    </InternalLink>
                </li>
                <li>
                    <InternalLink to={urls.to.feed(languageCode)}>
                        <Icon name="rss" />
                        {t('footer.rss')}
                    </InternalLink>
                </li>
            </ul>
        </nav>
    );
}

function FooterLegalLinks() {
    const { t, languageCode } = usePageLanguage();
    const { urls, privacyPortalUrl: portalUrl } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
    const dataRequestHref =
        newsroom.custom_data_request_link ??
        privacyPortalUrl({ portalUrl, languageCode, newsroomUuid: newsroom.uuid, action: 'data-request' });
    return (
        <nav className="site-footer__links" aria-labelledby="footer-legal">
            <h2 className="site-footer__heading" id="footer-legal">
                {t('footer.legal')}
            </h2>
            <ul>
                <li>
                    <InternalLink to={urls.to.page(languageCode, 'privacy-policy')}>
                        {t('footer.privacyPolicy')}
                    </InternalLink>
                </li>
                <li>
                    <InternalLink to={urls.to.page(languageCode, 'cookie-policy')}>
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
    );
}
