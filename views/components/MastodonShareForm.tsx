import { usePageLanguage, useSiteAddresses } from '../site-context';
import { MastodonServerForm } from './MastodonServerForm';

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

/** The share form: the page's address and title go along, and the visitor lands on their server's share page. */
export function MastodonShareForm({ url, title, idPrefix, value, error }: MastodonShareFormProps) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <MastodonServerForm
            action={urls.shareMastodon(languageCode)}
            hidden={{ url, title }}
            fieldId={`${idPrefix}-mastodon-server`}
            label={t('story.mastodonServer')}
            submitLabel={t('story.shareOn', { network: 'Mastodon' })}
            className="share__mastodon-form"
            rowClassName="share__mastodon-row"
            value={value}
            error={error}
        />
    );
}
