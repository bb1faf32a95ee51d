/**
 * The settings of what an anonymous client can cost (docs/deploying.md, "Limits"): the request
 * limits, the analytics log's cap, and TRUST_PROXY, which decides whom the limits count.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../../server/config/config';

describe('request limit settings', () => {
    it('are on by default, with budgets a minute no visitor or journalist reaches', () => {
        const config = loadConfig({});
        expect(config.RATE_LIMITS).toBe(true);
        expect(config.RATE_LIMIT_WINDOW_SECONDS).toBe(60);
        expect([
            config.RATE_LIMIT_ANALYTICS,
            config.RATE_LIMIT_SEARCH,
            config.RATE_LIMIT_PDF,
            config.RATE_LIMIT_SUBSCRIBE,
            config.RATE_LIMIT_SHARE,
        ]).toEqual([300, 300, 20, 10, 30]);
    });

    it('turn off all at once, or one by a budget of 0', () => {
        expect(loadConfig({ RATE_LIMITS: 'false' }).RATE_LIMITS).toBe(false);
        expect(loadConfig({ RATE_LIMIT_PDF: '0' }).RATE_LIMIT_PDF).toBe(0);
    });

    it.each([
        [{ RATE_LIMITS: 'off' }, /^Invalid configuration: RATE_LIMITS expected true or false/],
        [{ RATE_LIMIT_SEARCH: '-1' }, /^Invalid configuration: RATE_LIMIT_SEARCH expected a number of requests/],
        [{ RATE_LIMIT_PDF: 'lots' }, /^Invalid configuration: RATE_LIMIT_PDF expected a number of requests/],
        [{ RATE_LIMIT_WINDOW_SECONDS: '0' }, /^Invalid configuration: RATE_LIMIT_WINDOW_SECONDS expected a number/],
        [
            { RATE_LIMIT_WINDOW_SECONDS: '100000' },
            /^Invalid configuration: RATE_LIMIT_WINDOW_SECONDS expected 1 to 86400/,
        ],
    ])('refuse %j with one line naming the variable', (env, message) => {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(message);
    });
});

describe('analytics log settings', () => {
    it('cap the log at 100 MB in five files by default', () => {
        const config = loadConfig({});
        expect(config.ANALYTICS_LOG_MAX_MB).toBe(100);
        expect(config.ANALYTICS_LOG_FILES).toBe(4);
    });

    it('refuse a cap too small for every worker’s files, saying what would do', () => {
        // 64 workers × 5 files of at least 256 KB: 80 MB.
        expect(() => loadConfig({ WEB_CONCURRENCY: '64', ANALYTICS_LOG_MAX_MB: '10' })).toThrow(
            'Invalid configuration: ANALYTICS_LOG_MAX_MB expected at least 80 for 64 worker(s) keeping 4 rotated file(s) each (got 10)',
        );
        expect(loadConfig({ WEB_CONCURRENCY: '64', ANALYTICS_LOG_MAX_MB: '80' }).ANALYTICS_LOG_MAX_MB).toBe(80);
        expect(() => loadConfig({ ANALYTICS_LOG_FILES: '0' })).toThrow(
            /^Invalid configuration: ANALYTICS_LOG_FILES expected 1 to 100/,
        );
    });
});

describe('TRUST_PROXY', () => {
    it.each([
        [undefined, 'loopback'],
        ['1', 1],
        ['2', 2],
        ['0', 0],
        ['loopback', 'loopback'],
        ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
        ['172.16.0.0/255.240.0.0', '172.16.0.0/255.240.0.0'],
        ['uniquelocal,fd00::/8', 'uniquelocal,fd00::/8'],
    ])('reads %j as Express’s trust proxy %j: a number is a count of proxies', (value, expected) => {
        expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
    });

    it.each(['true', 'yes', '10.0.0.0/33', 'router.internal', '', '1,2'])('refuses %j', (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
            /^Invalid configuration: TRUST_PROXY expected the number of proxies in front of the site/,
        );
    });
});
