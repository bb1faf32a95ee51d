import type { ReactNode } from 'react';
import type { ContentDocument } from '../../domain/content';
import type { PolicyPageName } from '../../domain/policies';
import { privacyPortalUrl } from '../../domain/privacy-portal';
import { CookieToggle } from '../../islands/cookie-toggle/island';
import { SiteLayout } from '../layouts/SiteLayout';
import { useNewsroomSettings, usePageLanguage, useSiteAddresses } from '../site-context';
import { StoryContent } from '../story-content/StoryContent';

export type PolicyKind = PolicyPageName;

/** The policy Prezly keeps for the newsroom: a content-format document, or HTML already sanitised. */
export type PolicyText = { document: ContentDocument } | { html: string };

export interface PolicyPageProps {
    kind: PolicyKind;
    /**
     * The newsroom's policy (domain/policies.ts): a document, rendered as a story body is, or an
     * export's HTML, sanitised (views/components/sanitize-policy-html.ts); null for the generic text.
     */
    own?: PolicyText | null;
}

/**
 * The privacy and cookie policies: the text Prezly keeps for the newsroom when it has one (in
 * the language it was written in, so its direction is the text's own), else the generic text
 * written for this press room and translated. The privacy request button and the cookie toggle
 * stay either way.
 */
export function PolicyPage({ kind, own = null }: PolicyPageProps) {
    const { languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const text = own ? (
        'document' in own ? (
            <div className="policy__content" dir="auto">
                <StoryContent document={own.document} />
            </div>
        ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizePolicyHtml's allow-list
            <div className="policy__content" dir="auto" dangerouslySetInnerHTML={{ __html: own.html }} />
        )
    ) : null;
    return (
        <SiteLayout currentHref={urls.page(languageCode, kind)}>
            <article className="container section policy prose">
                {kind === 'privacy-policy' ? <PrivacyPolicy own={text} /> : <CookiePolicy own={text} />}
            </article>
        </SiteLayout>
    );
}

function PrivacyPolicy({ own }: { own: ReactNode }) {
    const { t, company, languageCode } = usePageLanguage();
    const { privacyPortalUrl: portalUrl } = useSiteAddresses();
    const { newsroom } = useNewsroomSettings();
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
    const { t } = usePageLanguage();
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
