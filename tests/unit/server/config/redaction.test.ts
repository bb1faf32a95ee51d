import { describe, expect, it } from 'vitest';
import { describeSettingValue, isSecretSetting } from '../../../../server/config/redaction';

describe('what a configuration error says about the value it refused', () => {
    it.each([
        'PREZLY_ACCESS_TOKEN',
        'WEBHOOK_SECRET',
        'MEILISEARCH_API_KEY',
        'MEILISEARCH_ADMIN_API_KEY',
        'ALGOLIA_API_KEY',
        'ALGOLIA_ADMIN_API_KEY',
        'FASTLY_API_TOKEN',
        'CLOUDFLARE_API_TOKEN',
    ])('%s is a secret: only its length is told', (name) => {
        expect(isSecretSetting(name)).toBe(true);
        expect(describeSettingValue(name, 'hunter2')).toBe('7 characters, not shown');
        expect(describeSettingValue(name, 'ü')).toBe('1 character, not shown');
    });

    it.each([
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'ALGOLIA_APP_ID',
        'FASTLY_SERVICE_ID',
        'CLOUDFLARE_ZONE_ID',
        'SEARCH_KEEP_ZERO_FACETS',
        'MEILISEARCH_INDEX',
    ])('%s is not a secret', (name) => {
        expect(isSecretSetting(name)).toBe(false);
    });

    it.each([
        ['PORT', undefined, 'unset'],
        ['WEBHOOK_SECRET', undefined, 'unset'],
        ['WEBHOOK_SECRET', '', 'an empty value'],
        ['PORT', 'eighty', '"eighty"'],
        ['REDIS_URL', 'redis://:hunter2@cache.internal:6379/0', '"redis://***@cache.internal:6379/0"'],
        ['REDIS_URL', 'rediss://default:hunter2@cache.internal', '"rediss://***@cache.internal"'],
        ['REDIS_URL', 'redis//user:hunter2@cache.internal', '"redis//***@cache.internal"'],
        ['VARNISH_URL', 'http://purge:hunter2@varnish.internal/', '"http://***@varnish.internal/"'],
        ['ANALYTICS_URL', 'https://c.example/?token=hunter2&site=a', '"https://c.example/?token=***&site=a"'],
        ['ANALYTICS_URL', 'https://c.example/?site=a&apiKey=hunter2#x', '"https://c.example/?site=a&apiKey=***#x"'],
        ['PUBLIC_URL', 'https://press.example.com/news', '"https://press.example.com/news"'],
        ['BASE_PATH', 'news@room', '"news@room"'],
    ])('%s=%j is told as %s', (name, value, told) => {
        expect(describeSettingValue(name, value)).toBe(told);
    });
});
