/**
 * A second, independent ActivityPub server for the federation tests: a journalist's Mastodon-like
 * server on 127.0.0.1, built on Fedify like the site but sharing nothing with it (its own
 * federation, store and keys), so a test checks what really crosses the wire.
 *
 * One `Person` (`journalist` unless told otherwise) with an RSA and an Ed25519 key, a personal
 * and a shared inbox, WebFinger. Every activity its inboxes accept is recorded in `received`;
 * Fedify verifies each one's signature first, so only a correctly signed delivery is recorded and
 * a badly signed one is answered 401 and listed in `refused` (signatures checked both ways, issue
 * 34). Deliveries are not de-duplicated: an activity the site sends twice is recorded twice, so a
 * test can tell "delivered once".
 *
 * Fedify is allowed private addresses (127.0.0.1, plain http) here only: this is a test double.
 * There is no queue: what it sends is sent before the call returns, and nothing lingers after
 * `close()`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
    type Context,
    createFederation,
    type DocumentLoader,
    generateCryptoKeyPair,
    getDocumentLoader,
    type HttpMessageSignaturesSpec,
    type InboxContext,
    MemoryKvStore,
    signRequest,
} from '@fedify/fedify';
import {
    Accept,
    Activity,
    type Actor,
    type Object as APObject,
    Delete,
    Endpoints,
    Follow,
    isActor,
    Person,
    PUBLIC_COLLECTION,
    type Recipient,
    Tombstone,
    Undo,
} from '@fedify/fedify/vocab';
import { freePort } from './engines';

export interface ReceivedActivity {
    /** The activity's JSON-LD type as sent, e.g. 'Accept', 'Create', 'Update', 'Delete', 'Announce'. */
    type: string;
    id: string | null;
    actorId: string | null;
    /** The object's id (an embedded object's id too, e.g. the Follow inside an Accept). */
    objectId: string | null;
    /** The activity as JSON-LD (compacted), as Fedify parsed it. */
    json: Record<string, unknown>;
    /** The journalist's own inbox, or the server's shared inbox. */
    inbox: 'personal' | 'shared';
    /** The inbox's path: `/users/{username}/inbox` or `/inbox`. */
    inboxPath: string;
    /** The parsed activity, for a test that wants Fedify's accessors (`await activity.getObject()`). */
    activity: Activity;
    receivedAt: Date;
}

/** A delivery whose signature did not verify, answered 401 and not recorded in `received`. */
export interface RefusedActivity {
    type: string;
    id: string | null;
    actorId: string | null;
    /** Fedify's reason: 'noSignature', 'invalidSignature' or 'keyFetchError' (with the key id). */
    reason: string;
    refusedAt: Date;
}

export interface WebFingerLink {
    rel: string;
    type?: string;
    href?: string;
    template?: string;
}

export interface WebFingerResult {
    /** The JRD as the site answered it. */
    jrd: { subject?: string; aliases?: string[]; links?: WebFingerLink[]; [key: string]: unknown };
    /** The `self` link's href of type application/activity+json (or the ld+json ActivityStreams profile). */
    self: string;
}

export interface RawAnswer {
    status: number;
    body: string;
}

