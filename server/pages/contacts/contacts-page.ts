import { createElement } from 'react';
import { ContactsPage } from '../../../views/pages/ContactsPage';
import type { AppDeps } from '../../app-deps';
import { CONTACTS_KEY } from '../../cache/surrogate-keys';
import { RouteAnswers } from '../../http/route-answers';
import { sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';

/** `/contacts` (docs/product-rules.md §2.15): the press contacts shown in the page's language. */
export function contactsRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('contacts', (_req, res) => {
        const { snapshot, language, site, urls } = requestContext(res);
        const contacts = snapshot.contacts.shownIn(language.code);
        sendPage(res, deps, {
            keys: [CONTACTS_KEY],
            head: {
                title: site.language.t('contacts.title'),
                contacts: { contacts, pageUrl: urls.absoluteUrls.page(language.code, 'contacts') },
            },
            page: createElement(ContactsPage, { contacts }),
        });
    });
    return routes;
}
