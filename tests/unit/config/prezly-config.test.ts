import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PREZLY_ASSETS_CDN_URL } from '../../../server/config';

const prezly = { CONTENT_SOURCE: 'prezly', PREZLY_ACCESS_TOKEN: 'token', PREZLY_NEWSROOM_UUID: 'uuid' };

describe('Prezly settings', () => {
    it('defaults the assets CDN to Prezly’s when the content comes from Prezly', () => {
        expect(loadConfig(prezly).assetsCdnUrl).toBe(PREZLY_ASSETS_CDN_URL);
        expect(PREZLY_ASSETS_CDN_URL).toBe('https://cdn.uc.assets.prezly.com');
        expect(loadConfig({ ...prezly, ASSETS_CDN_URL: 'https://assets.example.com/' }).assetsCdnUrl).toBe(
            'https://assets.example.com',
        );
        expect(loadConfig({}).assetsCdnUrl).toBe('http://localhost:3000/cdn');
    });

    it('has cache, stale-limit and time-out defaults', () => {
        expect(loadConfig(prezly)).toMatchObject({
            PREZLY_API_URL: 'https://api.prezly.com',
            PREZLY_TIMEOUT_MS: 5000,
            CONTENT_CACHE_TTL_SECONDS: 60,
            CONTENT_STALE_LIMIT_SECONDS: 86400,
        });
    });

    it.each([
        [{ PREZLY_ACCESS_TOKEN: undefined }, 'PREZLY_ACCESS_TOKEN required when CONTENT_SOURCE=prezly'],
        [{ PREZLY_NEWSROOM_UUID: undefined }, 'PREZLY_NEWSROOM_UUID required when CONTENT_SOURCE=prezly'],
        [{ CONTENT_STALE_LIMIT_SECONDS: '-5' }, 'CONTENT_STALE_LIMIT_SECONDS expected a number of seconds'],
        [{ WEBHOOK_SECRET: 'short' }, 'WEBHOOK_SECRET expected at least 16 characters'],
    ])('refuses %j', (override, message) => {
        expect(() => loadConfig({ ...prezly, ...override })).toThrow(ConfigError);
        expect(() => loadConfig({ ...prezly, ...override })).toThrow(message);
    });
});
