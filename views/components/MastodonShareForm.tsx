import { usePageLanguage, useSiteAddresses } from '../site-context';

export interface MastodonShareFormProps {
    /** The absolute URL to share and its title, sent along as hidden fields. */
    url: string;
    title: string;
    /** Distinguishes the forms of one page (their field ids must be unique). */
    idPrefix: string;
    /** What the visitor typed, put back after a refused submission, and why it was refused. */
    value?: string;
    error?: string | null;
}

/**
 * Asks for the visitor's Mastodon server with a plain GET form to our own server, which checks
 * the host and redirects to `https://{server}/share?text=…` (server/routes/share.ts): no
 * JavaScript, no third party in between.
 */
export function MastodonShareForm({ url, title, idPrefix, value = '', error = null }: MastodonShareFormProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const fieldId = `${idPrefix}-mastodon-server`;
    const errorId = `${fieldId}-error`;
    return (
        <form className="share__mastodon-form" action={urls.shareMastodon(languageCode)} method="get">
            <input type="hidden" name="url" value={url} />
            <input type="hidden" name="title" value={title} />
            <label className="field__label" htmlFor={fieldId}>
                {t('story.mastodonServer')}
            </label>
            <span className="share__mastodon-row">
                <input
                    className="field__input"
                    id={fieldId}
                    name="instance"
                    type="text"
                    inputMode="url"
                    autoComplete="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    maxLength={300}
                    placeholder="mastodon.social"
                    defaultValue={value}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? errorId : undefined}
                />
                <button className="button" type="submit">
                    {t('story.shareOn', { network: 'Mastodon' })}
                </button>
            </span>
            {error ? (
                <p className="field__error" id={errorId}>
                    {error}
                </p>
            ) : null}
        </form>
    );
}
