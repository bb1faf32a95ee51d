import type { Contact } from '../../domain/content';
import { contactAnchor } from '../../domain/content/contact';
import { usePageLanguage, useSiteAddresses } from '../site-context';
import { Icon } from './Icon';
import { ResponsiveImage } from './ResponsiveImage';

/** A press contact: who they are and how to reach them. */
export function ContactCard({ contact, headingLevel = 3 }: { contact: Contact; headingLevel?: 2 | 3 }) {
    const Heading = headingLevel === 2 ? 'h2' : 'h3';
    const role = [contact.description, contact.company].filter(Boolean).join(', ');
    return (
        <article className="contact-card" id={contactAnchor(contact.uuid)}>
            <ContactAvatar contact={contact} />
            <div className="contact-card__body">
                <Heading className="contact-card__name" dir="auto">
                    {contact.name}
                </Heading>
                {role ? (
                    <p className="contact-card__role" dir="auto">
                        {role}
                    </p>
                ) : null}
                <ContactLinks contact={contact} />
                <AddToContacts contact={contact} />
            </div>
        </article>
    );
}

/** The contact's photo, or their initials when they have none. */
function ContactAvatar({ contact }: { contact: Contact }) {
    if (contact.avatar_image) {
        return (
            <ResponsiveImage
                image={contact.avatar_image}
                alt=""
                width={96}
                sizes="96px"
                className="contact-card__avatar"
            />
        );
    }
    const initials = contact.name
        .split(/\s+/)
        .map((part) => part.slice(0, 1))
        .slice(0, 2)
        .join('');
    return (
        <span className="contact-card__avatar contact-card__avatar--initials" aria-hidden="true">
            {initials}
        </span>
    );
}

const dialable = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** "Add to contacts": the contact's vCard (server/pages/contacts/contact-vcard.ts), named with the contact's name. */
function AddToContacts({ contact }: { contact: Contact }) {
    const { t, languageCode } = usePageLanguage();
    const { urls } = useSiteAddresses();
    return (
        <p className="contact-card__vcard">
            {/* The visible words begin the accessible name (WCAG 2.5.3); the name tells cards apart, isolated
                in its own direction like every name in another script. */}
            <a href={urls.contactVCard(languageCode, contact.uuid)} type="text/vcard" download="">
                {t('contacts.addToContacts')}
                <span className="visually-hidden">
                    : <bdi>{contact.name}</bdi>
                </span>
            </a>
        </p>
    );
}

/** E-mail, phones and website, each named for screen readers. */
function ContactLinks({ contact }: { contact: Contact }) {
    const { t } = usePageLanguage();
    return (
        <ul className="contact-card__links">
            {contact.email ? (
                <li>
                    <Icon name="mail" />
                    <span className="visually-hidden">{t('contacts.email')}: </span>
                    <a href={`mailto:${contact.email}`} dir="ltr">
                        {contact.email}
                    </a>
                </li>
            ) : null}
            {contact.phone ? (
                <li>
                    <Icon name="phone" />
                    <span className="visually-hidden">{t('contacts.phone')}: </span>
                    <a href={dialable(contact.phone)} dir="ltr">
                        {contact.phone}
                    </a>
                </li>
            ) : null}
            {contact.mobile ? (
                <li>
                    <Icon name="phone" />
                    <span className="visually-hidden">{t('contacts.mobile')}: </span>
                    <a href={dialable(contact.mobile)} dir="ltr">
                        {contact.mobile}
                    </a>
                </li>
            ) : null}
            {contact.website ? (
                <li>
                    <Icon name="link" />
                    <span className="visually-hidden">{t('contacts.website')}: </span>
                    <a href={contact.website} rel="noopener" dir="ltr">
                        {contact.website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}
                    </a>
                </li>
            ) : null}
        </ul>
    );
}
