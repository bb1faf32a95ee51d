import type { ReactNode } from 'react';
import type { PolicyPageName } from '../../domain/policies';
import { privacyPortalUrl } from '../../domain/privacy-portal';
import { CookieToggle } from '../../islands/cookie-toggle/island';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

export type PolicyKind = PolicyPageName;

export interface PolicyPageProps {
    kind: PolicyKind;
    /** The newsroom's own policy, sanitised (views/components/sanitize-policy-html.ts), or null for the generic text. */
    ownHtml?: string | null;
}

/**
 * The privacy and cookie policies: the newsroom's own text when it has one (in the language it
 * was written in, so its direction is the text's own), else the generic text written for this
 * press room and translated. The privacy request button and the cookie toggle stay either way.
 */
export function PolicyPage({ kind, ownHtml = null }: PolicyPageProps) {
    const { urls, languageCode } = useSite();
    const own = ownHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizePolicyHtml's allow-list
        <div className="policy__content" dir="auto" dangerouslySetInnerHTML={{ __html: ownHtml }} />
    ) : null;
    return (
        <SiteLayout currentHref={urls.page(languageCode, kind)}>
            <article className="container section policy prose">
                {kind === 'privacy-policy' ? <PrivacyPolicy own={own} /> : <CookiePolicy own={own} />}
            </article>
        </SiteLayout>
    );
}

function PrivacyPolicy({ own }: { own: ReactNode }) {
    const { t, company, newsroom, languageCode, privacyPortalUrl: portalUrl } = useSite();
    const name = company.name || newsroom.display_name;
    const requestHref =
        newsroom.custom_data_request_link ??
        privacyPortalUrl({ portalUrl, languageCode, newsroomUuid: newsroom.uuid, action: 'data-request' });
    return (
        <>
            <h1 className="page-title">{t('policy.privacyTitle')}</h1>
            {own ?? (
                <>
                    <p className="page-header__lead">{t('policy.privacyIntro', { company: name })}</p>
                    <h2>{t('policy.privacyVisitorsTitle')}</h2>
                    <p>{t('policy.privacyVisitors')}</p>
                    <h2>{t('policy.privacySubscribersTitle')}</h2>
                    <p>{t('policy.privacySubscribers')}</p>
                    <h2>{t('policy.privacyRightsTitle')}</h2>
                    <p>{t('policy.privacyRights')}</p>
                </>
            )}
            <p>
                <a className="button" href={requestHref}>
                    {t('footer.privacyRequests')}
                </a>
            </p>
        </>
    );
}

function CookiePolicy({ own }: { own: ReactNode }) {
    const { t } = useSite();
    return (
        <>
            <h1 className="page-title">{t('policy.cookiesTitle')}</h1>
            {own ?? (
                <>
                    <p className="page-header__lead">{t('policy.cookiesIntro')}</p>
                    <p>{t('policy.cookiesAnalytics')}</p>
                    <p>{t('policy.cookiesChange')}</p>
                </>
            )}
            <CookieToggle className="cookie-toggle--page" />
        </>
    );
}
