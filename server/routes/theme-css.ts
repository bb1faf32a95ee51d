import { Router } from 'express';
import type { AppDeps } from '../app-deps';

/**
 * The newsroom's colours and font as CSS custom properties. A stylesheet rather than an inline
 * <style> so the Content-Security-Policy needs no 'unsafe-inline'; the URL carries the content
 * version, so it can be cached for a year.
 */
export function themeCssRoutes(deps: AppDeps): Router {
    const router = Router();
    router.get('/theme.css', async (req, res) => {
        const snapshot = await deps.content.get();
        const theme = snapshot.newsroom.theme;
        const css = `:root{--accent:${theme.accent_color};--background:${theme.background_color};--text:${theme.text_color};--header-background:${theme.header_background_color};--header-link:${theme.header_link_color};--footer-background:${theme.footer_background_color};--footer-text:${theme.footer_text_color}}\n`;
        res.type('text/css');
        res.setHeader(
            'Cache-Control',
            req.query.v === String(snapshot.version) ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        );
        res.send(css);
    });
    return router;
}
