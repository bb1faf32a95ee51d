import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PREZLY_ASSETS_CDN_URL } from '../../../../server/config/config';

describe('loadConfig', () => {
    it('gives every setting a default', () => {
        const config = loadConfig({});
        expect(config.PORT).toBe(3000);
        expect(config.CONTENT_SOURCE).toBe('files');
        expect(config.SEARCH_BACKEND).toBe('embedded');
        expect(config.siteUrl).toBe('http://localhost:3000');
        expect(config.assetsCdnUrl).toBe('http://localhost:3000/cdn');
    });

    it('honours PORT, PUBLIC_URL and BASE_PATH', () => {
        const config = loadConfig({ PORT: '8080', PUBLIC_URL: 'https://press.example.com/', BASE_PATH: '/newsroom' });
        expect(config.PORT).toBe(8080);
        expect(config.siteUrl).toBe('https://press.example.com/newsroom');
        expect(config.assetsCdnUrl).toBe('https://press.example.com/newsroom/cdn');
    });

    it.each([
        [{ HOST: '127.0.0.1', PORT: '8080' }, 'http://127.0.0.1:8080'],
        [{ HOST: '::1' }, 'http://[::1]:3000'],
        [{ HOST: 'press.internal' }, 'http://press.internal:3000'],
        // Listening on every interface names no host: the machine itself is reached as localhost.
        [{ HOST: '0.0.0.0' }, 'http://localhost:3000'],
        [{ HOST: '::' }, 'http://localhost:3000'],
        [{ HOST: '127.0.0.1', PUBLIC_URL: 'https://press.example.com' }, 'https://press.example.com'],
    ])('without PUBLIC_URL, the site URL follows HOST: %j', (env, siteUrl) => {
        expect(loadConfig(env).siteUrl).toBe(siteUrl);
    });

    it.each([
        [{ PORT: 'eighty' }, /^Invalid configuration: PORT expected a port number \(got "eighty"\)$/],
        [{ PORT: '70000' }, /^Invalid configuration: PORT expected a port between 1 and 65535/],
        [{ PUBLIC_URL: 'ftp://x' }, /^Invalid configuration: PUBLIC_URL expected an http\(s\) URL/],
        [{ BASE_PATH: 'newsroom/' }, /^Invalid configuration: BASE_PATH expected a path like \/newsroom/],
        [{ CONTENT_SOURCE: 'mysql' }, /^Invalid configuration: CONTENT_SOURCE expected files or prezly/],
        [
            { CONTENT_SOURCE: 'prezly' },
            /^Invalid configuration: PREZLY_ACCESS_TOKEN required when CONTENT_SOURCE=prezly \(got unset\)$/,
        ],
        [
            { SEARCH_BACKEND: 'meilisearch' },
            /^Invalid configuration: MEILISEARCH_HOST required when SEARCH_BACKEND=meilisearch/,
        ],
    ])('rejects %j with one line naming the variable', (env, message) => {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(message);
    });

    it('stops the server with exit code 1 and one clear line on a wrong value', () => {
        const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
            env: { ...process.env, PORT: 'not-a-port' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(
            result.stderr
                .trim()
                .split('\n')
                .filter((line) => !line.includes('nodedir')),
        ).toEqual(['Invalid configuration: PORT expected a port number (got "not-a-port")']);
    });
});

describe('a refused secret is never echoed', () => {
    const refusal = (env: Record<string, string>) => {
        try {
            loadConfig(env);
        } catch (error) {
            if (error instanceof ConfigError) return error.message;
            throw error;
        }
        throw new Error(`${JSON.stringify(env)} was accepted`);
    };

    it.each([
        [
            { WEBHOOK_SECRET: 'short' },
            'Invalid configuration: WEBHOOK_SECRET expected at least 16 characters (got 5 characters, not shown)',
        ],
        [
            { REDIS_URL: 'http://default:hunter2-pass@redis.example:6379' },
            'Invalid configuration: REDIS_URL expected a redis:// or rediss:// URL (got "http://***@redis.example:6379")',
        ],
        [
            { REDIS_URL: 'redis//:hunter2-pass@redis.example' },
            'Invalid configuration: REDIS_URL expected a redis:// or rediss:// URL (got "redis//***@redis.example")',
        ],
        [
            { CDN_PURGE: 'varnish', VARNISH_URL: 'ftp://purger:hunter2-pass@varnish.internal' },
            'Invalid configuration: VARNISH_URL expected an http(s) URL (got "ftp://***@varnish.internal")',
        ],
        [
            { MEILISEARCH_HOST: 'meili.internal?api_key=hunter2-pass&x=1' },
            'Invalid configuration: MEILISEARCH_HOST expected an http(s) URL (got "meili.internal?api_key=***&x=1")',
        ],
    ])('%j', (env, message) => {
        expect(refusal(env)).toBe(message);
        expect(refusal(env)).not.toContain('hunter2');
    });

    it('still shows values that are no secret', () => {
        expect(refusal({ PUBLIC_URL: 'ftp://press.example' })).toBe(
            'Invalid configuration: PUBLIC_URL expected an http(s) URL (got "ftp://press.example")',
        );
    });

    it('keeps the secret out of what the server prints when it stops', () => {
        const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
            env: { ...process.env, WEBHOOK_SECRET: 'hunter2' },
            encoding: 'utf8',
            timeout: 30_000,
        });
        expect(result.status).toBe(1);
        expect(result.stderr).toContain('WEBHOOK_SECRET expected at least 16 characters');
        expect(`${result.stdout}${result.stderr}`).not.toContain('hunter2');
        // Starting Node with tsx on the whole server takes seconds on a busy machine: the child's own limit.
    }, 30_000);
});

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
            PREZLY_CONCURRENCY: 4,
            PREZLY_RETRIES: 4,
            PREZLY_SWEEP_INTERVAL_SECONDS: 900,
            CONTENT_SNAPSHOT_DIR: '.cache/content-snapshot',
        });
    });

    it.each([
        [{ PREZLY_ACCESS_TOKEN: undefined }, 'PREZLY_ACCESS_TOKEN required when CONTENT_SOURCE=prezly'],
        [{ PREZLY_NEWSROOM_UUID: undefined }, 'PREZLY_NEWSROOM_UUID required when CONTENT_SOURCE=prezly'],
        [{ CONTENT_STALE_LIMIT_SECONDS: '-5' }, 'CONTENT_STALE_LIMIT_SECONDS expected a number of seconds'],
        [{ WEBHOOK_SECRET: 'short' }, 'WEBHOOK_SECRET expected at least 16 characters'],
        [{ PREZLY_CONCURRENCY: '0' }, 'PREZLY_CONCURRENCY expected 1 to 16 (got "0")'],
        [{ PREZLY_CONCURRENCY: 'many' }, 'PREZLY_CONCURRENCY expected a number of calls'],
        [{ PREZLY_RETRIES: '11' }, 'PREZLY_RETRIES expected 0 to 10'],
        [{ PREZLY_SWEEP_INTERVAL_SECONDS: '0' }, 'PREZLY_SWEEP_INTERVAL_SECONDS expected a number of seconds'],
    ])('refuses %j', (override, message) => {
        expect(() => loadConfig({ ...prezly, ...override })).toThrow(ConfigError);
        expect(() => loadConfig({ ...prezly, ...override })).toThrow(message);
    });
});
