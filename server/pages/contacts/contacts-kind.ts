import { sameContent } from '../../cache/content-diff';
import { CONTACTS_KEY } from '../../cache/surrogate-keys';
import { noFeeds, noSitemapEntries, type PageKind } from '../page-kind';
import { contactVCardRoutes } from './contact-vcard';
import { contactsRoutes } from './contacts-page';

/**
 * The press contacts page and each contact's vCard. Not in the sitemap, as today: the about
 * page and the stories show the same contacts.
 */
export const pageKind: PageKind = {
    answers: (deps) => contactsRoutes(deps).with(contactVCardRoutes(deps)),
    sitemap: noSitemapEntries,
    // The contacts: the contacts, about and home pages, every vCard.
    changedKeys(before, after, keys) {
        if (!sameContent(before.contacts.all, after.contacts.all)) keys.add(CONTACTS_KEY);
    },
    feedsListing: noFeeds,
};
