import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

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
