import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../helpers/test-app';

function directives(csp: string): Map<string, string[]> {
    return new Map(
        csp
            .split(';')
            .map((part) => part.trim().split(/\s+/))
            .filter((parts) => parts[0])
            .map(([name, ...values]) => [name!, values]),
    );
}

describe('security headers', () => {
    it('sends a strict Content-Security-Policy without unsafe-inline or unsafe-eval', async () => {
        const { app } = await createTestApp();
        const response = await request(app).get('/');
        const csp = directives(response.headers['content-security-policy']!);
        expect(csp.get('default-src')).toEqual(["'self'"]);
        expect(csp.get('script-src')).toContain("'self'");
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors')).toBeDefined();
        for (const [name, values] of csp) {
            expect(values, name).not.toContain("'unsafe-inline'");
            expect(values, name).not.toContain("'unsafe-eval'");
        }
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['permissions-policy']).toContain('camera=()');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('adds HSTS in production only', async () => {
        const production = await createTestApp({
            env: { NODE_ENV: 'production', PUBLIC_URL: 'https://newsroom.test' },
        });
        expect((await request(production.app).get('/')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
        const development = await createTestApp();
        expect((await request(development.app).get('/')).headers['strict-transport-security']).toBeUndefined();
    });

    it('marks hashed assets immutable and pages shareable by CDNs', async () => {
        const { app, deps } = await createTestApp();
        const asset = await request(app).get(deps.assets.runtime);
        expect(asset.status).toBe(200);
        expect(asset.headers['cache-control']).toContain('immutable');
        const page = await request(app).get('/');
        expect(page.headers['cache-control']).toMatch(/s-maxage=\d+/);
        expect(page.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
        expect(page.headers['cache-control']).toMatch(/stale-if-error=\d+/);
    });
});

describe('a site under a base path', () => {
    it('answers 404, not 500, for paths outside it, and serves its assets under it', async () => {
        const { app, deps } = await createTestApp({ env: { BASE_PATH: '/newsroom' } });
        const outside = await request(app).get(deps.assets.runtime);
        expect(outside.status).toBe(404);
        expect((await request(app).get('/some-story')).status).toBe(404);
        const home = await request(app).get('/newsroom');
        expect(home.status).toBe(200);
        expect((await request(app).get(`/newsroom${deps.assets.runtime}`)).status).toBe(200);
    });
});
