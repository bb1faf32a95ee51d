/**
 * The site on the fediverse (docs/federation.md) against a second, independent ActivityPub server
 * built on Fedify (tests/helpers/fediverse-follower.ts), both on 127.0.0.1: WebFinger, the actors,
 * Follow → Accept, Create on publishing and on an embargo lifting (with the category's Announce),
 * Update on an edit, Delete on unpublishing, story addresses answering ActivityPub JSON, Undo and
 * an account's deletion; signatures checked both ways, unsigned and oversized posts refused.
 */

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Article, Organization, Service } from '@fedify/fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleEmbargoLifts } from '../../../server/content/embargo-lifts';
import { actorDirectory } from '../../../server/federation/actor-directory';
import { type FederatedSite, startFederatedSite } from '../../helpers/federated-site';
import { type FollowerServer, startFollowerServer } from '../../helpers/fediverse-follower';

/** A scheduled story of the demo (category 101, "Products"), published by the test. */
const SCHEDULED = { file: '24514-en.json', uuid: '' };
/** The demo's embargoed story (category 101), whose embargo the test moves to a few seconds after the start. */
const EMBARGOED = '24517-en.json';
const PRIVATE_STORY = '24451-en.json';
const LIFT_IN_MS = 6000;
const PRODUCTS = 101;

let site: FederatedSite;
let journalist: FollowerServer;
let stopLifts: () => void;
let liftsAt: number;

const uuidOf = (file: string) =>
    (JSON.parse(readFileSync(path.join(site.directory, 'stories', file), 'utf8')) as { uuid: string }).uuid;

beforeAll(async () => {
    liftsAt = Date.now() + LIFT_IN_MS;
    site = await startFederatedSite({
        prepare: (directory) => {
            const where = path.join(directory, 'stories', EMBARGOED);
            const story = JSON.parse(readFileSync(where, 'utf8'));
            story.published_at = new Date(liftsAt).toISOString();
            writeFileSync(where, JSON.stringify(story));
        },
    });
    SCHEDULED.uuid = uuidOf(SCHEDULED.file);
    stopLifts = scheduleEmbargoLifts(site.site.content, { logger: site.site.logger });
    journalist = await startFollowerServer();
}, 30_000);

afterAll(async () => {
    stopLifts?.();
    await journalist?.close();
    await site?.close();
});

async function actors() {
    return actorDirectory(await site.site.content.get(), site.site.deps.config)!;
}

async function followersCount(actorUrl: string): Promise<number> {
    const response = await fetch(`${actorUrl}/followers`, { headers: { Accept: 'application/activity+json' } });
    return ((await response.json()) as { totalItems: number }).totalItems;
}

describe('federation: the actors', () => {
    it('finds the newsroom and a category by WebFinger, as Organization and Service with keys and a shared inbox', async () => {
        const { newsroom, categories } = await actors();
        const products = categories.get(PRODUCTS)!;
        const found = await journalist.lookupWebFinger(newsroom.account, site.url);
        expect(found.self).toBe(`${site.url}/ap/actors/newsroom`);
        const organization = await journalist.lookupActor(found.self);
        expect(organization).toBeInstanceOf(Organization);
        expect(organization.preferredUsername?.toString()).toBe('northwind_mobility');
        expect(organization.name?.toString()).toBe('Northwind Mobility');
        expect(organization.endpoints?.sharedInbox?.href).toBe(`${site.url}/ap/inbox`);
        expect(organization.url?.toString()).toBe(`${site.url}/`);
        expect((await organization.getPublicKey())?.ownerId?.href).toBe(found.self);
        const json = (await organization.toJsonLd({ format: 'compact' })) as Record<string, unknown>;
        expect(Object.keys(json.nameMap as object).sort()).toEqual(['ar', 'de', 'en', 'fr']);
        expect(json.discoverable).toBe(true);
        expect(JSON.stringify(json.attachment)).toContain('Press contact');

        const category = await journalist.lookupActor(
            (await journalist.lookupWebFinger(products.account, site.url)).self,
        );
        expect(category).toBeInstanceOf(Service);
        expect(category.id?.href).toBe(`${site.url}/ap/actors/category-${PRODUCTS}`);
        expect(category.preferredUsername?.toString()).toBe(products.handle);
    });

    it('answers NodeInfo, and a browser at an actor address is sent to its page', async () => {
        const nodeinfo = (await (await fetch(`${site.url}/nodeinfo/2.1`)).json()) as {
            software: { name: string };
            protocols: string[];
            usage: { localPosts: number };
        };
        expect(nodeinfo.software.name).toBe('newsroom');
        expect(nodeinfo.protocols).toEqual(['activitypub']);
        expect(nodeinfo.usage.localPosts).toBe((await site.site.content.get()).stories.allListed().length);
        const page = await fetch(`${site.url}/ap/actors/newsroom`, {
            headers: { Accept: 'text/html' },
            redirect: 'manual',
        });
        expect(page.status).toBe(303);
        expect(page.headers.get('location')).toBe(`${site.url}/`);
    });

    it('pages the outbox newest first with Create activities, never a story that is not public', async () => {
        const first = (await (
            await fetch(`${site.url}/ap/actors/newsroom/outbox?cursor=0`, {
                headers: { Accept: 'application/activity+json' },
            })
        ).json()) as { orderedItems: { type: string; object: { id: string } }[]; next?: string };
        expect(first.orderedItems).toHaveLength(20);
        expect(first.orderedItems.every((item) => item.type === 'Create')).toBe(true);
        expect(first.next).toBe(`${site.url}/ap/actors/newsroom/outbox?cursor=20`);
        const ids = first.orderedItems.map((item) => item.object.id);
        expect(ids).not.toContain(`${site.url}/ap/stories/${uuidOf(PRIVATE_STORY)}`);
        expect(ids).not.toContain(`${site.url}/ap/stories/${uuidOf(EMBARGOED)}`);
    });
});

