import { z } from 'zod';
import { useSite } from '../../site-context';
import { classNames } from '../class-names';
import { displayableImageUrl, safeLinkHref, safeWebUrl, telHref } from '../safe-url';
import { parseNode } from '../schemas';

const text = z
    .string()
    .nullish()
    .catch(null)
    .transform((value) => value?.trim() ?? '');

const ContactSchema = z.looseObject({
    type: z.literal('contact'),
    contact: z.looseObject({
        name: z.string().trim().min(1),
        company: text,
        description: text,
        email: text,
        phone: text,
        mobile: text,
        website: text,
        address: text,
        avatar_url: text,
    }),
    layout: z.enum(['card', 'signature']).catch('card'),
    show_avatar: z.boolean().catch(true),
});

/** A press contact: name, job and company, and the ways to reach them as links. */
export function Contact({ node }: { node: unknown }) {
    const { t, siteUrl, assetsCdnUrl } = useSite();
    const parsed = parseNode(ContactSchema, node);
    if (!parsed) return null;
    const { contact } = parsed;
    const avatar = parsed.show_avatar ? displayableImageUrl(contact.avatar_url, [siteUrl, assetsCdnUrl]) : null;
    const role = [contact.description, contact.company].filter(Boolean).join(', ');
    const email = /^[^\s@]+@[^\s@]+$/.test(contact.email) ? safeLinkHref(`mailto:${contact.email}`) : null;
    const phone = telHref(contact.phone);
    const mobile = telHref(contact.mobile);
    const website = safeWebUrl(contact.website);
    return (
        <address className={classNames('content-contact', `content-contact--${parsed.layout}`)}>
            {avatar ? (
                <img className="content-contact__avatar" src={avatar} alt="" width={64} height={64} loading="lazy" />
            ) : null}
            <div className="content-contact__details">
                <p className="content-contact__name" dir="auto">
                    {contact.name}
                </p>
                {role ? (
                    <p className="content-contact__role" dir="auto">
                        {role}
                    </p>
                ) : null}
                <ul className="content-contact__links">
                    {email ? (
                        <ContactLink label={t('contacts.email')} href={email}>
                            {contact.email}
                        </ContactLink>
                    ) : null}
                    {phone ? (
                        <ContactLink label={t('contacts.phone')} href={phone}>
                            {contact.phone}
                        </ContactLink>
                    ) : null}
                    {mobile ? (
                        <ContactLink label={t('contacts.mobile')} href={mobile}>
                            {contact.mobile}
                        </ContactLink>
                    ) : null}
                    {website ? (
                        <ContactLink label={t('contacts.website')} href={website}>
                            {new URL(website).hostname.replace(/^www\./, '')}
                        </ContactLink>
                    ) : null}
                </ul>
                {contact.address ? (
                    <p className="content-contact__address" dir="auto">
                        {contact.address}
                    </p>
                ) : null}
            </div>
        </address>
    );
}

/** Addresses and numbers read left to right even on a right-to-left page. */
function ContactLink({ label, href, children }: { label: string; href: string; children: string }) {
    return (
        <li>
            <span className="content-contact__label">{label}</span>{' '}
            <a href={href} dir="ltr">
                {children}
            </a>
        </li>
    );
}
