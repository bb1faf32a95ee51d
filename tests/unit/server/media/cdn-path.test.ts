import { describe, expect, it } from 'vitest';
import { parseCdnPath } from '../../../../server/media/cdn-path';

const UUID = '0a1b2c3d-0000-4000-8000-000000000001';

describe('CDN paths (docs/product-rules.md §7.5)', () => {
    it.each<[string, unknown]>([
        [`/${UUID}/photo.jpg`, { kind: 'file', uuid: UUID, effects: [], filename: 'photo.jpg' }],
        [`/${UUID}/a%20b%23c.jpg`, { kind: 'file', uuid: UUID, effects: [], filename: 'a b#c.jpg' }],
        [
            `/${UUID}/-/resize/640/-/format/auto/photo.jpg`,
            {
                kind: 'file',
                uuid: UUID,
                effects: [
                    ['resize', '640'],
                    ['format', 'auto'],
                ],
                filename: 'photo.jpg',
            },
        ],
        [
            `/${UUID}/-/preview/-/inline/no/photo.jpg`,
            { kind: 'file', uuid: UUID, effects: [['preview'], ['inline', 'no']], filename: 'photo.jpg' },
        ],
        [`/${UUID}/archive/zip/Press%20kit.zip`, { kind: 'zip', groupUuid: UUID, name: 'Press kit' }],
    ])('%s', (path, request) => {
        expect(parseCdnPath(path)).toEqual({ ok: true, request });
    });

    it.each<[string, number]>([
        ['/not-a-uuid/photo.jpg', 404],
        [`/${UUID.toUpperCase()}/photo.jpg`, 404],
        [`${UUID}/photo.jpg`, 404],
        [`/${UUID}`, 404],
        [`/${UUID}/`, 404],
        [`/${UUID}/-/resize/640/`, 404],
        [`/${UUID}/archive/zip/x.tar`, 404],
        [`/${UUID}/archive/zip/`, 404],
        [`/${UUID}/archive/zip/a/b.zip`, 404],
        [`/${UUID}/archive/rar/x.zip`, 404],
        [`/${UUID}/archive/zip/..%2Fx.zip`, 404],
        [`/${UUID}/resize/640/photo.jpg`, 400],
        [`/${UUID}/-/-/photo.jpg`, 400],
        [`/${UUID}/-/resize//640/photo.jpg`, 400],
        [`/${UUID}/gif2video/-/format/mp4/x.gif`, 400],
        [`/${UUID}/%E0%A4%A.jpg`, 400],
        [`/${UUID}/${'a'.repeat(2100)}`, 400],
    ])('%s → %i', (path, status) => {
        const result = parseCdnPath(path);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.status).toBe(status);
    });
});
