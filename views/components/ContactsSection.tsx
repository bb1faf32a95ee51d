import type { Contact } from '../../domain/content';
import { usePageLanguage } from '../site-context';
import { ContactCard } from './ContactCard';

/** The media contacts of a language, as a grid of cards. */
export function ContactsSection({ contacts, headingLevel = 2 }: { contacts: Contact[]; headingLevel?: 1 | 2 }) {
    const { t } = usePageLanguage();
    const Heading = headingLevel === 1 ? 'h1' : 'h2';
    return (
        <section className="section contacts" aria-labelledby="contacts-heading">
            <Heading className={headingLevel === 1 ? 'page-title' : 'section-title'} id="contacts-heading">
                {t('contacts.title')}
            </Heading>
            {contacts.length > 0 ? (
                <ul className="contact-grid">
                    {contacts.map((contact) => (
                        <li key={contact.uuid}>
                            <ContactCard contact={contact} headingLevel={headingLevel === 1 ? 2 : 3} />
                        </li>
                    ))}
                </ul>
            ) : (
                <p className="muted">{t('contacts.none')}</p>
            )}
        </section>
    );
}
