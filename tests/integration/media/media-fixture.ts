/**
 * A fixture newsroom with real image files made by sharp under media/{uuid}/{filename}, public
 * and private galleries, and a PDF with an awkward name: the local CDN and gallery pages are
 * tested against exact, known content.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { writeFixtureNewsroom } from '../../helpers/fixture-newsroom';

export const UUIDS = {
    harbour: '0a1b2c3d-0000-4000-8000-000000000001',
    logo: '0a1b2c3d-0000-4000-8000-000000000002',
    harbourAgain: '0a1b2c3d-0000-4000-8000-000000000003',
    pdf: '0a1b2c3d-0000-4000-8000-000000000004',
    hidden: '0a1b2c3d-0000-4000-8000-000000000005',
    huge: '0a1b2c3d-0000-4000-8000-000000000006',
    deleted: '0a1b2c3d-0000-4000-8000-000000000007',
    gallery: 'aaaaaaaa-0000-4000-8000-000000000001',
    group: 'bbbbbbbb-0000-4000-8000-000000000001',
    privateGallery: 'aaaaaaaa-0000-4000-8000-000000000002',
    privateGroup: 'bbbbbbbb-0000-4000-8000-000000000002',
} as const;

export const FILES = {
    harbour: 'Harbour at dawn.jpg',
    logo: 'logo mark.png',
    pdf: 'Q3 results.pdf.',
    hidden: 'secret.jpg',
    huge: 'huge.png',
    /** DEL (U+007F) is a control character too (docs/product-rules.md §5.8). */
    deleted: 'Q4\u007fresults.pdf',
} as const;

const imagePayload = (uuid: string, filename: string, mime: string, width: number, height: number, size: number) => ({
    version: 2,
    uuid,
    filename,
    mime_type: mime,
    size,
    original_width: width,
    original_height: height,
    effects: [],
});

function gallery(uuid: string, title: string, created: string, images: unknown[], extra: Record<string, unknown> = {}) {
    return {
        uuid,
        title,
        description: `${title}: photos for editorial use.`,
        status: 'public',
        created_at: created,
        uploadcare_group_uuid: null,
        thumbnail_image: null,
        images,
        images_number: images.length,
        videos_number: 0,
        ...extra,
    };
}

export interface MediaFixture {
    dir: string;
    cacheDir: string;
    files: Record<keyof typeof FILES, Buffer>;
    env: Record<string, string>;
}

export async function writeMediaFixture(): Promise<MediaFixture> {
    const harbour = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#1f6f8b' } })
        .composite([
            { input: { create: { width: 400, height: 300, channels: 3, background: '#f2c14e' } }, top: 200, left: 300 },
        ])
        .jpeg({ quality: 90 })
        .toBuffer();
    const logo = await sharp({
        create: { width: 800, height: 600, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } },
    })
        .png()
        .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const hidden = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();
    // One row over the pixel limit of docs/product-rules.md §9.16 (10,240 × 7,680 = 78,643,200); flat, so the PNG is small.
    const huge = await sharp({ create: { width: 10_240, height: 7_681, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();

    const harbourImage = imagePayload(UUIDS.harbour, FILES.harbour, 'image/jpeg', 1600, 1200, harbour.length);
    const images = [
        { caption: 'The harbour at dawn', uploadcare_image: harbourImage },
        { caption: '', uploadcare_image: imagePayload(UUIDS.logo, FILES.logo, 'image/png', 800, 600, logo.length) },
        // Same file name as the first: the zip must keep both.
        {
            caption: 'Again',
            uploadcare_image: imagePayload(UUIDS.harbourAgain, FILES.harbour, 'image/jpeg', 1600, 1200, harbour.length),
        },
    ];
    const galleries = [
        gallery(UUIDS.gallery, 'Harbour launch', '2025-06-01T10:00:00Z', images, {
            uploadcare_group_uuid: UUIDS.group,
            thumbnail_image: JSON.stringify(harbourImage),
        }),
        gallery(UUIDS.privateGallery, 'Private preview', '2025-07-01T10:00:00Z', images.slice(0, 1), {
            status: 'private',
            uploadcare_group_uuid: UUIDS.privateGroup,
        }),
        // Seven more public galleries: eight in all, so the list has two pages of six.
        ...Array.from({ length: 7 }, (_, i) =>
            gallery(
                `cccccccc-0000-4000-8000-00000000000${i + 1}`,
                `Gallery ${i + 1}`,
                `2024-0${i + 1}-01T10:00:00Z`,
                images.slice(0, 1),
            ),
        ),
    ];
    const dir = writeFixtureNewsroom({ galleries });
    const write = (uuid: string, name: string, data: Buffer) => {
        mkdirSync(path.join(dir, 'media', uuid), { recursive: true });
        writeFileSync(path.join(dir, 'media', uuid, name), data);
    };
    write(UUIDS.harbour, FILES.harbour, harbour);
    write(UUIDS.logo, FILES.logo, logo);
    write(UUIDS.harbourAgain, FILES.harbour, harbour);
    write(UUIDS.pdf, FILES.pdf, pdf);
    write(UUIDS.hidden, FILES.hidden, hidden);
    write(UUIDS.huge, FILES.huge, huge);
    write(UUIDS.deleted, FILES.deleted, pdf);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'newsroom-media-cache-'));
    return {
        dir,
        cacheDir,
        files: { harbour, logo, pdf, hidden, huge, deleted: pdf },
        env: { MEDIA_CACHE_DIR: cacheDir, MEDIA_MAX_EFFECTS: '6' },
    };
}
