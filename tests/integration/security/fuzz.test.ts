/**
 * Property-based robustness: random paths, queries, headers and bodies thrown at the real app.
 * Whatever arrives, the answer is never a 5xx and the process never crashes.
 */
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let testApp: TestApp;
beforeAll(async () => {
    testApp = await createTestApp();
});

const PREFIXES = [
    '',
    '/ar',
    '/fr',
    '/de',
    '/nl',
    '/EN',
    '/zh-hant',
    '/category',
    '/media',
    '/media/album',
    '/cdn',
    '/api',
    '/search',
    '/feed',
    '/static',
    '/static/assets',
    '/analytics',
    '/oembed',
];

/** Segments an attacker or a broken crawler would send. */
const segment = fc.oneof(
    fc.webSegment(),
    fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '%2F',
        '%5C',
        '%00',
        '%',
        '%zz',
        '%E0%A4%A',
        '\\',
        '~',
        'page',
        'feed.json',
        '.json',
        'category',
        'aurora-2-longer-range-recycled-aluminium',
    ),
    fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
    fc.string({ maxLength: 300 }).map(encodeURIComponent),
);

const path = fc
    .tuple(fc.constantFrom(...PREFIXES), fc.array(segment, { maxLength: 5 }), fc.boolean())
    .map(([prefix, segments, trailingSlash]) =>
        `${prefix}/${segments.join('/')}${trailingSlash ? '/' : ''}`.replace(/^\/\//, '/'),
    );

const queryValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('0', '-1', '1e99', '99999999999999999999', 'NaN', '[]', '{}', '%', '2025', '13'),
);
const query = fc
    .dictionary(
        fc.constantFrom(
            'page',
            'query',
            'category',
            'year',
            'month',
            'utm_id',
            'url',
            'format',
            'locale',
            'v',
            'q[$gt]',
            'page[]',
        ),
        queryValue,
        { maxKeys: 4 },
    )
    .map((params) => new URLSearchParams(params).toString());

const headers = fc.record(
    {
        'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, gzip;q=0', '*', 'nonsense'),
        'if-none-match': fc.oneof(fc.constant('*'), fc.string({ maxLength: 30 })),
        'accept-language': fc.string({ maxLength: 30 }),
        accept: fc.constantFrom('text/html', 'application/json', 'image/avif,image/webp', '*/*', ''),
        cookie: fc.oneof(
            fc.constant('consent=true'),
            fc.constant('consent=%7Bnot-json'),
            fc.string({ maxLength: 60 }).filter((v) => !/[\r\n]/.test(v)),
        ),
    },
    { requiredKeys: [] },
);

const safeHeaderValue = (value: string) => value.replace(/[^\x20-\x7e]/g, '');

/** The one right 5xx: oEmbed asks for 501 when a client wants a format other than JSON. */
const refusesOEmbedFormat = (requestPath: string, queryString: string) =>
    /^\/oembed\/?$/.test(requestPath) && !['', 'json'].includes(new URLSearchParams(queryString).get('format') ?? '');

/** Hundreds of requests a property: a guard against a hang, generous enough for a loaded machine. */
const PROPERTY_TIMEOUT_MS = 90_000;

describe('the app under random input', () => {
    it(
        'answers every GET with a status below 500 (501 only for an oEmbed format other than JSON)',
        async () => {
            await fc.assert(
                fc.asyncProperty(path, query, headers, async (requestPath, queryString, requestHeaders) => {
                    let call = request(testApp.app).get(queryString ? `${requestPath}?${queryString}` : requestPath);
                    for (const [name, value] of Object.entries(requestHeaders))
                        call = call.set(name, safeHeaderValue(value));
                    const response = await call;
                    if (response.status === 501 && refusesOEmbedFormat(requestPath, queryString)) return;
                    expect(response.status, `${requestPath}?${queryString}`).toBeLessThan(500);
                }),
                { numRuns: 400 },
            );
        },
        PROPERTY_TIMEOUT_MS,
    );

    const postTargets = [
        '/api/fetch-stories',
        '/api/fetch-galleries',
        '/subscribe',
        '/fr/subscribe',
        '/analytics/track/p',
        '/analytics/track/t',
        '/api/webhooks/prezly',
        '/',
        '/search',
    ];
    const body = fc.oneof(
        fc.json().map((json) => ({ type: 'application/json', text: json })),
        fc.string({ maxLength: 200 }).map((text) => ({ type: 'application/json', text })),
        fc.string({ maxLength: 200 }).map((text) => ({ type: 'text/plain', text })),
        fc
            .dictionary(fc.constantFrom('email', 'page', 'pageSize', 'x'), fc.string({ maxLength: 40 }))
            .map((form) => ({ type: 'application/x-www-form-urlencoded', text: new URLSearchParams(form).toString() })),
        fc
            .record(
                {
                    page: fc.oneof(fc.integer(), fc.double(), fc.string()),
                    pageSize: fc.oneof(fc.integer(), fc.constant(1e308)),
                    category: fc.anything(),
                    localeCode: fc.string({ maxLength: 10 }),
                    withHighlightedStory: fc.anything(),
                },
                { requiredKeys: [] },
            )
            .map((value) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' })),
    );

    it(
        'answers every POST with a status below 500',
        async () => {
            await fc.assert(
                fc.asyncProperty(fc.constantFrom(...postTargets), body, async (target, { type, text }) => {
                    const response = await request(testApp.app).post(target).set('Content-Type', type).send(text);
                    expect(response.status, `${target} ${text.slice(0, 80)}`).toBeLessThan(500);
                }),
                { numRuns: 300 },
            );
        },
        PROPERTY_TIMEOUT_MS,
    );
});
