import type { Contact } from '../content/contact';
import { imageUrl } from '../media/image-urls';
import { socialLinks } from '../social-links';

/** What a press contact's vCard and structured data say, gathered once from the contact. */
export interface ContactDetails {
    uuid: string;
    name: string;
    role: string | null;
    organisation: string | null;
    email: string | null;
    phone: string | null;
    mobile: string | null;
    website: string | null;
    /** An absolute address of the contact's photo (the caller builds it from the CDN), or null. */
    photoUrl: string | null;
    /** BCP 47 tags of the languages the contact is shown in (`en`, `pt-BR`); empty: not said. */
    languages: string[];
    /** Social profiles: the network's name as people know it (X, Facebook) and its address. */
    social: { name: string; url: string }[];
}

/** A contact's details; `photoUrl` is passed in because building it needs the CDN's address. */
export function contactDetails(contact: Contact, photoUrl: string | null): ContactDetails {
    const profiles = socialLinks({
        twitter: contact.twitter,
        facebook: contact.facebook,
        instagram: null,
        linkedin: null,
        pinterest: null,
        tiktok: null,
        youtube: null,
    });
    return {
        uuid: contact.uuid,
        name: contact.name.trim(),
        role: contact.description?.trim() || null,
        organisation: contact.company?.trim() || null,
        email: contact.email,
        phone: contact.phone?.trim() || null,
        mobile: contact.mobile?.trim() || null,
        website: contact.website ?? null,
        photoUrl,
        languages: contact.display_locales.map((code) => code.replaceAll('_', '-')),
        social: profiles.map(({ name, url }) => ({ name, url })),
    };
}

/** The photo's width for address books and structured data: shown small. */
const PHOTO_WIDTH = 400;

/** The contact's photo as an absolute address on the assets CDN; null without one. */
export function contactPhotoUrl(contact: Pick<Contact, 'avatar_image'>, assetsCdnUrl: string): string | null {
    return contact.avatar_image ? imageUrl(contact.avatar_image, assetsCdnUrl, PHOTO_WIDTH) : null;
}
