/**
 * The local assets CDN (docs/product-rules.md §7.5): files and derivatives from the media folder, rendered by sharp
 * and read back with sharp; format negotiation; caching headers and the disk cache; strict
 * effect parsing, size limits and path safety; gallery zips read back with a zip reader.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBinary } from '../../helpers/get-binary';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { readZip } from '../../helpers/zip-reader';
import { FILES, type MediaFixture, UUIDS, writeMediaFixture } from './media-fixture';

let fixture: MediaFixture;
let test: TestApp;

beforeAll(async () => {
    fixture = await writeMediaFixture();
    test = await createTestApp({ contentDir: fixture.dir, env: fixture.env });
});

const harbour = (effects = '') => `/cdn/${UUIDS.harbour}/${effects}${encodeURIComponent(FILES.harbour)}`;
const logo = (effects = '') => `/cdn/${UUIDS.logo}/${effects}${encodeURIComponent(FILES.logo)}`;

const get = (url: string, headers: Record<string, string> = {}) => getBinary(test.app, url, headers);

async function imageOf(url: string, headers: Record<string, string> = {}) {
    const res = await get(url, headers);
    expect(res.status, `${url}: ${res.body.toString().slice(0, 200)}`).toBe(200);
    const meta = await sharp(res.body as Buffer).metadata();
    return { res, width: meta.width, height: meta.height, format: meta.format, compression: meta.compression };
}

function cachedFiles(): string[] {
    return readdirSync(fixture.cacheDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('original files', () => {
    it('serves the stored bytes with immutable caching', async () => {
        const res = await get(harbour());
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(Buffer.compare(res.body, fixture.files.harbour)).toBe(0);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-disposition']).toBeUndefined();
        const again = await get(harbour(), { 'If-None-Match': res.headers.etag! });
        expect(again.status).toBe(304);
    });

    it('downloads with inline/no under the sanitised name; the stored name works too', async () => {
        const sanitised = await get(`/cdn/${UUIDS.pdf}/-/inline/no/${encodeURIComponent('Q3 results.pdf')}`);
        expect(sanitised.status).toBe(200);
        expect(sanitised.headers['content-disposition']).toBe('attachment; filename="Q3 results.pdf"');
        expect(sanitised.headers['content-type']).toBe('application/pdf');
        expect(Buffer.compare(sanitised.body, fixture.files.pdf)).toBe(0);
        const stored = await get(`/cdn/${UUIDS.pdf}/-/inline/no/${encodeURIComponent(FILES.pdf)}`);
        expect(stored.status).toBe(200);
        expect(stored.headers['content-disposition']).toBe('attachment; filename="Q3 results.pdf"');
    });
});

describe('control characters in stored names (docs/product-rules.md §5.8)', () => {
    it('replaces DEL (U+007F) like the other control characters', async () => {
        const res = await get(`/cdn/${UUIDS.deleted}/-/inline/no/Q4_results.pdf`);
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toBe('attachment; filename=Q4_results.pdf');
        expect(Buffer.compare(res.body, fixture.files.pdf)).toBe(0);
    });
});

describe('derivatives (read back with sharp)', () => {
    it.each<[string, string, number, number]>([
        ['resize to a width', '-/resize/400/', 400, 300],
        ['resize to a height', '-/resize/x150/', 200, 150],
        ['resize to both (stretch)', '-/resize/300x100/', 300, 100],
        ['preview in a box', '-/preview/500x500/', 500, 375],
        ['preview by default (2048, never enlarged)', '-/preview/', 1600, 1200],
        ['crop from the top-left', '-/crop/300x200/', 300, 200],
        ['crop centred', '-/crop/100x50/center/', 100, 50],
        ['crop larger than the image is clamped', '-/crop/3000x3000/', 1600, 1200],
        ['scale_crop', '-/scale_crop/300x300/', 300, 300],
        ['scale_crop center', '-/scale_crop/320x180/center/', 320, 180],
        ['scale_crop smart', '-/scale_crop/200x200/smart/', 200, 200],
        ['a chain in URL order', '-/crop/800x800/-/resize/200/', 200, 200],
        ['rotate', '-/rotate/90/-/resize/300/', 300, 400],
    ])('%s (%s) → %ix%i', async (_name, effects, width, height) => {
        const image = await imageOf(harbour(effects));
        expect([image.width, image.height]).toEqual([width, height]);
        expect(image.format).toBe('jpeg');
    });

    it.each<[string, string, string]>([
        ['jpeg', 'image/jpeg', 'jpeg'],
        ['png', 'image/png', 'png'],
        ['webp', 'image/webp', 'webp'],
        ['avif', 'image/avif', 'heif'],
    ])('format/%s', async (format, contentType, sharpFormat) => {
        const image = await imageOf(harbour(`-/resize/200/-/format/${format}/`));
        expect(image.res.headers['content-type']).toBe(contentType);
        expect(image.format).toBe(sharpFormat);
        expect(image.res.headers.vary ?? '').not.toContain('Accept');
    });

    it.each<[string | undefined, string, string]>([
        ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif', 'heif'],
        ['image/webp,image/*,*/*;q=0.8', 'image/webp', 'webp'],
        ['image/avif;q=0,image/webp', 'image/webp', 'webp'],
        ['image/*,*/*', 'image/jpeg', 'jpeg'],
        [undefined, 'image/jpeg', 'jpeg'],
    ])('format/auto with Accept %s → %s', async (accept, contentType, sharpFormat) => {
        const image = await imageOf(harbour('-/resize/240/-/format/auto/'), accept ? { Accept: accept } : {});
        expect(image.res.headers['content-type']).toBe(contentType);
        expect(image.format).toBe(sharpFormat);
        expect(image.res.headers.vary).toContain('Accept');
        expect(image.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('format/auto keeps transparency as PNG when neither AVIF nor WebP is accepted', async () => {
        const image = await imageOf(logo('-/resize/100/-/format/auto/'), { Accept: 'image/*' });
        expect(image.format).toBe('png');
        expect(image.res.headers['content-type']).toBe('image/png');
    });

    it('quality changes the encoding', async () => {
        const best = await get(harbour('-/resize/600/-/quality/best/'));
        const lightest = await get(harbour('-/resize/600/-/quality/lightest/'));
        expect(best.body.length).toBeGreaterThan(lightest.body.length);
    });

    it('progressive/yes makes a progressive JPEG', async () => {
        const res = await get(harbour('-/resize/300/-/progressive/yes/'));
        expect((await sharp(res.body as Buffer).metadata()).isProgressive).toBe(true);
    });

    it('downloads a derivative as an attachment named for its format', async () => {
        const res = await get(harbour('-/resize/200/-/format/webp/-/inline/no/'));
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toBe('attachment; filename="Harbour at dawn.webp"');
        expect(res.headers['content-type']).toBe('image/webp');
    });

    it('caches each derivative on disk once', async () => {
        const url = harbour('-/resize/123/');
        const before = cachedFiles().length;
        const first = await get(url);
        expect(cachedFiles().length).toBe(before + 1);
        const second = await get(url);
        expect(cachedFiles().length).toBe(before + 1);
        expect(Buffer.compare(first.body, second.body)).toBe(0);
        expect(cachedFiles().some((file) => file.endsWith('.tmp'))).toBe(false);
    });

    it('renders concurrent requests for a new derivative once', async () => {
        const url = harbour('-/resize/77/');
        const before = cachedFiles().length;
        const responses = await Promise.all(Array.from({ length: 5 }, () => get(url)));
        expect(responses.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
        expect(cachedFiles().length).toBe(before + 1);
    });
});

describe('refused requests', () => {
    it.each([
        ['an unknown effect', '-/blur/10/'],
        ['a resize without a number', '-/resize/abc/'],
        ['a resize without parameters', '-/resize/'],
        ['a resize of zero', '-/resize/0/'],
        ['an unknown format', '-/format/gif/'],
        ['an unknown quality', '-/quality/max/'],
        ['a crop without a height', '-/crop/100/'],
        ['a bad crop alignment', '-/crop/100x100/middle/'],
        ['scale_crop with a bad mode', '-/scale_crop/100x100/edges/'],
        ['a rotation of 45 degrees', '-/rotate/45/'],
        ['inline with a bad value', '-/inline/maybe/'],
        ['an empty effect', '-/-/resize/100/'],
        ['effects without their dash', 'resize/100/'],
        ['a doubled slash', '-/resize//100/'],
        ['an uppercase effect', '-/RESIZE/100/'],
        ['more effects than allowed', '-/flip/-/flip/-/flip/-/flip/-/flip/-/flip/-/flip/'],
    ])('%s → 400 with a message', async (_name, effects) => {
        const res = await request(test.app).get(harbour(effects));
        expect(res.status).toBe(400);
        expect(res.type).toBe('application/json');
        expect(typeof res.body.message).toBe('string');
        expect(res.body.message.length).toBeGreaterThan(0);
    });

    it.each(['-/resize/3001/', '-/preview/5000x5000/', '-/scale_crop/4000x10/', '-/crop/10x99999/', '-/resize/x3001/'])(
        'oversized %s → 400',
        async (effects) => {
            const res = await request(test.app).get(harbour(effects));
            expect(res.status).toBe(400);
            expect(res.body.message).toMatch(/^\w+ (width|height) must be between 1 and 3000 pixels$/);
        },
    );

    it.each([
        ['not a uuid', '/cdn/not-a-uuid/photo.jpg'],
        ['an upper-case uuid', `/cdn/${UUIDS.harbour.toUpperCase()}/${encodeURIComponent(FILES.harbour)}`],
        ['an unknown uuid', `/cdn/99999999-0000-4000-8000-000000000000/${encodeURIComponent(FILES.harbour)}`],
        ['another file name', `/cdn/${UUIDS.harbour}/other.jpg`],
        ['a name from another uuid', `/cdn/${UUIDS.harbour}/${FILES.hidden}`],
        ['no file name', `/cdn/${UUIDS.harbour}/`],
        ['dot-dot as the name', `/cdn/${UUIDS.harbour}/..`],
        ['encoded dot-dot segments', `/cdn/${UUIDS.harbour}/..%2F..%2Fnewsroom.json`],
        ['encoded traversal in place of the uuid', '/cdn/..%2F..%2Fnewsroom.json'],
        ['traversal to a sibling uuid', `/cdn/${UUIDS.harbour}/..%2F${UUIDS.hidden}%2F${FILES.hidden}`],
        ['a backslash traversal', `/cdn/${UUIDS.harbour}/..%5C..%5Cnewsroom.json`],
        ['a null byte', `/cdn/${UUIDS.harbour}/secret.jpg%00.png`],
    ])('%s → 404', async (_name, url) => {
        const res = await request(test.app).get(url);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: 'Not found' });
    });

    it('a malformed escape in the name → 400', async () => {
        const res = await request(test.app).get(`/cdn/${UUIDS.harbour}/%E0%A4%A.jpg`);
        expect(res.status).toBe(400);
    });

    it('image effects on a document → 422, never a crash', async () => {
        const res = await request(test.app).get(`/cdn/${UUIDS.pdf}/-/resize/100/${encodeURIComponent(FILES.pdf)}`);
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('The file is not an image the CDN can process');
    });

    it('an image over 78,643,200 pixels is served as stored but never decoded → 422', async () => {
        const original = await get(`/cdn/${UUIDS.huge}/${FILES.huge}`);
        expect(original.status).toBe(200);
        expect(original.body.length).toBe(fixture.files.huge.length);
        const res = await request(test.app).get(`/cdn/${UUIDS.huge}/-/resize/100/${FILES.huge}`);
        expect(res.status).toBe(422);
        expect(res.body.message).toBe('The image is larger than 78,643,200 pixels');
    });

    it('GIF-to-video addresses are refused', async () => {
        const res = await request(test.app).get(`/cdn/${UUIDS.harbour}/gif2video/-/format/mp4/x.gif`);
        expect(res.status).toBe(400);
    });

    it('only GET and HEAD', async () => {
        const res = await request(test.app).post(harbour());
        expect(res.status).toBe(405);
        expect(res.headers.allow).toBe('GET, HEAD');
    });
});

