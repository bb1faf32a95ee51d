import { create as contentDisposition } from 'content-disposition';
import { contactDetails } from '../../domain/contacts/contact-details';
import { contactVCard } from '../../domain/contacts/vcard';
import type { Contact } from '../../domain/content';
import { sanitizeFileName } from '../../domain/media/filename';
import { imageUrl } from '../../domain/media/image-urls';
import type { AppDeps } from '../app-deps';
import { sendCacheable } from '../cache/send-cacheable';
import { CONTACTS_KEY } from '../cache/surrogate-keys';
import { PAGE_CACHE_CONTROL } from '../render/send-page';
import { requestContext } from '../request-scope/request-context';
import { pathParam } from '../routing/express-path';
import { RouteAnswers } from '../routing/route-answers';

/** The photo's width in the card: address books show it small. */
const PHOTO_WIDTH = 400;

/**
 * `/contacts/{uuid}.vcf` (docs/product-rules.md §2.15): one press contact as a vCard 4.0, for the
 * "Add to contacts" link of every contact card. Only contacts shown in the page's language have
 * one; any other uuid falls through to the not-found page. Kept in the page cache under the
 * contacts' surrogate key, so editing a contact evicts it.
 */
export function contactVCardRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('contactVCard', (req, res, next) => {
        const { snapshot, language } = requestContext(res);
        const uuid = pathParam(req.params, 'uuid').toLowerCase();
        const contact = snapshot.contacts.shownIn(language.code).find((shown) => shown.uuid === uuid);
        if (!contact) return next();
        sendCacheable(req, res, deps.pageCache ?? null, snapshot.version, {
            contentType: 'text/vcard; charset=utf-8',
            body: contactVCard(contactDetails(contact, contactPhotoUrl(contact, deps.config.assetsCdnUrl))),
            cacheControl: PAGE_CACHE_CONTROL,
            headers: {
                'Content-Disposition': contentDisposition(`${sanitizeFileName(contact.name)}.vcf`),
                'X-Robots-Tag': 'noindex',
            },
            keys: [CONTACTS_KEY],
        });
    });
    return routes;
}

/** The contact's photo at the card's width, as an absolute address; null without one. */
export function contactPhotoUrl(contact: Contact, assetsCdnUrl: string): string | null {
    return contact.avatar_image ? imageUrl(contact.avatar_image, assetsCdnUrl, PHOTO_WIDTH) : null;
}
