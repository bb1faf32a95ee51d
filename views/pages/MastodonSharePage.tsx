import { MastodonShareForm } from '../components/MastodonShareForm';
import { SiteLayout } from '../layouts/SiteLayout';
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
        <SiteLayout>
            <div className="container section share-page">
                <h1 className="page-title">{t('story.shareOn', { network: 'Mastodon' })}</h1>
                <p className="page-header__lead">
                    <a href={url}>{title}</a>
                </p>
                {target && host ? (
                    <p>
                        <a className="button" href={target}>
                            {t('story.mastodonContinue', { server: host })}
                        </a>
                    </p>
                ) : (
                    <MastodonShareForm
                        url={url}
                        title={title}
                        idPrefix="share-page"
                        value={value}
                        error={t('story.mastodonInvalid')}
                    />
                )}
            </div>
        </SiteLayout>
    );
}
