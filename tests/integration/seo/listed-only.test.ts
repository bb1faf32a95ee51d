import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '../../../domain/content';
import { isListed, isReachable } from '../../../domain/stories/story-rules';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { fetchHead, ORIGIN } from './head-helpers';

let demo: TestApp;
let stories: readonly Story[];
let hidden: Story[];
/** Everything the crawler-facing endpoints answered, concatenated. */
let published = '';

const storyPath = (story: Story, prefixOf: (code: string) => string) =>
    `${prefixOf(story.culture.code)}/${encodeURIComponent(story.slug)}`;

beforeAll(async () => {
    demo = await createTestApp();
    const snapshot = await demo.content.get();
    stories = snapshot.content.stories;
    hidden = stories.filter((story) => !isListed(story));
    const prefixOf = (code: string) =>
        snapshot.languages.urlPrefix(code) ? `/${snapshot.languages.urlPrefix(code)}` : '';
    const paths = [
        '/sitemap.xml',
        '/llms.txt',
        ...snapshot.languages.all.map((language) => `${prefixOf(language.code)}/feed`),
    ];
    for (const story of stories.filter(isListed)) paths.push(`${storyPath(story, prefixOf)}.json`);
    for (const path of paths) {
        const response = await request(demo.app).get(path);
        expect(response.status, path).toBe(200);
        published += `\n${response.text}`;
    }
});

describe('stories that are not published and public never leak', () => {
    it('the demo has hidden stories of every kind to check', () => {
        const kinds = new Set(hidden.map((story) => (story.status === 'published' ? story.visibility : story.status)));
        // Prezly never serves unpublished drafts to a site, so through that source only the
        // published-but-hidden and embargoed kinds exist to be checked.
        const expected = ['private', 'confidential', 'embargo'];
        if (demo.content.kind === 'files') expected.push('draft', 'scheduled', 'uninitialized');
        for (const kind of expected) {
            expect(kinds, kind).toContain(kind);
        }
    });

    it('no feed, sitemap, story JSON or llms.txt names a hidden story by uuid, slug or title', () => {
        for (const story of hidden) {
            expect(published, story.slug).not.toContain(story.uuid);
            expect(published, story.slug).not.toContain(`/${encodeURIComponent(story.slug)}`);
            expect(published, story.slug).not.toContain(JSON.stringify(story.title).slice(1, -1));
        }
    });

    it('a hidden story answers JSON (noindex) only when its slug reaches it, and never oEmbed', async () => {
        const snapshot = await demo.content.get();
        for (const story of hidden) {
            const prefix = snapshot.languages.urlPrefix(story.culture.code);
            const path = `${prefix ? `/${prefix}` : ''}/${encodeURIComponent(story.slug)}`;
            const json = await request(demo.app).get(`${path}.json`);
            // A confidential story is reached by its secret link only, never by its slug (decision 2).
            const bySlug = isReachable(story) && story.visibility !== 'confidential';
            expect(json.status, story.slug).toBe(bySlug ? 200 : 404);
            expect(json.headers['x-robots-tag'], story.slug).toBe(bySlug ? 'noindex' : undefined);
            const oembed = await request(demo.app)
                .get('/oembed')
                .query({ url: `${ORIGIN}${path}` });
            expect(oembed.status, story.slug).toBe(404);
        }
    });

    it('no listed story page advertises a hidden story as an alternate', async () => {
        const snapshot = await demo.content.get();
        const hiddenUrls = new Set(
            hidden.map(
                (story) =>
                    `${ORIGIN}${snapshot.languages.urlPrefix(story.culture.code) ? `/${snapshot.languages.urlPrefix(story.culture.code)}` : ''}/${encodeURIComponent(story.slug)}`,
            ),
        );
        for (const story of stories.filter(isListed)) {
            const prefix = snapshot.languages.urlPrefix(story.culture.code);
            const head = await fetchHead(demo.app, `${prefix ? `/${prefix}` : ''}/${encodeURIComponent(story.slug)}`);
            expect(head.robots).toBe('index, follow');
            for (const href of Object.values(head.hreflang)) expect(hiddenUrls.has(href), href).toBe(false);
        }
    });
});
