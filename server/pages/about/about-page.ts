import { createElement } from 'react';
import { AboutPage } from '../../../views/pages/AboutPage';
import type { AppDeps } from '../../app-deps';
import { CONTACTS_KEY } from '../../cache/surrogate-keys';
import { RouteAnswers } from '../../http/route-answers';
import { sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';
import { newsroomName } from '../../seo/title-description';

/** `/about`: the company's information in the page's language, with its press contacts. */
export function aboutRoutes(deps: AppDeps): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('about', (_req, res) => {
        const { snapshot, language, site, urls } = requestContext(res);
        const contacts = snapshot.contacts.shownIn(language.code);
        sendPage(res, deps, {
            keys: [CONTACTS_KEY],
            head: {
                title: site.language.t('about.title', { company: newsroomName(site) }),
                contacts: { contacts, pageUrl: urls.absoluteUrls.page(language.code, 'about') },
            },
            page: createElement(AboutPage, { contacts }),
        });
    });
    return routes;
}