export interface FollowerServer {
    /** The server's origin, `http://127.0.0.1:{port}`. */
    url: string;
    /** The journalist's actor id, `{url}/users/{username}`. */
    actorUrl: string;
    /** `{username}@127.0.0.1:{port}` */
    handle: string;
    /** The journalist's inbox and the shared inbox. */
    inboxUrl: string;
    sharedInboxUrl: string;
    /** Every verified activity either inbox accepted, in arrival order. */
    received: ReceivedActivity[];
    /** Every delivery refused for its signature, in arrival order. */
    refused: RefusedActivity[];
    /** Errors thrown while handling an accepted activity (the sender got a 5xx). */
    inboxErrors: Error[];
    /** Actors that followed the journalist (with `acceptFollows`), as its followers collection lists them. */
    followers: string[];
    /**
     * The first received activity (already there or still to come) that matches; rejects after
     * `timeoutMs` (10 s by default) with what did arrive and what was refused.
     */
    waitFor(
        predicate: (activity: ReceivedActivity) => boolean,
        options?: { timeoutMs?: number; description?: string },
    ): Promise<ReceivedActivity>;
    /** WebFinger over plain http (Fedify's own lookup assumes https for acct: URIs). Throws unless 200 with a self link. */
    lookupWebFinger(acct: string, siteOrigin: string): Promise<WebFingerResult>;
    /** The remote actor, fetched fresh (no cache) through Fedify's document loader. Throws if it is not an actor. */
    lookupActor(url: string | URL): Promise<Actor>;
    /** Any remote object (an Article at a story's address, say), fetched fresh; null when it cannot be had. */
    lookupObject(url: string | URL): Promise<APObject | null>;
    /** Sends a signed Follow from the journalist to the actor's inbox; resolves with the Follow's id. */
    follow(actorUrl: string | URL): Promise<string>;
    /** Sends a signed Undo of the last Follow sent to this actor; resolves with the Undo's id. */
    unfollow(actorUrl: string | URL): Promise<string>;
    /**
     * Mastodon-style account deletion: a signed Delete whose object is the journalist's actor id,
     * sent to `inboxUrl`; resolves with the Delete's id. The actor then answers 410 Gone.
     */
    deleteAccount(inboxUrl: string | URL): Promise<string>;
    /** POSTs `json` to an inbox with no signature at all. */
    postUnsigned(inboxUrl: string | URL, json: unknown): Promise<RawAnswer>;
    /**
     * POSTs an activity (a vocab object or plain JSON) signed with HTTP Signatures (draft-cavage
     * unless `spec` says 'rfc9421'), by default with the journalist's RSA key; pass another
     * `privateKey` (and/or `keyId`) to forge a bad signature.
     */
    postSigned(
        inboxUrl: string | URL,
        activity: Activity | Record<string, unknown>,
        options?: { privateKey?: SigningKey; keyId?: string | URL; spec?: HttpMessageSignaturesSpec },
    ): Promise<RawAnswer>;
    close(): Promise<void>;
}

export interface FollowerServerOptions {
    /** The journalist's username (and actor identifier); 'journalist' by default. */
    username?: string;
    /** Answer every Follow with an Accept and list the follower (for the helper's own tests). */
    acceptFollows?: boolean;
}

/** Web Crypto's key as Fedify takes it (Node's types declare `CryptoKey` only as a value here). */
type SigningKey = Parameters<typeof signRequest>[1];

const activityJsonType = 'application/activity+json';
const activityStreamsProfile = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

function readBody(request: IncomingMessage): Promise<Buffer> {
    return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => resolve(Buffer.concat(chunks)));
        request.on('error', reject);
    });
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
            headers.append(name, item);
        }
    }
    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(request));
    return new Request(new URL(request.url ?? '/', origin), { method, headers, body });
}

async function sendFetchResponse(answer: Response, response: ServerResponse): Promise<void> {
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(body);
}

function jsonType(json: Record<string, unknown>, activity: APObject): string {
    const type = json.type ?? json['@type'];
    if (typeof type === 'string') return type;
    if (Array.isArray(type)) return type.join(',');
    return activity.constructor.name;
}

function describeReason(reason: { type: string; keyId?: URL }): string {
    return reason.keyId ? `${reason.type} (key ${reason.keyId.href})` : reason.type;
}

async function rawAnswer(answer: Response): Promise<RawAnswer> {
    return { status: answer.status, body: await answer.text() };
}

