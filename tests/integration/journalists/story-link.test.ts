import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../domain/content';
import { isListed, isReachable } from '../../../domain/stories/story-rules';
import { demoSnapshot } from '../../helpers/demo-snapshot';
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
