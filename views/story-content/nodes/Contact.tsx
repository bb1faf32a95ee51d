import { z } from 'zod';
import { imageUrl } from '../../../domain/media/image-urls';
import { socialLinks } from '../../../domain/social-links';
import { usePageLanguage, useSiteAddresses } from '../../site-context';
import { classNames } from '../class-names';
import { displayableImageUrl, safeLinkHref, safeWebUrl, telHref } from '../safe-url';
import { parseNode } from '../schemas';
import { useStoryContentOptions } from '../story-content-context';

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
        twitter: text,
        facebook: text,
    }),
    reference: z.string().nullish().catch(null),
    layout: z.enum(['card', 'signature']).catch('card'),
    show_avatar: z.boolean().catch(true),
});

/** Width of a contact's avatar on the assets CDN: twice its 64 CSS pixels. */
const AVATAR_WIDTH = 128;

/**
 * A press contact: name, job and company, and the ways to reach them as links, with their X and
 * Facebook profiles. The avatar is the newsroom contact's picture through the assets CDN when
 * the node names one (`reference`); else the node's `avatar_url` when the CSP lets it show.
 */
export function Contact({ node }: { node: unknown }) {
    const { t } = usePageLanguage();
    const { siteUrl, assetsCdnUrl } = useSiteAddresses();
    const { findContact } = useStoryContentOptions();
    const parsed = parseNode(ContactSchema, node);
    if (!parsed) return null;
    const { contact } = parsed;
    const known = parsed.reference ? findContact?.(parsed.reference) : undefined;
    const avatar = !parsed.show_avatar
        ? null
        : known?.avatar_image
          ? imageUrl(known.avatar_image, assetsCdnUrl, AVATAR_WIDTH)
          : displayableImageUrl(contact.avatar_url, [siteUrl, assetsCdnUrl]);
    const profiles = socialLinks({
        twitter: contact.twitter || known?.twitter || null,
        facebook: contact.facebook || known?.facebook || null,
        instagram: null,
        linkedin: null,
        pinterest: null,
        tiktok: null,
        youtube: null,
    });
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
                    {profiles.map((profile) => (
                        <ContactLink key={profile.network} label={profile.name} href={profile.url}>
                            {profileName(profile.url)}
                        </ContactLink>
                    ))}
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

/** A profile as people write it: `x.com/ada_acme`. */
function profileName(url: string): string {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/$/, '')}`;
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