export async function startFollowerServer(options: FollowerServerOptions = {}): Promise<FollowerServer> {
    const username = options.username ?? 'journalist';
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const received: ReceivedActivity[] = [];
    const refused: RefusedActivity[] = [];
    const inboxErrors: Error[] = [];
    const followers = new Map<string, Recipient>();
    const followsSent = new Map<string, Follow>();
    // Pending waitFor calls: each checks a new arrival, or is cancelled by close().
    const waiters = new Map<(activity: ReceivedActivity) => void, () => void>();
    let accountDeleted = false;

    const keyPairs = [await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'), await generateCryptoKeyPair('Ed25519')];
    // Fedify's own loader is cached for minutes; lookups here must see the site as it is now
    // (a story's Article after an edit). Keys for verifying deliveries still go through Fedify.
    const freshLoader: DocumentLoader = getDocumentLoader({ allowPrivateAddress: true });

    const federation = createFederation<void>({
        kv: new MemoryKvStore(),
        origin,
        // The site runs on 127.0.0.1 over http: a test double's exemption, never the site's.
        allowPrivateAddress: true,
    });

    federation
        .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
            if (identifier !== username) return null;
            if (accountDeleted) {
                return new Tombstone({ id: ctx.getActorUri(identifier) });
            }
            const keys = await ctx.getActorKeyPairs(identifier);
            return new Person({
                id: ctx.getActorUri(identifier),
                preferredUsername: identifier,
                name: 'A journalist',
                summary: 'Follows press rooms from a test server.',
                url: ctx.getActorUri(identifier),
                inbox: ctx.getInboxUri(identifier),
                endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
                followers: ctx.getFollowersUri(identifier),
                manuallyApprovesFollowers: false,
                publicKey: keys[0]?.cryptographicKey,
                assertionMethods: keys.map((key) => key.multikey),
            });
        })
        .setKeyPairsDispatcher((_ctx, identifier) => (identifier === username ? keyPairs : []));

    federation.setFollowersDispatcher('/users/{identifier}/followers', (_ctx, identifier) =>
        identifier === username ? { items: [...followers.values()] } : null,
    );

    const record = async (ctx: InboxContext<void>, activity: Activity) => {
        const json = (await activity.toJsonLd({ format: 'compact', contextLoader: ctx.contextLoader })) as Record<
            string,
            unknown
        >;
        const entry: ReceivedActivity = {
            type: jsonType(json, activity),
            id: activity.id?.href ?? null,
            actorId: activity.actorId?.href ?? null,
            objectId: activity.objectId?.href ?? null,
            json,
            inbox: ctx.recipient === null ? 'shared' : 'personal',
            inboxPath: ctx.recipient === null ? '/inbox' : `/users/${ctx.recipient}/inbox`,
            activity,
            receivedAt: new Date(),
        };
        received.push(entry);
        for (const waiter of [...waiters.keys()]) waiter(entry);
    };

    const acceptFollow = async (ctx: InboxContext<void>, follow: Follow) => {
        const follower = await follow.getActor(ctx);
        if (!isActor(follower) || follower.id === null) return;
        followers.set(follower.id.href, follower);
        await ctx.sendActivity(
            { identifier: username },
            follower,
            new Accept({
                id: new URL(`/activities/${randomUUID()}`, origin),
                actor: ctx.getActorUri(username),
                object: follow,
            }),
        );
    };

    federation
        .setInboxListeners('/users/{identifier}/inbox', '/inbox')
        // Record every delivery, repeats included: a test must see a double delivery.
        .withIdempotency(() => null)
        .on(Activity, async (ctx, activity) => {
            await record(ctx, activity);
            if (options.acceptFollows && activity instanceof Follow) await acceptFollow(ctx, activity);
        })
        .onUnverifiedActivity((_ctx, activity, reason) => {
            refused.push({
                type: activity.constructor.name,
                id: activity.id?.href ?? null,
                actorId: activity.actorId?.href ?? null,
                reason: describeReason(reason),
                refusedAt: new Date(),
            });
        })
        .onError((_ctx, error) => {
            inboxErrors.push(error);
        });

    const server = createServer(async (request, response) => {
        try {
            const answer = await federation.fetch(await toFetchRequest(request, origin), { contextData: undefined });
            await sendFetchResponse(answer, response);
        } catch (error) {
            response.writeHead(500, { 'content-type': 'text/plain' });
            response.end(String(error));
        }
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

    const context = (): Context<void> => federation.createContext(new URL(origin), undefined);
    const actorUrl = context().getActorUri(username).href;

    const lookupObject = (url: string | URL) => context().lookupObject(String(url), { documentLoader: freshLoader });

    const lookupActor = async (url: string | URL): Promise<Actor> => {
        const found = await lookupObject(url);
        if (!isActor(found)) {
            throw new Error(
                `${String(url)} is not an ActivityPub actor (found ${found?.constructor.name ?? 'nothing'})`,
            );
        }
        return found;
    };

    const newActivityId = () => new URL(`/activities/${randomUUID()}`, origin);

    const describeArrivals = () => {
        const lines = received.map(
            (entry) => `  ${entry.type} ${entry.id} from ${entry.actorId} object ${entry.objectId} (${entry.inbox})`,
        );
        const refusals = refused.map(
            (entry) => `  refused ${entry.type} ${entry.id} from ${entry.actorId}: ${entry.reason}`,
        );
        const errors = inboxErrors.map((error) => `  inbox error: ${error.message}`);
        const all = [...lines, ...refusals, ...errors];
        return all.length > 0 ? all.join('\n') : '  nothing';
    };

    return {
        url: origin,
        actorUrl,
        handle: `${username}@127.0.0.1:${port}`,
        inboxUrl: context().getInboxUri(username).href,
        sharedInboxUrl: context().getInboxUri().href,
        received,
        refused,
        inboxErrors,
        get followers() {
            return [...followers.keys()];
        },

        waitFor(predicate, { timeoutMs = 10_000, description = 'a matching activity' } = {}) {
            const already = received.find(predicate);
            if (already) return Promise.resolve(already);
            return new Promise((resolve, reject) => {
                const stop = (error?: Error, entry?: ReceivedActivity) => {
                    clearTimeout(timer);
                    waiters.delete(waiter);
                    if (entry) resolve(entry);
                    else reject(error);
                };
                const waiter = (entry: ReceivedActivity) => {
                    if (predicate(entry)) stop(undefined, entry);
                };
                const timer = setTimeout(
                    () =>
                        stop(
                            new Error(
                                `${username}@${origin} waited ${timeoutMs} ms for ${description}; it got:\n${describeArrivals()}`,
                            ),
                        ),
                    timeoutMs,
                );
                waiters.set(waiter, () =>
                    stop(new Error(`${username}@${origin} closed while waiting for ${description}`)),
                );
            });
        },

        async lookupWebFinger(acct, siteOrigin) {
            const resource = `acct:${acct.replace(/^acct:/, '').replace(/^@/, '')}`;
            const address = new URL('/.well-known/webfinger', siteOrigin);
            address.searchParams.set('resource', resource);
            const answer = await fetch(address, { headers: { accept: 'application/jrd+json' } });
            const body = await answer.text();
            if (answer.status !== 200) {
                throw new Error(`WebFinger ${address.href} answered ${answer.status}: ${body.slice(0, 300)}`);
            }
            const jrd = JSON.parse(body) as WebFingerResult['jrd'];
            const self = jrd.links?.find(
                (link) =>
                    link.rel === 'self' && (link.type === activityJsonType || link.type === activityStreamsProfile),
            )?.href;
            if (!self) throw new Error(`WebFinger ${address.href} has no ActivityPub self link: ${body.slice(0, 300)}`);
            return { jrd, self };
        },

        lookupActor,
        lookupObject,

        async follow(targetUrl) {
            const target = await lookupActor(targetUrl);
            // Fedify sends nothing, silently, to an actor without an inbox.
            if (target.inboxId === null) throw new Error(`${String(targetUrl)} has no inbox`);
            const follow = new Follow({
                id: newActivityId(),
                actor: new URL(actorUrl),
                object: target.id,
            });
            await context().sendActivity({ identifier: username }, target, follow);
            followsSent.set(String(targetUrl), follow);
            return follow.id!.href;
        },

        async unfollow(targetUrl) {
            const follow = followsSent.get(String(targetUrl));
            if (!follow) throw new Error(`${actorUrl} never followed ${String(targetUrl)}`);
            const target = await lookupActor(targetUrl);
            const undo = new Undo({ id: newActivityId(), actor: new URL(actorUrl), object: follow });
            await context().sendActivity({ identifier: username }, target, undo);
            followsSent.delete(String(targetUrl));
            return undo.id!.href;
        },

        async deleteAccount(inboxUrl) {
            const deletion = new Delete({
                id: new URL(`${actorUrl}#delete`),
                actor: new URL(actorUrl),
                object: new URL(actorUrl),
                to: PUBLIC_COLLECTION,
            });
            // Fedify skips a recipient without an id, silently: the inbox stands in for it.
            const inbox = new URL(String(inboxUrl));
            const recipient: Recipient = { id: inbox, inboxId: inbox };
            await context().sendActivity({ identifier: username }, recipient, deletion);
            // After the site has verified the Delete against the live key, the account is gone (410).
            accountDeleted = true;
            return deletion.id!.href;
        },

        async postUnsigned(inboxUrl, json) {
            const answer = await fetch(String(inboxUrl), {
                method: 'POST',
                headers: { 'content-type': activityJsonType, accept: activityJsonType },
                body: JSON.stringify(json),
            });
            return rawAnswer(answer);
        },

        async postSigned(inboxUrl, activity, signing = {}) {
            const json =
                activity instanceof Activity
                    ? await activity.toJsonLd({ format: 'compact', contextLoader: context().contextLoader })
                    : activity;
            const [ownKey] = await context().getActorKeyPairs(username);
            const request = new Request(String(inboxUrl), {
                method: 'POST',
                headers: { 'content-type': activityJsonType, accept: activityJsonType },
                body: JSON.stringify(json),
            });
            const signed = await signRequest(
                request,
                signing.privateKey ?? keyPairs[0]!.privateKey,
                new URL(String(signing.keyId ?? ownKey!.keyId)),
                { spec: signing.spec ?? 'draft-cavage-http-signatures-12' },
            );
            return rawAnswer(await fetch(signed));
        },

        async close() {
            for (const cancel of [...waiters.values()]) cancel();
            server.closeAllConnections();
            await new Promise<void>((resolve) => server.close(() => resolve()));
        },
    };
}
