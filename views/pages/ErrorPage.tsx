import type { ReactNode } from 'react';
import { InternalLink } from '../components/InternalLink';
import { StaticIslands } from '../islands/island-collector';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage, useSiteAddresses } from '../site-context';

/** Which words an error page uses: not found and server error (docs/product-rules.md §8.4), or a refused request. */
export type ErrorKind = 'not-found' | 'client-error' | 'server-error';

export function errorKindOf(status: number): ErrorKind {
    if (status === 404) return 'not-found';
    return status >= 500 ? 'server-error' : 'client-error';
}

const MESSAGE_KEYS: Record<ErrorKind, { title: string; subtitle: string }> = {
    'not-found': { title: 'errors.notFoundTitle', subtitle: 'errors.notFoundSubtitle' },
    'client-error': { title: 'errors.serverErrorTitle', subtitle: 'errors.badRequest' },
    'server-error': { title: 'errors.serverErrorTitle', subtitle: 'errors.serverErrorSubtitle' },
};

/** Refusals whose page says why, under the refused request's title. */
const REFUSAL_SUBTITLES: Partial<Record<number, string>> = {
    405: 'errors.methodNotAllowed',
    // A client over a request limit (docs/deploying.md, "Limits").
    429: 'errors.tooManyRequests',
};

/** The catalogue keys of an error page's title and subtitle: the page's heading and its `<title>` say the same. */
export function errorMessageKeys(status: number): { title: string; subtitle: string } {
    const keys = MESSAGE_KEYS[errorKindOf(status)];
    const subtitle = REFUSAL_SUBTITLES[status];
    return subtitle ? { ...keys, subtitle } : keys;
}

/**
 * docs/product-rules.md §8.4: the not-found and server-error pages, and the page of any other refused request.
 * The big number is the page's own status, never another one (a 413 shows 413). The
 * server-error page depends on nothing that could fail again: its islands render as plain HTML
 * and it loads no script.
 */
export function ErrorPage({ status }: { status: number }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const kind = errorKindOf(status);
    const keys = errorMessageKeys(status);
    const Frame = kind === 'server-error' ? StaticIslands : ({ children }: { children: ReactNode }) => children;
    return (
        <Frame>
            <SiteLayout>
                <section className={`container error-page error-page--${kind}`}>
                    <div className="error-page__code" aria-hidden="true">
                        {status}
                    </div>
                    <h1 className="error-page__title">{t(keys.title)}</h1>
                    <p className="error-page__subtitle">{t(keys.subtitle)}</p>
                    <p>
                        <InternalLink className="button" to={urls.to.home(languageCode)}>
                            {t('errors.backHome')}
                        </InternalLink>
                    </p>
                </section>
            </SiteLayout>
        </Frame>
    );
}
