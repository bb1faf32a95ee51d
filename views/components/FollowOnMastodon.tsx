import { displayedHandle } from '../../domain/federation/remote-follow';
import { CopyLink } from '../../islands/copy-link/island';
import { usePageLanguage } from '../site-context';
import { type FollowedActor, MastodonFollowForm } from './MastodonFollowForm';
import { SharedMarkup } from './SharedMarkup';

export interface FollowOnMastodonProps {
    /** The newsroom's actor on the home page, the category's on its page; null without federation. */
    actor: FollowedActor | null;
}

/**
 * "Follow on Mastodon" (docs/federation.md): the actor's handle to copy (the button needs
 * scripts and shows only with them) and a form that sends the visitor to their own server's
 * follow page, which needs none. The handle is Latin text in every language: it is isolated
 * left-to-right so a right-to-left page does not reorder its `@` and dots. The same on every page
 * of an actor in a language, it is rendered once per content version (SharedMarkup, decision 15).
 */
export function FollowOnMastodon({ actor }: FollowOnMastodonProps) {
    const { t } = usePageLanguage();
    if (!actor) return null;
    const handle = displayedHandle(actor.account);
    const headingId = `follow-${actor.identifier}`;
    return (
        <section className="follow" aria-labelledby={headingId}>
            <SharedMarkup as="div" className="follow__body" cacheKey={`follow-on-mastodon ${actor.identifier}`}>
                <h2 className="follow__title" id={headingId}>
                    {t('follow.title')}
                </h2>
                <p className="follow__hint">{t('follow.hint')}</p>
                <div className="follow__handle-row">
                    <bdi className="follow__handle" dir="ltr">
                        {handle}
                    </bdi>
                    <CopyLink handle={handle} />
                </div>
                <MastodonFollowForm actor={actor} idPrefix={headingId} />
            </SharedMarkup>
        </section>
    );
}
