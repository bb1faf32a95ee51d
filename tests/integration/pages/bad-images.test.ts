/**
 * One bad image drops the image, not the story: a thumbnail or body image over the 78,643,200-pixel
 * limit (docs/product-rules.md §9.16), or otherwise invalid, is left out and logged, and the story
 * serves. Run through both content sources: the files source, and the Prezly source against the
 * local stand-in of Prezly's API (tests/helpers/prezly-stand-in) serving the same newsroom.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../../../server/content/content-source';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import { fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { parseHtml } from '../../helpers/html';
import { memoryLogger } from '../../helpers/memory-logger';
import {
    prezlyTestConfig,
    prezlyTestSource,
    startNewsroomStandIn,
} from '../../helpers/prezly-stand-in/newsroom-stand-in';
import type { PrezlyStandIn } from '../../helpers/prezly-stand-in/stand-in-server';
import { createTestApp } from '../../helpers/test-app';

const image = (uuid: string, filename: string, width: number, height: number) => ({
    version: 2,
    uuid,
    filename,
    mime_type: 'image/jpeg',
    size: 1000,
    original_width: width,
    original_height: height,
    effects: [],
});
// One row over the limit: 10,240 × 7,680 = 78,643,200.
const huge = (uuid: string) => image(uuid, 'huge.jpg', 10_240, 7_681);
const good = (uuid: string) => image(uuid, 'good.jpg', 800, 600);
const UUID = (n: number) => `0a1b2c3d-0000-4000-8000-00000000000${n}`;

const directory = writeFixtureNewsroom({
    stories: [
        fixtureStory({
            id: 1,
            slug: 'huge-thumbnail',
            thumbnail_image: JSON.stringify(huge(UUID(1))),
            header_image: JSON.stringify({ uuid: 'not a payload' }),
            content: {
                type: 'document',
                version: '0.50',
                children: [
                    { type: 'paragraph', children: [{ text: 'The body still shows.' }] },
                    { type: 'image-block', file: huge(UUID(2)), layout: 'contained', children: [] },
                    { type: 'image-block', file: good(UUID(3)), layout: 'contained', children: [] },
                    {
                        type: 'gallery',
                        images: [
                            { file: huge(UUID(4)), caption: '' },
                            { file: good(UUID(5)), caption: '' },
                        ],
                    },
                ],
            },
        }),
    ],
});

const standIns: PrezlyStandIn[] = [];
afterAll(async () => {
    await Promise.all(standIns.map((standIn) => standIn.close()));
});

async function source(kind: 'files' | 'prezly') {
    const memory = memoryLogger();
    if (kind === 'files') return { memory, content: createFilesContentSource({ directory, logger: memory.logger }) };
    const standIn = await startNewsroomStandIn(directory);
    standIns.push(standIn);
    const config = prezlyTestConfig(standIn, { NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test' });
    return { memory, content: prezlyTestSource(config, memory.logger, directory) as ContentSource };
}

describe.each(['files', 'prezly'] as const)('a story with bad images, through the %s source', (kind) => {
    it('serves the story without them, and logs each image left out', async () => {
        const { memory, content } = await source(kind);
        const { app } = await createTestApp({ content });
        const response = await request(app).get('/huge-thumbnail');
        expect(response.status).toBe(200);
        const html = parseHtml(response.text);
        expect(html.querySelector('h1')?.text).toBe('Story 1');
        expect(html.querySelector('main')?.text).toContain('The body still shows.');
        const sources = html.querySelectorAll('main img').map((img) => img.getAttribute('src') ?? '');
        expect(sources.some((src) => src.includes(UUID(3)))).toBe(true);
        expect(sources.some((src) => src.includes(UUID(5)))).toBe(true);
        for (const left of [UUID(1), UUID(2), UUID(4)]) expect(response.text).not.toContain(left);

        const listed = await request(app).get('/');
        expect(parseHtml(listed.text).querySelector(`a[href="/huge-thumbnail"]`)).not.toBeNull();

        const warnings = memory.lines.filter((line) => line.level === 'warn').map((line) => line.message);
        for (const field of [
            'thumbnail_image',
            'header_image',
            'content.children.1.file',
            'content.children.3.images.0.file',
        ]) {
            expect(warnings.some((message) => message.includes(field) && message.includes('Image left out'))).toBe(
                true,
            );
        }
        expect(warnings.some((message) => message.includes('78643200'))).toBe(true);
        expect(content.status().problems.length).toBe(4);
    });
});
