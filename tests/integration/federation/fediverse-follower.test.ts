/**
 * The fediverse follower stand-in (tests/helpers/fediverse-follower.ts) against itself: two
 * independent servers find each other by WebFinger over http, follow, accept, undo and delete
 * with HTTP signatures checked both ways, and refuse unsigned or badly signed posts with 401 —
 * what the site's federation tests rely on it for (issue 34).
 */
import { generateCryptoKeyPair } from '@fedify/fedify';
import { Create, Note, Person } from '@fedify/fedify/vocab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FollowerServer, startFollowerServer } from '../../helpers/fediverse-follower';

describe('fediverse follower stand-in', () => {
    let reader: FollowerServer;
    let writer: FollowerServer;

    beforeAll(async () => {
        reader = await startFollowerServer({ username: 'reader' });
        writer = await startFollowerServer({ username: 'writer', acceptFollows: true });
    });

    afterAll(async () => {
        await reader?.close();
        await writer?.close();
    });

    it('finds the other server by WebFinger over plain http', async () => {
        const found = await reader.lookupWebFinger(`@${writer.handle}`, writer.url);
        expect(found.jrd.subject).toBe(`acct:${writer.handle}`);
        expect(found.self).toBe(writer.actorUrl);

        const actor = await reader.lookupActor(found.self);
        expect(actor).toBeInstanceOf(Person);
        expect(actor.inboxId?.href).toBe(writer.inboxUrl);
        expect(actor.endpoints?.sharedInbox?.href).toBe(writer.sharedInboxUrl);
    });

    it('refuses a WebFinger lookup of an unknown account with the status in the error', async () => {
        await expect(reader.lookupWebFinger(`nobody@${new URL(writer.url).host}`, writer.url)).rejects.toThrow(/404/);
    });

    it('follows: the followed server records the signed Follow and the follower receives the Accept', async () => {
        const followId = await reader.follow(writer.actorUrl);

        const follow = await writer.waitFor((entry) => entry.type === 'Follow' && entry.id === followId);
        expect(follow.actorId).toBe(reader.actorUrl);
        expect(follow.objectId).toBe(writer.actorUrl);
        expect(follow.inbox).toBe('personal');
        expect(follow.inboxPath).toBe('/users/writer/inbox');
        expect(follow.json.type).toBe('Follow');

        const accept = await reader.waitFor((entry) => entry.type === 'Accept' && entry.objectId === followId);
        expect(accept.actorId).toBe(writer.actorUrl);
        expect(writer.followers).toEqual([reader.actorUrl]);
    });

    it('unfollows with an Undo of that Follow', async () => {
        const followId = await reader.follow(writer.actorUrl);
        const undoId = await reader.unfollow(writer.actorUrl);

        const undo = await writer.waitFor((entry) => entry.type === 'Undo' && entry.id === undoId);
        expect(undo.objectId).toBe(followId);
        expect(undo.actorId).toBe(reader.actorUrl);
    });

    it('answers an unsigned post to an inbox 401 and records nothing', async () => {
        const before = reader.received.length;
        const answer = await reader.postUnsigned(reader.inboxUrl, {
            '@context': 'https://www.w3.org/ns/activitystreams',
            id: `${writer.url}/activities/unsigned`,
            type: 'Create',
            actor: writer.actorUrl,
            object: { id: `${writer.url}/notes/unsigned`, type: 'Note', content: 'not signed' },
        });
        expect(answer.status).toBe(401);
        expect(reader.received.length).toBe(before);
        expect(reader.refused.at(-1)).toMatchObject({ id: `${writer.url}/activities/unsigned`, reason: 'noSignature' });
    });

    it('answers a post signed with a key the actor does not own 401, and records the same post signed rightly, in both signature forms', async () => {
        const create = (name: string) =>
            new Create({
                id: new URL(`/activities/${name}`, writer.url),
                actor: new URL(writer.actorUrl),
                object: new Note({ id: new URL(`/notes/${name}`, writer.url), content: name }),
            });

        const forger = await generateCryptoKeyPair();
        const forged = await writer.postSigned(reader.sharedInboxUrl, create('forged'), {
            privateKey: forger.privateKey,
        });
        expect(forged.status).toBe(401);
        expect(reader.refused.at(-1)).toMatchObject({ id: `${writer.url}/activities/forged` });
        expect(reader.refused.at(-1)?.reason).toMatch(/^invalidSignature/);
        expect(reader.received.some((entry) => entry.id === `${writer.url}/activities/forged`)).toBe(false);

        const genuine = await writer.postSigned(reader.sharedInboxUrl, create('genuine'));
        expect(genuine.status).toBe(202);
        const recorded = await reader.waitFor((entry) => entry.id === `${writer.url}/activities/genuine`);
        expect(recorded).toMatchObject({ type: 'Create', inbox: 'shared', inboxPath: '/inbox' });
        expect(recorded.objectId).toBe(`${writer.url}/notes/genuine`);

        const forgedRfc9421 = await writer.postSigned(reader.sharedInboxUrl, create('forged-rfc9421'), {
            privateKey: forger.privateKey,
            spec: 'rfc9421',
        });
        expect(forgedRfc9421.status).toBe(401);
        const genuineRfc9421 = await writer.postSigned(reader.sharedInboxUrl, create('genuine-rfc9421'), {
            spec: 'rfc9421',
        });
        expect(genuineRfc9421.status).toBe(202);
    });

    it('answers 401 to a well signed post whose actor is not the signer', async () => {
        const impersonation = new Create({
            id: new URL('/activities/impersonation', writer.url),
            actor: new URL(writer.actorUrl),
            object: new Note({ id: new URL('/notes/impersonation', writer.url), content: 'not mine' }),
        });
        const answer = await reader.postSigned(writer.inboxUrl, impersonation);
        expect(answer.status).toBe(401);
        expect(writer.received.some((entry) => entry.id === impersonation.id?.href)).toBe(false);
    });

    it('records a repeated delivery again, so a test can tell a double delivery', async () => {
        const repeated = new Create({
            id: new URL('/activities/twice', writer.url),
            actor: new URL(writer.actorUrl),
            object: new Note({ id: new URL('/notes/twice', writer.url), content: 'twice' }),
        });
        expect((await writer.postSigned(reader.inboxUrl, repeated)).status).toBe(202);
        expect((await writer.postSigned(reader.inboxUrl, repeated)).status).toBe(202);
        expect(reader.received.filter((entry) => entry.id === `${writer.url}/activities/twice`)).toHaveLength(2);
    });

    it('rejects waitFor with what did arrive when nothing matches', async () => {
        await expect(
            reader.waitFor((entry) => entry.type === 'Flag', { timeoutMs: 50, description: 'a Flag' }),
        ).rejects.toThrow(/a Flag; it got:\n {2}Accept /);
    });

    it('deletes its account Mastodon-style, then its actor is gone', async () => {
        const deleteId = await writer.deleteAccount(reader.sharedInboxUrl);

        const deletion = await reader.waitFor((entry) => entry.type === 'Delete' && entry.id === deleteId);
        expect(deletion.actorId).toBe(writer.actorUrl);
        expect(deletion.objectId).toBe(writer.actorUrl);
        expect(deletion.inbox).toBe('shared');

        const gone = await fetch(writer.actorUrl, { headers: { accept: 'application/activity+json' } });
        expect(gone.status).toBe(410);
        await gone.body?.cancel();
    });
});
