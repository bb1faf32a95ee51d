import { create as contentDisposition } from 'content-disposition';
import { contactDetails, contactPhotoUrl } from '../../../domain/contacts/contact-details';
import { contactVCard } from '../../../domain/contacts/vcard';
import { sanitizeFileName } from '../../../domain/media/filename';
import type { AppDeps } from '../../app-deps';
import { sendCacheable } from '../../cache/send-cacheable';
import { CONTACTS_KEY } from '../../cache/surrogate-keys';
import { pathParam } from '../../http/express-path';
import { RouteAnswers } from '../../http/route-answers';
import { PAGE_CACHE_CONTROL } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';

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
