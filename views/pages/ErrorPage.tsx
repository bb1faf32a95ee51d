import { InternalLink } from '../components/InternalLink';
import { SiteLayout } from '../layouts/SiteLayout';
import { useSite } from '../site-context';

/** SPEC §8: the not-found and server-error pages. */
export function ErrorPage({ kind }: { kind: 'not-found' | 'server-error' }) {
    const { t, urls, localeCode } = useSite();
    const prefix = kind === 'not-found' ? 'notFound' : 'serverError';
    return (
        <SiteLayout>
            <section className={`container error-page error-page--${kind}`}>
                <div className="error-page__code" aria-hidden="true">
                    {kind === 'not-found' ? '404' : '500'}
                </div>
                <h1 className="error-page__title">{t(`errors.${prefix}Title`)}</h1>
                <p className="error-page__subtitle">{t(`errors.${prefix}Subtitle`)}</p>
                <p>
                    <InternalLink className="button" to={urls.to.home(localeCode)}>
                        {t('errors.backHome')}
                    </InternalLink>
                </p>
            </section>
        </SiteLayout>
    );
}
