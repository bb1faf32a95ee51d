/**
 * The first-party collector honours the visitor's `consent` cookie (docs/product-rules.md §4.4, §5.4, §9.2): with
 * `consent=false` an event is answered 204 and not stored; with `true`, no cookie or an
 * unreadable one (undecided) it is stored. Pages never read cookies: they stay the same for
 * every visitor.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
let logFile: string;
beforeAll(async () => {
    logFile = path.join(mkdtempSync(path.join(tmpdir(), 'consent-')), 'events.ndjson');
    testApp = await createTestApp({ env: { ANALYTICS_LOG_FILE: logFile, BASE_PATH: '/press' } });
});

/** The events stored so far, by their `event` name. */
const stored = () =>
    existsSync(logFile)
        ? readFileSync(logFile, 'utf8')
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line).event as string)
        : [];

async function send(name: string, cookie?: string) {
    const uuid = (await testApp.content.get()).newsroom.uuid;
    const event = { type: 'track', writeKey: uuid, event: name, prezly: { newsroom: uuid } };
    let call = request(testApp.app).post('/press/analytics/track/t').set('Content-Type', 'text/plain');
    if (cookie !== undefined) call = call.set('Cookie', cookie);
    return call.send(JSON.stringify(event));
}

describe('the collector and the consent cookie', () => {
    it('drops an event when the visitor refused (consent=false), answering 204', async () => {
        const response = await send('Refused', 'consent=false');
        expect(response.status).toBe(204);
        expect(response.headers['cache-control']).toBe('no-store');
        // An accepted event after it shows the log is written, just not with the refused one.
        expect((await send('After refusal', 'consent=true')).status).toBe(204);
        expect(stored()).toContain('After refusal');
        expect(stored()).not.toContain('Refused');
    });

    it('also reads a refusal written percent-encoded, among other cookies', async () => {
        expect((await send('Refused encoded', 'theme=dark; consent=%66alse; other=1')).status).toBe(204);
        expect(stored()).not.toContain('Refused encoded');
    });

    it.each([
        ['consent=true', 'Accepted'],
        [undefined, 'No cookie'],
        ['consent=maybe', 'Unreadable cookie'],
        ['consent=null', 'Undecided cookie'],
    ])('stores the event with %s', async (cookie, name) => {
        expect((await send(name, cookie)).status).toBe(204);
        expect(stored()).toContain(name);
    });

    it('still validates the body before anything is stored', async () => {
        const response = await request(testApp.app)
            .post('/press/analytics/track/t')
            .set('Content-Type', 'text/plain')
            .set('Cookie', 'consent=true')
            .send('{nope');
        expect(response.status).toBe(400);
        expect(response.body.message).toBeTruthy();
    });

    it("refuses a body its parser will not read as every JSON refusal, in the visitor's language", async () => {
        const response = await request(testApp.app)
            .post('/press/analytics/track/t')
            .set('Content-Type', 'text/plain')
            .set('Accept-Language', 'fr')
            .send('x'.repeat(20 * 1024));
        expect(response.status).toBe(413);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).toEqual({ message: 'Corps de requête trop volumineux' });
    });

    it('serves the same page whatever the consent cookie says', async () => {
        const [refused, accepted] = await Promise.all([
            request(testApp.app).get('/press/contacts').set('Cookie', 'consent=false'),
            request(testApp.app).get('/press/contacts').set('Cookie', 'consent=true'),
        ]);
        expect(refused.status).toBe(200);
        expect(refused.text).toBe(accepted.text);
        expect(refused.headers.etag).toBe(accepted.headers.etag);
        expect(refused.headers.vary ?? '').not.toMatch(/cookie/i);
    });
});
