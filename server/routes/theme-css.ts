import { themeCss } from '../../domain/theme/theme-variables';
import { RouteAnswers } from '../http/route-answers';
import { compressAnswer } from '../middleware/compress-answer';
import { requestContext } from '../request-scope/request-context';

/**
 * The newsroom's colours (with derived, readable foregrounds), font stack and logo size as CSS
 * custom properties (domain/theme/theme-variables.ts). A stylesheet rather than an inline
 * <style> so the Content-Security-Policy needs no 'unsafe-inline'; the URL carries the content
 * version, so it can be cached for a year.
 */
export function themeCssRoutes(): RouteAnswers {
    const routes = new RouteAnswers();
    routes.get('themeCss', compressAnswer, (req, res) => {
        const { snapshot } = requestContext(res);
        const css = themeCss(snapshot.newsroom.theme);
        res.type('text/css');
        res.setHeader(
            'Cache-Control',
            req.query.v === String(snapshot.version) ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        );
        res.send(css);
    });
    return routes;
}
