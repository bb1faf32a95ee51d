import type { ReactNode } from 'react';
import { useSite } from '../site-context';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** The frame of every page: skip link, header, one <main>, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
    const { t } = useSite();
    return (
        <>
            <a className="skip-link" href="#main">
                {t('meta.skipToContent')}
            </a>
            <SiteHeader />
            <main id="main" className="site-main" tabIndex={-1}>
                {children}
            </main>
            <SiteFooter />
        </>
    );
}
