import type { ReactNode } from 'react';
import { StaticIslands } from '../islands/island-collector';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

/**
 * SPEC §8: the not-found and server-error pages. The server-error page depends on nothing that
 * could fail again: its islands render as plain HTML and it loads no script.
 */
export function ErrorPage({ kind }: { kind: 'not-found' | 'server-error' }) {
    const { t, urls, localeCode } = useSite();
    const prefix = kind === 'not-found' ? 'notFound' : 'serverError';
    const Frame = kind === 'server-error' ? StaticIslands : ({ children }: { children: ReactNode }) => children;
    return (
        <Frame>
            <SiteLayout>
                <section className={`container error-page error-page--${kind}`}>
                    <div className="error-page__code" aria-hidden="true">
                        {kind === 'not-found' ? '404' : '500'}
                    </div>
                    <h1 className="error-page__title">{t(`errors.${prefix}Title`)}</h1>
                    <p className="error-page__subtitle">{t(`errors.${prefix}Subtitle`)}</p>
                    <p>
                        <a className="button" href={urls.home(localeCode)}>
                            {t('errors.backHome')}
                        </a>
                    </p>
                </section>
            </SiteLayout>
        </Frame>
    );
}
