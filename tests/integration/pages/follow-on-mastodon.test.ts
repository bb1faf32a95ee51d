/**
 * "Follow on Mastodon" (docs/federation.md): the home page shows the newsroom's actor and a
 * category page the category's, each with its handle, a copy button and a form that goes through
 * /follow/mastodon to the visitor's own server's remote-follow page. Their heads, and a listed
 * story's, name the ActivityPub document behind them; with FEDERATION_ENABLED=false none of it is
 * there and the route is the 404 page.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentSnapshot } from '../../../server/content/content-snapshot';
import { actorDirectory } from '../../../server/federation/actor-directory';
import { islandProps, parseHtml } from '../../helpers/html';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const ACTIVITY = 'link[rel="alternate"][type="application/activity+json"]';
const PUBLIC_STORY = '/aurora-2-longer-range-recycled-aluminium';

let demo: TestApp;
let off: TestApp;
let snapshot: ContentSnapshot;
/** The first English category with stories: its slug, and its actor's identifier, handle and address. */
let category: { slug: string; identifier: string; handle: string; url: string };

beforeAll(async () => {
    demo = await createTestApp({ env: { FEDERATION_HANDLE: 'press' } });
    off = await createTestApp({ env: { FEDERATION_ENABLED: 'false', FEDERATION_HANDLE: 'press' } });
    snapshot = await demo.content.get();
    const shown = snapshot.categories.withStories('en')[0]!;
    const actor = actorDirectory(snapshot, demo.deps.config)!.categories.get(shown.id)!;
    category = { slug: shown.slug, identifier: actor.identifier, handle: actor.handle, url: actor.url };
});

async function page(app: TestApp, path: string) {
    const response = await request(app.app).get(path);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return parseHtml(response.text);
}

const follow = (app: TestApp, query: Record<string, string>) =>
    request(app.app).get(`/follow/mastodon?${new URLSearchParams(query)}`);

describe('Follow on Mastodon, on the home page and a category page', () => {
    it('shows the newsroom’s handle, isolated left-to-right, with a copy button and a form naming its actor', async () => {
        const html = await page(demo, '/');
        const section = html.querySelector('section.follow')!;
        expect(section).not.toBeNull();
        expect(section.querySelector('h2')?.text).toBe('Follow on Mastodon');
        const handle = section.querySelector('bdi.follow__handle')!;
        expect(handle.text).toBe('@press@newsroom.test');
        expect(handle.getAttribute('dir')).toBe('ltr');
        expect(islandProps(section, 'copy-link')).toEqual({
            text: '@press@newsroom.test',
            labels: { copy: 'Copy handle', copied: 'Handle copied!' },
        });
        const form = section.querySelector('form')!;
        expect(form.getAttribute('action')).toBe('/follow/mastodon');
        expect(form.getAttribute('method')).toBe('get');
        expect(form.querySelector('input[name="actor"]')?.getAttribute('value')).toBe('newsroom');
        const field = form.querySelector('input[name="instance"]')!;
        expect(form.querySelector(`label[for="${field.getAttribute('id')}"]`)?.text).toBe('Your server');
        expect(form.querySelector('button[type="submit"]')?.text).toBe('Follow');
    });

    it('shows the category’s own actor on its page', async () => {
        const html = await page(demo, `/category/${encodeURIComponent(category.slug)}`);
        const section = html.querySelector('section.follow')!;
        expect(section.querySelector('bdi.follow__handle')?.text).toBe(`@${category.handle}@newsroom.test`);
        expect(category.handle).not.toBe('press');
        expect(section.querySelector('input[name="actor"]')?.getAttribute('value')).toBe(category.identifier);
    });

    it('is written in the page’s language, with the form going to that language’s route', async () => {
        const html = await page(demo, '/fr');
        const section = html.querySelector('section.follow')!;
        expect(section.querySelector('h2')?.text).toBe('Suivre sur Mastodon');
        expect(section.querySelector('form')?.getAttribute('action')).toBe('/fr/follow/mastodon');
        expect(section.querySelector('bdi.follow__handle')?.text).toBe('@press@newsroom.test');
    });
});

