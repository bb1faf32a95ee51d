import { contactDetails, contactPhotoUrl } from '../../domain/contacts/contact-details';
import { contactPersonJsonLd } from '../../domain/contacts/contact-json-ld';
import type { Contact } from '../../domain/content';
import { contactAnchor } from '../../domain/content/contact';
import { sharedJsonData } from '../../views/components/JsonScript';
import type { HeadSite } from './head-site';

/** The press contacts a page shows and the page's own address, for their structured data. */
export interface ContactsShown {
    contacts: readonly Contact[];
    /** The page's absolute address: each Person's `@id` is it plus the card's anchor. */
    pageUrl: string;
}

/**
 * One schema.org Person (with its press ContactPoint) per contact card on the page
 * (docs/product-rules.md §2.15), named `{page}#contact-{uuid}` like the card itself. The same
 * for every render of the page in a content version, so made (and written as JSON) once.
 */
export function contactsJsonLd(site: HeadSite, shown: ContactsShown): Record<string, unknown>[] {
    const key = `${site.language.languageCode}\u0000contacts-json-ld\u0000${shown.pageUrl}\u0000${shown.contacts.map((contact) => contact.uuid).join(' ')}`;
    return site.cache.sharedData(key, () =>
        shown.contacts.map((contact) =>
            sharedJsonData({
                '@context': 'https://schema.org',
                ...contactPersonJsonLd(
                    contactDetails(contact, contactPhotoUrl(contact, site.addresses.assetsCdnUrl)),
                    `${shown.pageUrl}#${contactAnchor(contact.uuid)}`,
                ),
            }),
        ),
    ) as Record<string, unknown>[];
}
