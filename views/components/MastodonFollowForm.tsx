import { usePageLanguage, useSiteAddresses } from '../site-context';
import { MastodonServerForm } from './MastodonServerForm';

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
 * The follow form: the actor goes along, and the visitor lands on their server's remote-follow
 * page, `https://{server}/authorize_interaction?uri=acct:…` (server/routes/follow.ts).
 */
export function MastodonFollowForm({ actor, idPrefix, value, error }: MastodonFollowFormProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <MastodonServerForm
            action={urls.followMastodon(languageCode)}
            hidden={{ actor: actor.identifier }}
            fieldId={`${idPrefix}-follow-server`}
            label={t('follow.server')}
            submitLabel={t('follow.submit')}
            className="follow__form"
            rowClassName="follow__row"
            value={value}
            error={error}
        />
    );
}
