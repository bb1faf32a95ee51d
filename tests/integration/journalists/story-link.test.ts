import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../domain/content';
import { storyMediaFiles } from '../../../domain/stories/story-media';
import { isListed, isReachable } from '../../../domain/stories/story-rules';
import { withBodyParsed } from '../../../server/content/packed-bodies';
import { demoSnapshot } from '../../helpers/demo-snapshot';
import { parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let demo: TestApp;
let stories: readonly Story[];
let pathOf: (story: Story) => string;

beforeAll(async () => {
    demo = await createTestApp();
    const snapshot = await demo.content.get();
    stories = snapshot.content.stories;
    pathOf = (story) => {
        const prefix = snapshot.languages.urlPrefix(story.culture.code);
        return `${prefix ? `/${prefix}` : ''}/${encodeURIComponent(story.slug)}`;
    };
});

describe("/s/{uuid}, Prezly's story link", () => {
    it('redirects (302) every story its link reaches, listed or not, to its page, which then answers', async () => {
        const reachable = stories.filter(isReachable);
        const kinds = new Set(reachable.map((story) => (isListed(story) ? 'listed' : story.status + story.visibility)));
        expect([...kinds].sort()).toEqual(['embargoembargo', 'listed', 'publishedconfidential', 'publishedprivate']);
        for (const story of reachable.filter((candidate) => candidate.visibility !== 'confidential')) {
            const response = await request(demo.app).get(`/s/${story.uuid}`);
            expect(response.status, story.slug).toBe(302);
            expect(response.headers.location, story.slug).toBe(pathOf(story));
            expect(response.headers['cache-control']).toBe('no-store');
            const page = await request(demo.app).get(pathOf(story));
            expect(page.status, story.slug).toBe(200);
        }
    });

    it('answers a confidential story’s page itself, its secret link being the only way to it (decision 2)', async () => {
        const confidential = stories.filter((story) => story.visibility === 'confidential' && isReachable(story));
        expect(confidential.length).toBeGreaterThan(1);
        for (const story of confidential) {
            const page = await request(demo.app).get(`/s/${story.uuid}`);
            expect(page.status, story.slug).toBe(200);
            expect(page.text).toContain(`/s/${story.uuid}`);
            for (const path of [pathOf(story), `${pathOf(story)}.json`, `${pathOf(story)}.pdf`]) {
                const bySlug = await request(demo.app).get(path);
                expect(bySlug.status, path).toBe(404);
                expect(bySlug.text).not.toContain(story.title);
            }
        }
    });

    it('gives a confidential story its JSON, PDF and media kit beside its secret link, each never indexed (decision 2)', async () => {
        const story = stories.find(
            (candidate) =>
                candidate.visibility === 'confidential' && storyMediaFiles(withBodyParsed(candidate)).length > 0,
        )!;
        const link = `/s/${story.uuid}`;
        const page = parseHtml((await request(demo.app).get(link)).text);
        const pdfHref = page.querySelector('.story__tools a[type="application/pdf"]')?.getAttribute('href');
        const kitHref = page.querySelector('.story__tools a[href$="media-kit.zip"]')?.getAttribute('href');
        const jsonHref = page.querySelector('link[rel="alternate"][type="application/json"]')?.getAttribute('href');
        expect(pdfHref).toBe(`${link}.pdf`);
        expect(kitHref).toBe(`${link}/media-kit.zip`);
        expect(jsonHref).toBe(`http://newsroom.test${link}.json`);

        const json = await request(demo.app).get(`${link}.json`);
        expect(json.status).toBe(200);
        expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(json.headers['x-robots-tag']).toBe('noindex');
        expect(json.headers['content-language']).toBe('en');
        expect(json.body).toMatchObject({ uuid: story.uuid, title: story.title, url: `http://newsroom.test${link}` });
        // Cached and validated as the slug documents are.
        expect(json.headers['cache-control']).toBe(
            (await request(demo.app).get(`${pathOf(stories.find(isListed)!)}.json`)).headers['cache-control'],
        );
        const again = await request(demo.app).get(`${link}.json`).set('If-None-Match', json.headers.etag!);
        expect(again.status).toBe(304);

        const pdf = await request(demo.app).get(`${link}.pdf`).buffer(true);
        expect(pdf.status).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['x-robots-tag']).toBe('noindex');
        expect(pdf.headers.etag).toBeTruthy();
        expect(
            Buffer.from(pdf.body as Buffer)
                .subarray(0, 5)
                .toString(),
        ).toBe('%PDF-');

        const kit = await request(demo.app).get(`${link}/media-kit.zip`).buffer(true);
        expect(kit.status).toBe(200);
        expect(kit.headers['content-type']).toBe('application/zip');
        expect(kit.headers['x-robots-tag']).toBe('noindex');
    });

    it('sends the documents beside the link of any other story to those beside its slug (302)', async () => {
        const story = stories.find(isListed)!;
        for (const [suffix, atSlug] of [
            ['.json', `${pathOf(story)}.json`],
            ['.pdf', `${pathOf(story)}.pdf`],
            ['/media-kit.zip', `${pathOf(story)}/media-kit.zip`],
        ]) {
            const response = await request(demo.app).get(`/s/${story.uuid}${suffix}`);
            expect(response.status, suffix).toBe(302);
            expect(response.headers.location, suffix).toBe(atSlug);
            expect(response.headers['cache-control'], suffix).toBe('no-store');
        }
    });

    it('answers the documents of no story beside a link with the not-found answers of the slug documents', async () => {
        const draft = (await demoSnapshot()).content.stories.find((story) => !isReachable(story))!;
        for (const uuid of [draft.uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
            const json = await request(demo.app).get(`/s/${uuid}.json`);
            expect(json.status, uuid).toBe(404);
            expect(json.body).toEqual({ message: 'Story not found' });
            for (const suffix of ['.pdf', '/media-kit.zip']) {
                const response = await request(demo.app).get(`/s/${uuid}${suffix}`);
                expect(response.status, uuid + suffix).toBe(404);
                expect(response.headers['content-type']).toMatch(/^text\/html/);
            }
        }
    });

    it('takes the uuid in capitals too', async () => {
        const story = stories.find(isListed)!;
        const response = await request(demo.app).get(`/s/${story.uuid.toUpperCase()}`);
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe(pathOf(story));
    });

    it('answers the not-found page for drafts, scheduled stories, unknown and malformed uuids', async () => {
        // Drafts are in the newsroom's export, whichever source serves it; the Prezly source's
        // snapshot never holds them (it reads reachable stories only).
        const exported = (await demoSnapshot()).content.stories;
        const unreachable = exported.filter((story) => !isReachable(story));
        expect(unreachable.length).toBeGreaterThan(0);
        const paths = [
            ...unreachable.map((story) => `/s/${story.uuid}`),
            '/s/00000000-0000-4000-8000-000000000000',
            '/s/not-a-uuid',
            '/s/%E2%80%AE',
            `/s/${'a'.repeat(5000)}`,
            `/s/${stories[0]!.slug}`,
        ];
        for (const path of paths) {
            const response = await request(demo.app).get(path);
            expect(response.status, path).toBe(404);
            expect(response.headers['content-type'], path).toMatch(/^text\/html/);
            expect(response.text, path).toContain('<html');
        }
    });
});
