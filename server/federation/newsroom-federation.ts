import { createFederation, type Federation, type KvStore, type MessageQueue } from '@fedify/fedify';
import { Accept, Article, Create, Delete, Follow, Undo } from '@fedify/fedify/vocab';
import { FEDERATION_PATHS, NEWSROOM_ACTOR } from '../../domain/federation/federation-paths';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { Logger } from '../logger';
import { type ActorDirectory, actorDirectory } from './actor-directory';
import { type ActorSettings, actorObject } from './actor-object';
import type { FederationData } from './federation-data';
import { FollowerStore } from './followers';
import { siteSigningKeys } from './signing-keys';
import { announceActivity, createActivity, federatedStory, storyArticle } from './story-article';

/** Outbox pages: a client reads the first one; older stories are a page further each. */
const OUTBOX_PAGE = 20;

export type FederationConfig = Pick<
    Config,
    | 'siteUrl'
    | 'BASE_PATH'
    | 'FEDERATION_ENABLED'
    | 'FEDERATION_HANDLE'
    | 'FEDERATION_ALLOW_PRIVATE_ADDRESS'
    | 'assetsCdnUrl'
>;

export interface NewsroomFederationOptions {
    config: FederationConfig;
    logger: Logger;
    kv: KvStore;
    queue: MessageQueue;
    translate: ActorSettings['translate'];
    /** The software's version, as NodeInfo states it. */
    version: string;
}

export interface NewsroomFederation {
    federation: Federation<FederationData>;
    followers: FollowerStore;
    directory(snapshot: ContentSnapshot): ActorDirectory;
    settings: { site: { basePath: string; siteUrl: string }; cdnUrl: string };
    actorSettings: ActorSettings;
}

/**
 * The site on the fediverse (docs/federation.md), on Fedify: WebFinger and NodeInfo; the
 * newsroom's actor and one per category, with their outboxes and followers collections; an
 * Article per public story; and the inboxes, which take Follow (answered with Accept and kept),
 * Undo of a Follow and an account's Delete (the follower removed). Fedify checks every inbox
 * POST's signature (HTTP Signatures in both forms, Object Integrity Proofs) and answers 401
 * when it fails; activities of other types are answered 202 and ignored. Each request's context
 * data is the snapshot it was answered from.
 */