describe('federation: following and posting', () => {
    it('accepts a Follow of the newsroom and of a category, and counts the follower', async () => {
        const { newsroom, categories } = await actors();
        const products = categories.get(PRODUCTS)!;
        for (const actor of [newsroom, products]) {
            const followId = await journalist.follow(actor.url);
            const accept = await journalist.waitFor((entry) => entry.type === 'Accept' && entry.objectId === followId);
            expect(accept.actorId).toBe(actor.url);
            expect(await followersCount(actor.url)).toBe(1);
        }
        expect(journalist.refused).toEqual([]);
    });

    it('refuses an unsigned Follow with 401 and an oversized post with 413', async () => {
        const { newsroom } = await actors();
        const unsigned = await journalist.postUnsigned(`${newsroom.url}/inbox`, {
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: `${journalist.actorUrl}#unsigned`,
            type: 'Follow',
            actor: journalist.actorUrl,
            object: newsroom.url,
        });
        expect(unsigned.status).toBe(401);
        const huge = await fetch(`${site.url}/ap/inbox`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/activity+json' },
            body: JSON.stringify({ type: 'Note', content: 'x'.repeat(300_000) }),
        });
        expect(huge.status).toBe(413);
        expect(await huge.json()).toEqual({ message: expect.any(String) });
    });

    it('publishing a story sends one Create to the shared inbox, with the Article whole, and the category announces it', async () => {
        const now = new Date().toISOString();
        let title = '';
        await site.editStory(SCHEDULED.file, (story) => {
            title = String(story.title);
            story.status = 'published';
            story.published_at = now;
            story.updated_at = now;
        });
        const articleId = `${site.url}/ap/stories/${SCHEDULED.uuid}`;
        const create = await journalist.waitFor((entry) => entry.type === 'Create' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        expect(create.actorId).toBe(`${site.url}/ap/actors/newsroom`);
        expect(create.inbox).toBe('shared');
        const article = create.json.object as Record<string, unknown>;
        expect(article.type).toBe('Article');
        expect(article.name).toBe(title);
        expect(article.url).toMatchObject({ href: `${site.url}/free-winter-check-at-northwind-workshops` });
        expect(Object.keys(article.contentMap as object)).toEqual(['en']);
        expect(String(article.content)).toMatch(/^<(p|h2|h3|ul|ol|blockquote)>/);
        expect(String(article.content)).not.toMatch(/<script|<img|style=/);
        expect(article.tag).toMatchObject({ type: 'Hashtag', name: '#Service', href: `${site.url}/tag/service` });
        expect(article.preview).toMatchObject({ type: 'Note' });
        expect(String((article.preview as { content: string }).content)).toContain(
            `${site.url}/free-winter-check-at-northwind-workshops`,
        );
        expect(article.cc).toEqual([
            `${site.url}/ap/actors/newsroom/followers`,
            `${site.url}/ap/actors/category-${PRODUCTS}/followers`,
        ]);

        const announce = await journalist.waitFor((entry) => entry.type === 'Announce' && entry.objectId === articleId);
        expect(announce.actorId).toBe(`${site.url}/ap/actors/category-${PRODUCTS}`);
        // Following both actors, the server still got one Create.
        expect(
            journalist.received.filter((entry) => entry.type === 'Create' && entry.objectId === articleId),
        ).toHaveLength(1);
    });

    it('a story address asked for as ActivityPub JSON answers its Article, as Mastodon search asks', async () => {
        const object = await journalist.lookupObject(`${site.url}/free-winter-check-at-northwind-workshops`);
        expect(object).toBeInstanceOf(Article);
        expect(object?.id?.href).toBe(`${site.url}/ap/stories/${SCHEDULED.uuid}`);
        const page = await fetch(`${site.url}/free-winter-check-at-northwind-workshops`);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        const privateObject = await fetch(`${site.url}/ap/stories/${uuidOf(PRIVATE_STORY)}`, {
            headers: { Accept: 'application/activity+json' },
        });
        expect(privateObject.status).toBe(404);
    });

    it('an embargo lifting sends its Create, never before', async () => {
        const articleId = `${site.url}/ap/stories/${uuidOf(EMBARGOED)}`;
        expect(journalist.received.some((entry) => entry.objectId === articleId)).toBe(false);
        const create = await journalist.waitFor((entry) => entry.type === 'Create' && entry.objectId === articleId, {
            timeoutMs: LIFT_IN_MS + 20_000,
        });
        expect(create.receivedAt.getTime()).toBeGreaterThanOrEqual(liftsAt);
    }, 40_000);

    it('an edit sends an Update with the new title', async () => {
        const now = new Date().toISOString();
        await site.editStory(SCHEDULED.file, (story) => {
            story.title = 'Free winter check, now in every workshop';
            story.updated_at = now;
        });
        const articleId = `${site.url}/ap/stories/${SCHEDULED.uuid}`;
        const update = await journalist.waitFor((entry) => entry.type === 'Update' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        expect((update.json.object as { name: string }).name).toBe('Free winter check, now in every workshop');
    });

    it('making it private sends a Delete with a Tombstone, and its object is gone', async () => {
        await site.editStory(SCHEDULED.file, (story) => {
            story.visibility = 'private';
            story.updated_at = new Date().toISOString();
        });
        const articleId = `${site.url}/ap/stories/${SCHEDULED.uuid}`;
        const deletion = await journalist.waitFor((entry) => entry.type === 'Delete' && entry.objectId === articleId, {
            timeoutMs: 20_000,
        });
        expect(deletion.json.object).toMatchObject({
            type: 'Tombstone',
            formerType: expect.stringMatching(/^(as:)?Article$/),
        });
        const object = await fetch(articleId, { headers: { Accept: 'application/activity+json' } });
        expect(object.status).toBe(404);
    });

    it("a category's new name reaches its followers as an Update of its actor", async () => {
        const where = path.join(site.directory, 'categories.json');
        const categories = JSON.parse(readFileSync(where, 'utf8')) as { id: number; i18n: { en: { name: string } } }[];
        categories.find((category) => category.id === PRODUCTS)!.i18n.en.name = 'Bikes and services';
        writeFileSync(where, JSON.stringify(categories));
        await site.site.content.reload();
        const actorUrl = `${site.url}/ap/actors/category-${PRODUCTS}`;
        const update = await journalist.waitFor((entry) => entry.type === 'Update' && entry.objectId === actorUrl, {
            timeoutMs: 20_000,
        });
        expect(update.actorId).toBe(actorUrl);
        expect((update.json.object as { name: string }).name).toBe('Bikes and services');
    });

    it('an Undo removes the follower; an account deleting itself leaves no follow behind', async () => {
        const { newsroom, categories } = await actors();
        const products = categories.get(PRODUCTS)!;
        await journalist.unfollow(newsroom.url);
        await expect.poll(() => followersCount(newsroom.url), { timeout: 10_000 }).toBe(0);
        expect(await followersCount(products.url)).toBe(1);
        await journalist.deleteAccount(`${site.url}/ap/inbox`);
        await expect.poll(() => followersCount(products.url), { timeout: 10_000 }).toBe(0);
    });
});
