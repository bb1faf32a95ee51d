import type { Context, KvStore } from '@fedify/fedify';
import { Update } from '@fedify/fedify/vocab';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { Logger } from '../logger';
import { actorObject } from './actor-object';
import { compareAndSet } from './compare-and-set';
import type { FederationData } from './federation-data';
import { recipientOf } from './followers';
import type { NewsroomFederation } from './newsroom-federation';

const PROFILES_KEY = ['newsroom', 'actor-profiles'] as const;

/**
 * Tells followers when one of the site's actors changes its profile: a new handle
 * (FEDERATION_HANDLE, a renamed category slug), name, about text or picture. Their servers keep
 * a copy of the profile and would otherwise show the old one for days (docs/federation.md, "The
 * actors"). The actor's address never changes, so nobody has to follow it again. Each actor's
 * profile is kept as a fingerprint in the federation's store; the first start records them.
 */
export async function updateChangedProfiles(
    service: NewsroomFederation,
    kv: KvStore,
    ctx: Context<FederationData>,
    snapshot: ContentSnapshot,
    logger: Logger,
): Promise<void> {
    const actors = service.directory(snapshot);
    const current: Record<string, string> = {};
    const objects = new Map<string, Awaited<ReturnType<typeof actorObject>>>();
    for (const actor of [actors.newsroom, ...actors.categories.values()]) {
        const object = await actorObject(ctx, snapshot, actor, service.actorSettings);
        objects.set(actor.identifier, object);
        current[actor.identifier] = profileFingerprint(await object.toJsonLd());
    }
    const stored = await kv.get<Record<string, string>>(PROFILES_KEY);
    const swapped = await compareAndSet(kv, PROFILES_KEY, stored, current);
    // Another instance recorded the same change first, and tells the followers.
    if (!swapped || !stored) return;
    for (const [identifier, fingerprint] of Object.entries(current)) {
        if (stored[identifier] === undefined || stored[identifier] === fingerprint) continue;
        const followers = await service.followers.list(identifier);
        if (followers.length === 0) continue;
        const object = objects.get(identifier)!;
        await ctx.sendActivity(
            { identifier },
            followers.map(recipientOf),
            new Update({
                id: new URL(`#update/${Date.now()}`, ctx.getActorUri(identifier)),
                actor: ctx.getActorUri(identifier),
                to: new URL('https://www.w3.org/ns/activitystreams#Public'),
                object,
            }),
            { preferSharedInbox: true },
        );
        logger.info(`Fediverse: ${identifier}'s profile changed; told its ${followers.length} followers`);
    }
}

/** What a follower's server shows of an actor, without the parts that change by themselves (key material does not). */
function profileFingerprint(json: unknown): string {
    const { preferredUsername, name, nameMap, summary, summaryMap, icon, image, attachment, url } = json as Record<
        string,
        unknown
    >;
    return JSON.stringify({ preferredUsername, name, nameMap, summary, summaryMap, icon, image, attachment, url });
}
