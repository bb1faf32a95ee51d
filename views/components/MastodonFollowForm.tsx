import { usePageLanguage, useSiteAddresses } from '../site-context';

/** One of the site's fediverse actors as the pages show it (server/federation/actor-directory.ts). */
export interface FollowedActor {
    /** Its stable identifier (`newsroom`, `category-12`): what the form sends. */
    identifier: string;
    /** `press@newsroom.example`, without the leading `@`. */
    account: string;
}

export interface MastodonFollowFormProps {
    actor: FollowedActor;
    /** Distinguishes the forms of one page (their field ids must be unique). */
    idPrefix: string;
    /** What the visitor typed, put back after a refused submission, and why it was refused. */
    value?: string;
    error?: string | null;
}

/**
 * Asks for the visitor's server with a plain GET form to our own server, which checks the host
 * and sends them on to `https://{server}/authorize_interaction?uri=acct:…`
 * (server/routes/follow.ts), the way the share form does: no JavaScript, no third party between.
 */
export function MastodonFollowForm({ actor, idPrefix, value = '', error = null }: MastodonFollowFormProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    const fieldId = `${idPrefix}-follow-server`;
    const errorId = `${fieldId}-error`;
    return (
        <form className="follow__form" action={urls.followMastodon(languageCode)} method="get">
            <input type="hidden" name="actor" value={actor.identifier} />
            <label className="field__label" htmlFor={fieldId}>
                {t('follow.server')}
            </label>
            <span className="follow__row">
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
                    dir="ltr"
                    defaultValue={value}
                    aria-invalid={error ? 'true' : undefined}
                    aria-describedby={error ? errorId : undefined}
                />
                <button className="button" type="submit">
                    {t('follow.submit')}
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
