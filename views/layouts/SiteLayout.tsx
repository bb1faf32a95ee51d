import type { ReactNode } from 'react';
import { ConsentBar } from '../../islands/consent-bar/island';
import { NotificationsBar } from '../components/NotificationsBar';
import { AnalyticsModule, type PageAnalyticsIds } from '../islands/AnalyticsModule';
import { usePageLanguage } from '../site-context';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * The frame of every page: skip link, consent bar (hidden unless the visitor has to be asked),
 * notices, header, one <main>, footer, analytics. `currentHref` is the path of the page shown, so
 * the header can mark its link with aria-current.
 */
export function SiteLayout({
    children,
    currentHref,
    analyticsIds,
    tracked = true,
}: {
    children: ReactNode;
    currentHref?: string;
    /** The story or gallery shown, for the analytics metadata (docs/product-rules.md §3.8). */
    analyticsIds?: PageAnalyticsIds;
    /** False for a page that is no visit to count (a story's preview): no analytics at all. */
    tracked?: boolean;
}) {
    const { t } = usePageLanguage();
    return (
        <>
            <a className="skip-link" href="#main">
                {t('meta.skipToContent')}
            </a>
            <ConsentBar />
            <NotificationsBar />
            <SiteHeader currentHref={currentHref} />
            <main id="main" className="site-main" tabIndex={-1}>
                {children}
            </main>
            <SiteFooter />
            {tracked ? <AnalyticsModule ids={analyticsIds} /> : null}
        </>
    );
}
