import type { Language } from '../../domain/content';
import { linkedText, linksNamedIn } from '../../domain/text/linked-text';
import { usePageLanguage } from '../site-context';

type Action = Language['notifications'][number]['actions'][number];

/** An action's link, in the text or as a button of its own. */
function ActionLink({ action, className }: { action: Action; className?: string }) {
    return (
        <a
            className={className}
            href={action.url}
            target={action.new_tab ? '_blank' : undefined}
            rel={action.new_tab ? 'noopener noreferrer' : undefined}
        >
            {action.text}
        </a>
    );
}

/** Text whose bracketed names are the links of the actions of those names. */
function LinkedText({ text, actions }: { text: string; actions: readonly Action[] }) {
    return linkedText(text, actions).map((part, index) =>
        typeof part === 'string' ? (
            part
        ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
            <ActionLink key={index} action={part.link} />
        ),
    );
}

/**
 * The notices editors pin on every page of a language (maintenance, press-day hours…). As in
 * Prezly, a name in brackets in the title or description (`Visit [our website]`) is the link of
 * the action of that name; the actions the text does not name are links after it.
 */
export function NotificationsBar() {
    const { t, newsroomLanguage } = usePageLanguage();
    if (newsroomLanguage.notifications.length === 0) return null;
    return (
        <section className="notifications" aria-label={t('notifications.label')}>
            {newsroomLanguage.notifications.map((notification) => {
                const { title, description, actions } = notification;
                const inText = linksNamedIn(`${title} ${description}`, actions);
                return (
                    <div key={notification.id} className={`notification notification--${notification.style}`}>
                        <div className="container notification__inner">
                            <p className="notification__text" dir="auto">
                                {title ? (
                                    <strong>
                                        <LinkedText text={title} actions={actions} />
                                    </strong>
                                ) : null}
                                {title && description ? ' ' : null}
                                {description ? <LinkedText text={description} actions={actions} /> : null}
                            </p>
                            {actions
                                .filter((action) => !inText.has(action))
                                .map((action) => (
                                    <ActionLink key={action.url} action={action} className="notification__action" />
                                ))}
                        </div>
                    </div>
                );
            })}
        </section>
    );
}
