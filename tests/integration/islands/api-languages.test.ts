/**
 * The JSON `{message}` of /api errors comes in the visitor's language, chosen from
 * Accept-Language by i18next-http-middleware's detector: their URLs name no language. The
 * answers say so (`Vary: Accept-Language`, `Content-Language`) and are never cached.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

type ApiKey =
    | 'invalidField'
    | 'malformedJson'
    | 'unknownLocale'
    | 'unknownCategory'
    | 'invalidSearch'
    | 'notFound'
    | 'webhookUnauthorized';
const catalogue = (code: string) =>
    JSON.parse(readFileSync(path.resolve('locales', `${code}.json`), 'utf8')) as { api: Record<ApiKey, string> };
const fr = catalogue('fr').api;
const ar = catalogue('ar').api;
const en = catalogue('en').api;

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp({ env: { BASE_PATH: '/press', WEBHOOK_SECRET: 'a-webhook-secret-of-length' } });
});

const postJson = (url: string, body: string, language?: string) => {
    const call = request(testApp.app).post(`/press${url}`).set('Content-Type', 'application/json');
    return (language ? call.set('Accept-Language', language) : call).send(body);
};

function expectLocalized(response: request.Response, status: number, message: string, language: string) {
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ message });
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    expect(response.headers['content-language']).toBe(language);
    expect(response.headers['cache-control']).toBe('no-store');
}

describe('/api errors in the visitor’s language', () => {
    it('answers in French and Arabic by Accept-Language, with Vary', async () => {
        const body = JSON.stringify({ page: 1, pageSize: 2, localeCode: 'xx' });
        expectLocalized(
            await postJson('/api/fetch-stories', body, 'fr-FR,fr;q=0.9,en;q=0.5'),
            400,
            fr.unknownLocale,
            'fr',
        );
        expectLocalized(await postJson('/api/fetch-stories', body, 'ar'), 400, ar.unknownLocale, 'ar');
        expectLocalized(await postJson('/api/fetch-stories', body), 400, en.unknownLocale, 'en');
    });

    it('weighs the languages of the header (q) and skips the ones we have no catalogue for', async () => {
        const body = JSON.stringify({ page: 1, pageSize: 2, category: 999_999 });
        expectLocalized(
            await postJson('/api/fetch-stories', body, 'fr;q=0.4, ar;q=0.8'),
            404,
            ar.unknownCategory,
            'ar',
        );
        expectLocalized(await postJson('/api/fetch-stories', body, 'tlh, fr-CA;q=0.5'), 404, fr.unknownCategory, 'fr');
        expectLocalized(await postJson('/api/fetch-stories', body, 'tlh'), 404, en.unknownCategory, 'en');
    });

    it('maps Chinese scripts and regions to their catalogues (the aliases of docs/product-rules.md §8.5)', async () => {
        const body = JSON.stringify({ page: 1, pageSize: 2, localeCode: 'xx' });
        const zhTW = catalogue('zh-TW').api.unknownLocale;
        const zhCN = catalogue('zh-CN').api.unknownLocale;
        expectLocalized(await postJson('/api/fetch-stories', body, 'zh-Hant'), 400, zhTW, 'zh-TW');
        expectLocalized(await postJson('/api/fetch-stories', body, 'zh-HK,en;q=0.5'), 400, zhCN, 'zh-CN');
        expectLocalized(
            await postJson('/api/fetch-stories', body, 'pt-br'),
            400,
            catalogue('pt-BR').api.unknownLocale,
            'pt-BR',
        );
    });

    it('translates validation errors, keeping the field name', async () => {
        const response = await postJson('/api/fetch-galleries', JSON.stringify({ page: 0, pageSize: 2 }), 'fr');
        expectLocalized(response, 400, fr.invalidField.replace('{{field}}', 'page'), 'fr');
    });

    it('translates malformed JSON bodies, the search API and unknown /api paths', async () => {
        expectLocalized(await postJson('/api/fetch-stories', '{"page":', 'ar'), 400, ar.malformedJson, 'ar');
        const search = await request(testApp.app).get('/press/api/search?query=a&query=b').set('Accept-Language', 'fr');
        expectLocalized(search, 400, fr.invalidSearch, 'fr');
        const missing = await request(testApp.app).get('/press/api/nothing-here').set('Accept-Language', 'ar');
        expectLocalized(missing, 404, ar.notFound, 'ar');
    });

    it('translates the webhook’s refusal', async () => {
        const response = await request(testApp.app)
            .post('/press/api/webhooks/prezly')
            .set('Accept-Language', 'fr')
            .set('X-Webhook-Secret', 'wrong-secret-of-some-length');
        expectLocalized(response, 401, fr.webhookUnauthorized, 'fr');
    });

    it('never serves one visitor’s language to another from a cache', async () => {
        const url = '/press/api/search?query=a&query=b';
        const [first, second, third] = [
            await request(testApp.app).get(url).set('Accept-Language', 'ar'),
            await request(testApp.app).get(url).set('Accept-Language', 'fr'),
            await request(testApp.app).get(url).set('Accept-Language', 'ar'),
        ];
        expect([first.body.message, second.body.message, third.body.message]).toEqual([
            ar.invalidSearch,
            fr.invalidSearch,
            ar.invalidSearch,
        ]);
    });

    it('leaves successful answers without Vary or Content-Language from the header', async () => {
        const response = await postJson('/api/fetch-stories', JSON.stringify({ page: 1, pageSize: 2 }), 'fr');
        expect(response.status).toBe(200);
        expect(response.headers.vary ?? '').not.toMatch(/Accept-Language/i);
        expect(response.headers['content-language']).toBeUndefined();
    });
});
