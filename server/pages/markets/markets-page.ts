import { createElement } from 'react';
import { MarketsPage } from '../../../views/pages/MarketsPage';
import type { AppDeps } from '../../app-deps';
import { MARKETS_KEY } from '../../cache/surrogate-keys';
import { RouteAnswers } from '../../http/route-answers';
import { notFound } from '../../http-error';
import { sendPage } from '../../render/send-page';
import { requestContext } from '../../request-scope/request-context';

/**
 * `/markets`: every market of the hub the site belongs to, as a tile in the page's language,
 * this site's marked (docs/hub-newsrooms.md). It exists where the header's market switcher
 * links to it: a 404 on a site of no hub, or of a hub with no other market to show.
 */
export function marketsRoutes(deps: AppDeps): RouteAnswers {
    return new RouteAnswers().get('markets', (_req, res, next) => {
        const { site, urls } = requestContext(res);
        const { markets, t } = site.language;
        if (markets.length === 0) return next(notFound());
        sendPage(res, deps, {
            keys: [MARKETS_KEY],
            head: { title: t('markets.title') },
            // The page is in every language: the language switcher stays on it.
            languageTo: (language) => urls.to.page(language.code, 'markets'),
            page: createElement(MarketsPage, { markets }),
        });
    });
}
