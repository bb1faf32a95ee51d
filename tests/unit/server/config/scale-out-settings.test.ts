import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config/config';

describe('scale-out settings', () => {
    it('run one process, no Redis and no CDN purge by default', () => {
        const config = loadConfig({});
        expect(config.webConcurrency).toBe(1);
        expect(config.REDIS_URL).toBeUndefined();
        expect(config.CDN_PURGE).toBeUndefined();
        expect(config.FASTLY_API_URL).toBe('https://api.fastly.com');
        expect(config.CLOUDFLARE_API_URL).toBe('https://api.cloudflare.com/client/v4');
        expect(config.PAGE_CACHE_MB).toBe(64);
    });

    it('read WEB_CONCURRENCY as a number, or auto for the number of cores', () => {
        expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
        expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(availableParallelism());
    });

    it.each([
        [{ WEB_CONCURRENCY: '0' }, /^Invalid configuration: WEB_CONCURRENCY /],
        [{ WEB_CONCURRENCY: 'many' }, /^Invalid configuration: WEB_CONCURRENCY /],
        [
            { REDIS_URL: 'http://cache:6379' },
            /^Invalid configuration: REDIS_URL expected a redis:\/\/ or rediss:\/\/ URL/,
        ],
        [{ CDN_PURGE: 'akamai' }, /^Invalid configuration: CDN_PURGE expected varnish, fastly or cloudflare/],
        [
            { CDN_PURGE: 'varnish' },
            /^Invalid configuration: VARNISH_URL required when CDN_PURGE=varnish \(got unset\)$/,
        ],
        [
            { CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc' },
            /^Invalid configuration: FASTLY_API_TOKEN required when CDN_PURGE=fastly/,
        ],
        [
            { CDN_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: 't' },
            /^Invalid configuration: CLOUDFLARE_ZONE_ID required when CDN_PURGE=cloudflare/,
        ],
    ])('rejects %o with one clear line', (env, message) => {
        expect(() => loadConfig(env)).toThrow(message);
    });

    it('accepts a complete CDN_PURGE setting and a rediss:// URL', () => {
        const config = loadConfig({
            CDN_PURGE: 'fastly',
            FASTLY_SERVICE_ID: 'svc',
            FASTLY_API_TOKEN: 'token',
            FASTLY_API_URL: 'http://127.0.0.1:9999/',
            REDIS_URL: 'rediss://user:pass@redis.example:6380',
        });
        expect(config.FASTLY_API_URL).toBe('http://127.0.0.1:9999');
        expect(config.REDIS_URL).toBe('rediss://user:pass@redis.example:6380');
    });
});
