/**
 * The answer while the site has no content yet (server/middleware/content-unavailable.ts): 503
 * with Retry-After, in the visitor's language (Accept-Language), a document drawn by React
 * (views/pages/ContentUnavailableDocument.tsx) and never cached. The app's own path to it (a
 * Prezly outage at start) is tests/integration/prezly/prezly-startup.test.ts.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../../../server/app-deps';
import { loadConfig } from '../../../../server/config/config';
import { createI18n } from '../../../../server/i18n/i18n';
import { contentUnavailable } from '../../../../server/middleware/content-unavailable';
import { parseHtml } from '../../../helpers/html';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** An app with nothing but the middleware, before any content has loaded. */
function appWithoutContent(i18n = createI18n()) {
    const deps = {
        config: loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test' }),
        i18n,
        // Only /healthz reads these, and these tests do not ask it.
        content: {} as AppDeps['content'],
        search: {} as AppDeps['search'],
    };
    const app = express();
    app.use(contentUnavailable(deps));
    return app;
}

describe('the answer while there is no content', () => {
    it('is a 503 page in the visitor’s language, to retry later, never cached nor indexed, without a script', async () => {
        const response = await request(appWithoutContent()).get('/').set('Accept-Language', 'fr-CA, en;q=0.5');
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('10');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-language']).toBe('fr');
        expect(response.headers.vary).toBe('Accept-Language');
        expect(response.headers['content-security-policy']).toBe("default-src 'none'");
        expect(response.type).toBe('text/html');
        expect(response.text.startsWith('<!doctype html><html lang="fr">')).toBe(true);
        const html = parseHtml(response.text);
        expect(html.querySelector('title')?.text).toBe('Une erreur s’est produite…');
        expect(html.querySelector('h1')?.text).toBe('Une erreur s’est produite…');
        expect(html.querySelector('p')?.text).toBe('Essayez d’actualiser la page ou revenez un peu plus tard.');
        expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
        expect(html.querySelector('html')?.hasAttribute('dir')).toBe(false);
        expect(html.querySelectorAll('script, link')).toHaveLength(0);
    });

    it('is written right to left for a visitor whose language is', async () => {
        const response = await request(appWithoutContent()).get('/').set('Accept-Language', 'ar');
        const root = parseHtml(response.text).querySelector('html');
        expect(root?.getAttribute('lang')).toBe('ar');
        expect(root?.getAttribute('dir')).toBe('rtl');
    });

    it('is English for a visitor who names no language we have', async () => {
        const response = await request(appWithoutContent()).get('/').set('Accept-Language', 'tlh');
        expect(response.headers['content-language']).toBe('en');
        expect(parseHtml(response.text).querySelector('h1')?.text).toBe('Something went wrong...');
    });

    it('is `{message}` under /api', async () => {
        const response = await request(appWithoutContent()).get('/api/fetch-stories').set('Accept-Language', 'de');
        expect(response.status).toBe(503);
        expect(response.body).toEqual({
            message: 'Etwas ist schiefgelaufen… Laden Sie die Seite neu oder schauen Sie etwas später wieder vorbei.',
        });
    });

    it('shows a catalogue’s words as text, whatever characters they hold', async () => {
        const folder = await mkdtemp(path.join(tmpdir(), 'locales-'));
        folders.push(folder);
        const title = '<script>alert(1)</script> & "down"';
        await writeFile(
            path.join(folder, 'en.json'),
            JSON.stringify({ errors: { serverErrorTitle: title, serverErrorSubtitle: '<b>later</b>' } }),
        );
        const response = await request(appWithoutContent(createI18n(folder))).get('/');
        const html = parseHtml(response.text);
        expect(html.querySelector('title')?.text).toBe(title);
        expect(html.querySelector('h1')?.text).toBe(title);
        expect(html.querySelector('p')?.text).toBe('<b>later</b>');
        expect(html.querySelectorAll('script, b')).toHaveLength(0);
    });
});
