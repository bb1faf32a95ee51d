import { usePageLanguage, useSiteAddresses } from '../site-context';
import { InternalLink } from './InternalLink';

export interface SubscribeFormProps {
    /** The value to put back in the field after a failed submission. */
    value?: string;
    /** A validation message to show under the field (docs/product-rules.md §5.3). */
    error?: string | null;
    headingLevel?: 1 | 2;
}

/**
 * The subscription form of docs/product-rules.md §2.9: title, email field, disclaimer and privacy-policy link.
 * It posts to our server, which validates the address and sends the visitor on to the privacy portal
 * (docs/product-rules.md §7.5), so it works without JavaScript. `noValidate` lets the server's messages (the
 * rules' wording, in the page's language) show instead of the browser's own.
 */
export function SubscribeForm({ value = '', error = null, headingLevel = 2 }: SubscribeFormProps) {
    const { t, languageCode, company } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const Heading = headingLevel === 1 ? 'h1' : 'h2';
    const describedBy = ['subscribe-disclaimer', error ? 'subscribe-email-error' : ''].filter(Boolean).join(' ');
    return (
        <section className="subscribe" aria-labelledby="subscribe-heading">
            <Heading className="subscribe__title" id="subscribe-heading">
                {t('subscribe.title')}
            </Heading>
            <form className="subscribe__form" action={urls.subscribe(languageCode)} method="post" noValidate>
                <div className={`field${error ? ' field--invalid' : ''}`}>
                    <label className="field__label" htmlFor="subscribe-email">
                        {t('subscribe.emailLabel')}
                    </label>
                    <div className="subscribe__row">
                        <input
                            className="field__input"
                            id="subscribe-email"
                            type="email"
                            name="email"
                            autoComplete="email"
                            inputMode="email"
                            required
                            maxLength={320}
                            placeholder={t('subscribe.emailPlaceholder')}
                            defaultValue={value}
                            aria-invalid={error ? 'true' : undefined}
                            aria-describedby={describedBy}
                        />
                        <button className="button" type="submit">
                            {t('subscribe.submit')}
                        </button>
                    </div>
                    {error ? (
                        <p className="field__error" id="subscribe-email-error">
                            {error}
                        </p>
                    ) : null}
                </div>
                <p className="subscribe__disclaimer" id="subscribe-disclaimer">
                    {company.subscribe_disclaimer || t('subscribe.disclaimer')}{' '}
                    <InternalLink to={urls.to.page(languageCode, 'privacy-policy')}>
                        {t('subscribe.privacyPolicy')}
                    </InternalLink>
                </p>
            </form>
        </section>
    );
}