export function createNewsroomFederation(options: NewsroomFederationOptions): NewsroomFederation {
    const { config, logger, kv, queue } = options;
    const base = config.BASE_PATH;
    const site = { basePath: base, siteUrl: config.siteUrl };
    const settings = { site, cdnUrl: config.assetsCdnUrl };
    const actorSettings: ActorSettings = { ...settings, translate: options.translate };
    const followers = new FollowerStore(kv);
    const keys = siteSigningKeys(kv);
    const directory = (snapshot: ContentSnapshot) => actorDirectory(snapshot, config)!;
    const at = (path: string) => `${base}${path}` as const;

    const federation = createFederation<FederationData>({
        kv,
        queue,
        origin: new URL(config.siteUrl).origin,
        allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE_ADDRESS,
        userAgent: { software: `newsroom/${options.version}`, url: new URL(config.siteUrl) },
        // Started by the process that delivers (server/federation/federation-service.ts).
        manuallyStartQueue: true,
    });

    federation
        .setActorDispatcher(at(FEDERATION_PATHS.actor) as `${string}{identifier}${string}`, async (ctx, identifier) => {
            const actor = directory(ctx.data.snapshot).byIdentifier(identifier);
            return actor ? actorObject(ctx, ctx.data.snapshot, actor, actorSettings) : null;
        })
        .mapHandle((ctx, username) => directory(ctx.data.snapshot).byHandle(username)?.identifier ?? null)
        .setKeyPairsDispatcher(async (ctx, identifier) =>
            directory(ctx.data.snapshot).byIdentifier(identifier) ? keys() : [],
        );

    federation
        .setFollowersDispatcher(
            at(FEDERATION_PATHS.followers) as `${string}{identifier}${string}`,
            async (ctx, identifier, cursor) => {
                if (!directory(ctx.data.snapshot).byIdentifier(identifier)) return null;
                // Who follows a newsroom is the followers' own business: the collection says how
                // many, and lists nobody (docs/federation.md, "Privacy"). Delivery reads the store.
                if (cursor === null) return { items: [] };
                return { items: [], nextCursor: null };
            },
        )
        .setCounter(async (ctx, identifier) =>
            directory(ctx.data.snapshot).byIdentifier(identifier) ? followers.count(identifier) : null,
        )
        .setFirstCursor(() => '0');

    federation
        .setOutboxDispatcher(
            at(FEDERATION_PATHS.outbox) as `${string}{identifier}${string}`,
            async (ctx, identifier, cursor) => {
                const actor = directory(ctx.data.snapshot).byIdentifier(identifier);
                if (!actor) return null;
                const stories = actorStories(ctx.data.snapshot, actor.category?.id ?? null);
                const start = cursor === null ? 0 : Number.parseInt(cursor, 10);
                if (!Number.isSafeInteger(start) || start < 0 || start > stories.length) return null;
                const page =
                    cursor === null ? stories.slice(0, OUTBOX_PAGE) : stories.slice(start, start + OUTBOX_PAGE);
                const items = page.map((story) => {
                    const article = storyArticle(ctx, ctx.data.snapshot, story, settings);
                    return identifier === NEWSROOM_ACTOR
                        ? createActivity(ctx, article, story)
                        : announceActivity(ctx, article, story, identifier);
                });
                const next = start + OUTBOX_PAGE;
                return { items, nextCursor: cursor !== null && next < stories.length ? String(next) : null };
            },
        )
        .setCounter((ctx, identifier) => {
            const actor = directory(ctx.data.snapshot).byIdentifier(identifier);
            return actor ? actorStories(ctx.data.snapshot, actor.category?.id ?? null).length : null;
        })
        .setFirstCursor(() => '0');

    federation.setObjectDispatcher(Article, at(FEDERATION_PATHS.story) as `${string}{uuid}${string}`, (ctx, values) => {
        const story = federatedStory(ctx.data.snapshot, values.uuid);
        return story ? storyArticle(ctx, ctx.data.snapshot, story, settings) : null;
    });

    federation.setNodeInfoDispatcher('/nodeinfo/2.1', (ctx) => {
        const actors = directory(ctx.data.snapshot);
        return {
            software: { name: 'newsroom', version: options.version, homepage: new URL(config.siteUrl) },
            protocols: ['activitypub'],
            openRegistrations: false,
            usage: {
                users: { total: 1 + actors.categories.size, activeMonth: 1 + actors.categories.size },
                localPosts: ctx.data.snapshot.stories.allListed().length,
                localComments: 0,
            },
        };
    });

    federation
        .setInboxListeners(
            at(FEDERATION_PATHS.inbox) as `${string}{identifier}${string}`,
            at(FEDERATION_PATHS.sharedInbox),
        )
        .on(Follow, async (ctx, follow) => {
            const target = ctx.parseUri(follow.objectId);
            const actor =
                target?.type === 'actor' ? directory(ctx.data.snapshot).byIdentifier(target.identifier) : undefined;
            if (!actor || !follow.id || !follow.actorId) return;
            const follower = await follow.getActor(ctx);
            if (!follower?.id || !follower.inboxId || follower.id.href !== follow.actorId.href) return;
            await followers.add(actor.identifier, {
                id: follower.id.href,
                inbox: follower.inboxId.href,
                sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
            });
            logger.info(`Fediverse: ${follower.id.href} follows @${actor.handle}`);
            await ctx.sendActivity(
                { identifier: actor.identifier },
                follower,
                new Accept({
                    id: new URL(`#accepts/${encodeURIComponent(follow.id.href)}`, ctx.getActorUri(actor.identifier)),
                    actor: ctx.getActorUri(actor.identifier),
                    object: follow,
                }),
            );
        })
        .on(Undo, async (ctx, undo) => {
            const object = await undo.getObject(ctx);
            if (!(object instanceof Follow) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return;
            const target = ctx.parseUri(object.objectId);
            if (target?.type !== 'actor') return;
            if (await followers.remove(target.identifier, undo.actorId.href)) {
                logger.info(`Fediverse: ${undo.actorId.href} stopped following ${target.identifier}`);
            }
        })
        .on(Delete, async (_ctx, deletion) => {
            // An account deleting itself: its follows go with it. Deletes of anything else
            // (a reply, a post) concern nothing we keep.
            if (!deletion.actorId || deletion.objectId?.href !== deletion.actorId.href) return;
            const removed = await followers.removeEverywhere(deletion.actorId.href);
            if (removed > 0) logger.info(`Fediverse: ${deletion.actorId.href} was deleted; ${removed} follows removed`);
        })
        .on(Create, () => {
            // Replies and mentions are not read here (docs/federation.md): answered 202, kept nowhere.
        })
        .onError((_ctx, error) => {
            logger.warn(`Fediverse: an inbox activity failed: ${error.message}`);
        });

    return { federation, followers, directory, settings, actorSettings };
}

/** The listed stories an actor's outbox holds, newest first: all of them, or a category's. */
function actorStories(snapshot: ContentSnapshot, categoryId: number | null) {
    const all = snapshot.stories.allListed().filter((story) => snapshot.languages.byCode(story.culture.code));
    return categoryId === null ? all : all.filter((story) => story.categories.some(({ id }) => id === categoryId));
}