describe('gallery zip archives', () => {
    it('streams the gallery images, uniquely named, with a Content-Length', async () => {
        const res = await get(`/cdn/${UUIDS.group}/archive/zip/Harbour%20launch.zip`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/zip');
        expect(res.headers['content-disposition']).toBe('attachment; filename="Harbour launch.zip"');
        expect(Number(res.headers['content-length'])).toBe(res.body.length);
        const entries = readZip(res.body as Buffer);
        expect(entries.map((entry) => entry.name)).toEqual([FILES.harbour, FILES.logo, 'Harbour at dawn (2).jpg']);
        expect(Buffer.compare(entries[0]!.data, fixture.files.harbour)).toBe(0);
        expect(Buffer.compare(entries[1]!.data, fixture.files.logo)).toBe(0);
        expect(Buffer.compare(entries[2]!.data, fixture.files.harbour)).toBe(0);
    });

    it('answers HEAD with the headers only', async () => {
        const res = await request(test.app).head(`/cdn/${UUIDS.group}/archive/zip/all.zip`);
        expect(res.status).toBe(200);
        expect(Number(res.headers['content-length'])).toBeGreaterThan(fixture.files.harbour.length * 2);
    });

    it.each([
        ['a private gallery', `/cdn/${UUIDS.privateGroup}/archive/zip/x.zip`],
        ['an unknown group', '/cdn/99999999-0000-4000-8000-000000000000/archive/zip/x.zip'],
        ['a gallery uuid instead of its group', `/cdn/${UUIDS.gallery}/archive/zip/x.zip`],
        ['another archive type', `/cdn/${UUIDS.group}/archive/tar/x.tar`],
        ['a name without .zip', `/cdn/${UUIDS.group}/archive/zip/x`],
    ])('%s → 404', async (_name, url) => {
        expect((await request(test.app).get(url)).status).toBe(404);
    });
});
