import { createObjectMemo } from '../../domain/memo';
import { NETWORK_NAMES, type SharedPage, sharedText, shareNetworks, shareUrl } from '../../domain/share/share-urls';
import { CopyLink } from '../../islands/copy-link/island';
import { useNewsroomSettings, usePageLanguage } from '../site-context';
import { MastodonShareForm } from './MastodonShareForm';

export interface ShareLinksProps {
    /** What is shared (its absolute URL, title, summary, picture): one object for both bars. */
    share: SharedPage;
    /** Distinguishes the top and bottom share bars (their headings need unique ids). */
    placement: 'top' | 'bottom';
}

/** Each network's link for a shared page, made once for the page's two bars. */
const networkLinks = createObjectMemo<SharedPage, string>();

/**
 * The newsroom's chosen share networks (theme.sharing_actions) as plain links to each network's
 * share page, so they work without JavaScript, plus the copy-URL button when chosen. Mastodon
 * opens (a `<details>`, no script) a form asking for the visitor's server.
 */
export function ShareLinks({ share, placement }: ShareLinksProps) {
    const { url } = share;
    const { t } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    const actions = newsroom.theme.sharing_actions;
    const networks = shareNetworks(actions);
    if (networks.length === 0 && !actions.includes('copy_url')) return null;
    const headingId = `share-${placement}`;
    return (
        <section className={`share share--${placement}`} aria-labelledby={headingId}>
            <h2 className="share__title" id={headingId}>
                {t('story.share')}
            </h2>
            <ul className="share__list">
                {networks.map((network) =>
                    network === 'mastodon' ? (
                        <li key={network} className="share__mastodon">
                            <details>
                                <summary
                                    className="share__link share__link--mastodon"
                                    aria-label={t('story.shareOn', { network: NETWORK_NAMES.mastodon })}
                                >
                                    {NETWORK_NAMES.mastodon}
                                </summary>
                                <MastodonShareForm
                                    url={url}
                                    title={sharedText(share)}
                                    idPrefix={`share-${placement}`}
                                />
                            </details>
                        </li>
                    ) : (
                        <li key={network}>
                            <a
                                className={`share__link share__link--${network}`}
                                href={networkLinks(share, network, () => shareUrl(network, share))}
                                target={network === 'email' ? undefined : '_blank'}
                                rel={network === 'email' ? undefined : 'noopener noreferrer'}
                                aria-label={
                                    network === 'email'
                                        ? t('story.shareByEmail')
                                        : t('story.shareOn', { network: NETWORK_NAMES[network] })
                                }
                            >
                                {network === 'email' ? t('contacts.email') : NETWORK_NAMES[network]}
                            </a>
                        </li>
                    ),
                )}
                {actions.includes('copy_url') ? (
                    <li>
                        <CopyLink url={url} />
                    </li>
                ) : null}
            </ul>
        </section>
    );
}
