import { privacyPortalUrl } from '../../domain/privacy-portal';
import { CookieToggle } from '../components/CookieToggle';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

export type PolicyKind = 'privacy-policy' | 'cookie-policy';

/** The privacy and cookie policies, written for this press room and translated. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
    const { urls, localeCode } = useSite();
    return (
        <SiteLayout currentHref={urls.page(localeCode, kind)}>
            <article className="container section policy prose">
                {kind === 'privacy-policy' ? <PrivacyPolicy /> : <CookiePolicy />}
            </article>
        </SiteLayout>
    );
}

function PrivacyPolicy() {
    const { t, company, newsroom, localeCode, privacyPortalUrl: portalUrl } = useSite();
    const name = company.name || newsroom.display_name;
    const requestHref =
        newsroom.custom_data_request_link ??
        privacyPortalUrl({ portalUrl, localeCode, newsroomUuid: newsroom.uuid, action: 'data-request' });
    return (
        <>
            <h1 className="page-title">{t('policy.privacyTitle')}</h1>
            <p className="page-header__lead">{t('policy.privacyIntro', { company: name })}</p>
            <h2>{t('policy.privacyVisitorsTitle')}</h2>
            <p>{t('policy.privacyVisitors')}</p>
            <h2>{t('policy.privacySubscribersTitle')}</h2>
            <p>{t('policy.privacySubscribers')}</p>
            <h2>{t('policy.privacyRightsTitle')}</h2>
            <p>{t('policy.privacyRights')}</p>
            <p>
                <a className="button" href={requestHref}>
                    {t('footer.privacyRequests')}
                </a>
            </p>
        </>
    );
}

function CookiePolicy() {
    const { t } = useSite();
    return (
        <>
            <h1 className="page-title">{t('policy.cookiesTitle')}</h1>
            <p className="page-header__lead">{t('policy.cookiesIntro')}</p>
            <p>{t('policy.cookiesAnalytics')}</p>
            <p>{t('policy.cookiesChange')}</p>
            <CookieToggle className="cookie-toggle--page" />
        </>
    );
}
