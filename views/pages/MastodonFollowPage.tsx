import { displayedHandle } from '../../domain/federation/remote-follow';
import { type FollowedActor, MastodonFollowForm } from '../components/MastodonFollowForm';
import { MastodonHandOff } from '../components/MastodonHandOff';
import { usePageLanguage } from '../site-context';

export interface MastodonFollowPageProps {
    actor: FollowedActor;
    /** What the visitor typed. */
    value: string;
    /** Their server's follow page and host when the server was valid; else the form is shown again. */
    target: string | null;
    host: string | null;
}

/**
 * The follow hand-off: the link to the visitor's own server's follow page (the page's refresh
 * follows it at once), or the form again with a message when what they typed was not a server.
 */
export function MastodonFollowPage({ actor, value, target, host }: MastodonFollowPageProps) {
    const { t } = usePageLanguage();
    return (
        <MastodonHandOff
            className="follow-page"
            title={t('follow.title')}
            subject={
                <bdi className="follow__handle" dir="ltr">
                    {displayedHandle(actor.account)}
                </bdi>
            }
            target={target}
            host={host}
            refused={
                <MastodonFollowForm
                    actor={actor}
                    idPrefix="follow-page"
                    value={value}
                    error={t('story.mastodonInvalid')}
                />
            }
        />
    );
}
