import type { ReactNode } from 'react';
import { SiteLayout } from '../layouts/SiteLayout';
import { usePageLanguage } from '../site-context';

export interface MastodonHandOffProps {
    /** The page's class (its own spacing) and heading. */
    className: string;
    title: string;
    /** What is being shared or followed, under the heading. */
    subject: ReactNode;
    /** The visitor's server's page and host when the server was valid; else `refused` is shown. */
    target: string | null;
    host: string | null;
    /** The form again, with the message, for a value that was not a server. */
    refused: ReactNode;
}

/**
 * The page between one of our Mastodon forms and the visitor's own server: the link to their
 * server's page (the page's refresh follows it at once), or the form again with a message when
 * what they typed was not a server.
 */
export function MastodonHandOff({ className, title, subject, target, host, refused }: MastodonHandOffProps) {
    const { t } = usePageLanguage();
    return (
        <SiteLayout>
            <div className={`container section ${className}`}>
                <h1 className="page-title">{title}</h1>
                <p className="page-header__lead">{subject}</p>
                {target && host ? (
                    <p>
                        <a className="button" href={target}>
                            {t('story.mastodonContinue', { server: host })}
                        </a>
                    </p>
                ) : (
                    refused
                )}
            </div>
        </SiteLayout>
    );
}
