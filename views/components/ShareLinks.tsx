import { NETWORK_NAMES, shareNetworks, shareUrl } from '../../domain/share/share-urls';
import { CopyLink } from '../../islands/copy-link/island';
import { useSite } from '../site-context';
import { MastodonShareForm } from './MastodonShareForm';

export interface ShareLinksProps {
    /** The absolute URL to share. */
    url: string;
    title: string;
    summary?: string;
    imageUrl?: string | null;
    /** Distinguishes the top and bottom share bars (their headings need unique ids). */
    placement: 'top' | 'bottom';
}

/**
 * The newsroom's chosen share networks (theme.sharing_actions) as plain links to each network's
 * share page, so they work without JavaScript, plus the copy-URL button when chosen. Mastodon
 * opens (a `<details>`, no script) a form asking for the visitor's server.
 */
export function ShareLinks({ url, title, summary, imageUrl, placement }: ShareLinksProps) {
    const { t, newsroom } = useSite();
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
                                <MastodonShareForm url={url} title={title} idPrefix={`share-${placement}`} />
                            </details>
                        </li>
                    ) : (
                        <li key={network}>
                            <a
                                className={`share__link share__link--${network}`}
                                href={shareUrl(network, { url, title, summary, imageUrl })}
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
