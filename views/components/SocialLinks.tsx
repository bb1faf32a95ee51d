import { useNewsroomSettings, usePageLanguage } from '../site-context';

/** The company's social profiles; each link's accessible name says whose profile it is. */
export function SocialLinks({ className }: { className?: string }) {
    const { t, company, socialLinks: links } = usePageLanguage();
    const { newsroom } = useNewsroomSettings();
    if (links.length === 0) return null;
    return (
        <ul className={`social-links${className ? ` ${className}` : ''}`} aria-label={t('about.followUs')}>
            {links.map((link) => (
                <li key={link.network}>
                    <a
                        className={`social-links__link social-links__link--${link.network}`}
                        href={link.url}
                        rel="noopener me"
                        aria-label={t('about.socialLink', {
                            company: company.name || newsroom.display_name,
                            network: link.name,
                        })}
                    >
                        {link.name}
                    </a>
                </li>
            ))}
        </ul>
    );
}
