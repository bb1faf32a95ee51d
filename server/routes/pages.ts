import { Router } from 'express';
import { createElement } from 'react';
import { ROUTES } from '../../domain/routes';
import { AboutPage } from '../../views/pages/AboutPage';
import { ContactsPage } from '../../views/pages/ContactsPage';
import { PolicyPage } from '../../views/pages/PolicyPage';
import type { AppDeps } from '../app-deps';
import { CONTACTS_KEY } from '../cache/surrogate-keys';
import { sendPage } from '../render/send-page';
import { requestContext } from '../request-context';
import { newsroomName } from '../seo/title-description';
import { expressPath } from './express-path';

/** The standalone pages: contacts, about, and the privacy and cookie policies. */
export function pageRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get(expressPath(ROUTES.contacts), (_req, res) => {
        const { snapshot, language, site } = requestContext(res);
        sendPage(res, deps, {
            keys: [CONTACTS_KEY],
            head: { kind: 'page', title: site.t('contacts.title') },
            page: createElement(ContactsPage, { contacts: snapshot.contactsFor(language.code) }),
        });
    });
    router.get(expressPath(ROUTES.about), (_req, res) => {
        const { snapshot, language, site } = requestContext(res);
        sendPage(res, deps, {
            keys: [CONTACTS_KEY],
            head: { kind: 'page', title: site.t('about.title', { company: newsroomName(site) }) },
            page: createElement(AboutPage, { contacts: snapshot.contactsFor(language.code) }),
        });
    });
    router.get(expressPath(ROUTES.privacyPolicy), (_req, res) => {
        sendPage(res, deps, {
            keys: [],
            head: { kind: 'page', title: requestContext(res).t('policy.privacyTitle') },
            page: createElement(PolicyPage, { kind: 'privacy-policy' }),
        });
    });
    router.get(expressPath(ROUTES.cookiePolicy), (_req, res) => {
        sendPage(res, deps, {
            keys: [],
            head: { kind: 'page', title: requestContext(res).t('policy.cookiesTitle') },
            page: createElement(PolicyPage, { kind: 'cookie-policy' }),
        });
    });
    return router;
}
