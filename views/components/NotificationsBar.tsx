import { useSite } from '../site-context';

/** The notices editors pin on every page of a language (maintenance, press-day hours…). */
export function NotificationsBar() {
    const { t, language } = useSite();
    if (language.notifications.length === 0) return null;
    return (
        <section className="notifications" aria-label={t('notifications.label')}>
            {language.notifications.map((notification) => (
                <div key={notification.id} className={`notification notification--${notification.style}`}>
                    <div className="container notification__inner">
                        <p className="notification__text" dir="auto">
                            {notification.title ? <strong>{notification.title}</strong> : null}
                            {notification.title && notification.description
                                ? ` ${notification.description}`
                                : notification.description || null}
                        </p>
                        {notification.actions.map((action) => (
                            <a
                                key={action.url}
                                className="notification__action"
                                href={action.url}
                                target={action.new_tab ? '_blank' : undefined}
                                rel={action.new_tab ? 'noopener noreferrer' : undefined}
                            >
                                {action.text}
                            </a>
                        ))}
                    </div>
                </div>
            ))}
        </section>
    );
}
