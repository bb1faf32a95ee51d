import { MastodonHandOff } from '../components/MastodonHandOff';
import { MastodonShareForm } from '../components/MastodonShareForm';
import { usePageLanguage } from '../site-context';

export interface MastodonSharePageProps {
    url: string;
    title: string;
    /** What the visitor typed. */
    value: string;
    /** Their server's share page and host when the server was valid; else the form is shown again. */
    target: string | null;
    host: string | null;
}

/**
 * The Mastodon hand-off: the link to the visitor's own server (the page's refresh follows it at
 * once), or the form again with a message when what they typed was not a server.
 */
export function MastodonSharePage({ url, title, value, target, host }: MastodonSharePageProps) {
    const { t } = usePageLanguage();
    return (
        <MastodonHandOff
            className="share-page"
            title={t('story.shareOn', { network: 'Mastodon' })}
            subject={<a href={url}>{title}</a>}
            target={target}
            host={host}
            refused={
                <MastodonShareForm
                    url={url}
                    title={title}
                    idPrefix="share-page"
                    value={value}
                    error={t('story.mastodonInvalid')}
                />
            }
        />
    );
}
