/**
 * What an attacker tries first: open redirects through the locale and slug redirects, path
 * traversal into static and media files, oversized and malformed bodies, and fishing for
 * internals in error responses.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp();
});

describe('no open redirect', () => {
    it.each([
        '/en//evil.example',
        '/en///evil.example/path',
        '/en/%2F%2Fevil.example',
        '/en/%2f%2fevil.example',
        '/en/\\evil.example',
        '/en/%5Cevil.example',
        '/en/%5C%5Cevil.example',
        '/EN//evil.example',
        '/fr-fr//evil.example',
        '/FR/%2F%2Fevil.example?x=//evil.example',
        '//evil.example',
        '/\\evil.example',
    ])('%s never sends the visitor to another host', async (path) => {
        const response = await request(testApp.app).get(path);
        expect(response.status).toBeLessThan(500);
        const location = response.headers.location;
        if (location !== undefined) {
            const resolved = new URL(location, 'http://newsroom.test');
            expect(resolved.host).toBe('newsroom.test');
            expect(location).not.toMatch(/^[/\\]{2}/);
            expect(location).not.toMatch(/^\/[\\]/);
        }
    });
});

describe('no path traversal', () => {
    it.each([
        '/static/../package.json',
        '/static/%2e%2e/package.json',
        '/static/assets/..%2f..%2f..%2fpackage.json',
        '/static/assets/%2e%2e%2fmanifest.json%00',
        '/static/..%5c..%5cpackage.json',
        '/cdn/../../content/demo/newsroom.json',
        '/cdn/..%2f..%2fnewsroom.json/x.json',
        '/cdn/14f7f49b-7820-4c52-9e14-bf9ab8ed47f7/..%2f..%2fnewsroom.json',
        '/cdn/14f7f49b-7820-4c52-9e14-bf9ab8ed47f7/%2e%2e%2f%2e%2e%2fnewsroom.json',
        '/theme.css/../../package.json',
    ])('%s reveals no file outside the served folders', async (path) => {
        const response = await request(testApp.app).get(path);
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toContain('"dependencies"');
        expect(response.text).not.toContain('"display_name"');
    });
});

describe('request bodies', () => {
    it('refuses an oversized form with 413', async () => {
        const response = await request(testApp.app)
            .post('/subscribe')
            .type('form')
            .send(`email=${'a'.repeat(100_000)}@example.com`);
        expect(response.status).toBe(413);
    });

    it('refuses an oversized JSON body with 413 JSON', async () => {
        const response = await request(testApp.app)
            .post('/api/fetch-stories')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ page: 1, filterQuery: 'x'.repeat(200_000) }));
        expect(response.status).toBe(413);
        expect(response.body).toEqual({ message: expect.any(String) });
    });

    it('answers malformed JSON with 400 and a message', async () => {
        const response = await request(testApp.app)
            .post('/api/fetch-stories')
            .set('Content-Type', 'application/json')
            .send('{"page": 1,');
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: expect.any(String) });
    });
});

describe('errors reveal nothing internal', () => {
    it.each([
        ['GET', '/%E0%A4%A'],
        ['GET', '/x'.padEnd(5000, 'x')],
        ['GET', '/category/%00'],
        ['GET', '/search?query[$gt]=1'],
        ['GET', '/media?page=99999999999999999999999'],
        ['POST', '/api/fetch-stories'],
        ['POST', '/analytics/track/p'],
        ['DELETE', '/'],
    ])('%s %s', async (method, path) => {
        const response = await request(testApp.app)[method.toLowerCase() as 'get'](path);
        expect(response.status).toBeLessThan(500);
        expect(response.text).not.toMatch(/\n\s+at [\w.<>]+ \(/);
        expect(response.text).not.toContain(process.cwd());
        expect(response.text).not.toContain('node_modules');
    });
});