describe('the ActivityPub alternate in the head', () => {
    it('names the newsroom’s actor on the home page and the category’s on its page', async () => {
        const home = await page(demo, '/');
        expect(home.querySelectorAll(ACTIVITY).map((link) => link.getAttribute('href'))).toEqual([
            'http://newsroom.test/ap/actors/newsroom',
        ]);
        const categoryPage = await page(demo, `/category/${encodeURIComponent(category.slug)}`);
        expect(categoryPage.querySelectorAll(ACTIVITY).map((link) => link.getAttribute('href'))).toEqual([
            category.url,
        ]);
        expect(category.url).toBe(`http://newsroom.test/ap/actors/${category.identifier}`);
    });

    it('names a listed story’s Article', async () => {
        const story = snapshot.content.stories.find((candidate) => `/${candidate.slug}` === PUBLIC_STORY)!;
        const html = await page(demo, PUBLIC_STORY);
        expect(html.querySelectorAll(ACTIVITY).map((link) => link.getAttribute('href'))).toEqual([
            `http://newsroom.test/ap/stories/${story.uuid}`,
        ]);
    });

    it.each([
        ['embargoed', '/northwind-unveils-atlas-cargo-e-bike'],
        ['private', '/dealer-briefing-2026-service-pricing'],
        ['confidential', '/s/c01cb8eb-7de6-4198-9ac5-8a6d5d3b9a4f'],
    ])('names nothing for a %s story (%s): the fediverse is never sent one', async (_kind, path) => {
        const html = await page(demo, path);
        expect(html.querySelector('.notice')).not.toBeNull();
        expect(html.querySelectorAll(ACTIVITY)).toHaveLength(0);
    });
});

describe('/follow/mastodon', () => {
    it('hands a valid server over to its own follow page for the actor, by identifier or handle', async () => {
        const target = 'https://mastodon.social/authorize_interaction?uri=acct%3Apress%40newsroom.test';
        for (const actor of ['newsroom', 'press', '@press', 'press@newsroom.test', '@Press@Newsroom.test']) {
            for (const typed of ['mastodon.social', 'https://Mastodon.Social/', '@ada@mastodon.social']) {
                const response = await follow(demo, { actor, instance: typed });
                expect({ actor, typed, status: response.status }).toEqual({ actor, typed, status: 200 });
                const html = parseHtml(response.text);
                expect(html.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(
                    `0; url=${target}`,
                );
                expect(html.querySelector('main a.button')?.getAttribute('href')).toBe(target);
                expect(html.querySelector('main a.button')?.text).toBe('Continue to mastodon.social');
                expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
            }
        }
    });

    it('follows a category’s actor', async () => {
        const response = await follow(demo, { actor: category.identifier, instance: 'fosstodon.org' });
        expect(response.status).toBe(200);
        expect(parseHtml(response.text).querySelector('main a.button')?.getAttribute('href')).toBe(
            `https://fosstodon.org/authorize_interaction?uri=${encodeURIComponent(`acct:${category.handle}@newsroom.test`)}`,
        );
    });

    it('asks again with a message (400) for what is not a server, keeping the typed value and the actor', async () => {
        for (const typed of ['', 'localhost', '127.0.0.1', 'javascript:alert(1)', 'evil.example:8080', 'a b.example']) {
            const response = await follow(demo, { actor: 'newsroom', instance: typed });
            expect({ typed, status: response.status }).toEqual({ typed, status: 400 });
            const html = parseHtml(response.text);
            expect(html.querySelector('meta[http-equiv="refresh"]'), typed).toBeNull();
            expect(html.querySelector('.field__error')?.text).toBe(
                'Enter the address of your Mastodon server, for example mastodon.social.',
            );
            expect(html.querySelector('input[name="instance"]')?.getAttribute('value') ?? '').toBe(typed);
            expect(html.querySelector('input[name="actor"]')?.getAttribute('value')).toBe('newsroom');
            expect(html.querySelector('main bdi.follow__handle')?.text).toBe('@press@newsroom.test');
        }
        // With no server at all (the field left out).
        expect((await request(demo.app).get('/follow/mastodon?actor=newsroom')).status).toBe(400);
    });

    it('follows only the site’s own actors: anything else is the 404 page', async () => {
        for (const actor of [
            'nobody',
            'category-999999',
            'press@elsewhere.example',
            'press@newsroom.test@evil.example',
            '@',
            '',
        ]) {
            const response = await follow(demo, { actor, instance: 'mastodon.social' });
            expect({ actor, status: response.status }).toEqual({ actor, status: 404 });
            expect(parseHtml(response.text).querySelector('meta[http-equiv="refresh"]')).toBeNull();
        }
        expect((await request(demo.app).get('/follow/mastodon?instance=mastodon.social')).status).toBe(404);
        expect((await request(demo.app).get('/follow/mastodon?actor=newsroom&actor=x&instance=a.b')).status).toBe(404);
    });
});

describe('with FEDERATION_ENABLED=false', () => {
    it('shows no follow section and names no ActivityPub document', async () => {
        for (const path of ['/', `/category/${encodeURIComponent(category.slug)}`, PUBLIC_STORY]) {
            const html = await page(off, path);
            expect(html.querySelector('section.follow'), path).toBeNull();
            expect(html.querySelector('form[action$="/follow/mastodon"]'), path).toBeNull();
            expect(html.querySelectorAll(ACTIVITY), path).toHaveLength(0);
        }
    });

    it('answers the follow route with the 404 page', async () => {
        const response = await follow(off, { actor: 'newsroom', instance: 'mastodon.social' });
        expect(response.status).toBe(404);
        expect(parseHtml(response.text).querySelector('meta[http-equiv="refresh"]')).toBeNull();
    });
});
