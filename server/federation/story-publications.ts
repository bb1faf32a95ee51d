import type { Context, KvStore } from '@fedify/fedify';
import type { Story } from '../../domain/content';
import { categoryActor, NEWSROOM_ACTOR } from '../../domain/federation/federation-paths';
import type { ContentSnapshot } from '../content/content-snapshot';
import type { Logger } from '../logger';
import { compareAndSet } from './compare-and-set';
import type { FederationData } from './federation-data';
import type { FollowerRecord } from './followers';
import { recipientOf } from './followers';
import type { NewsroomFederation } from './newsroom-federation';
import { updateChangedProfiles } from './profile-updates';
import {
    announceActivity,
    createActivity,
    deleteActivity,
    federatedStory,
    storyArticle,
    updateActivity,
} from './story-article';

/** Which stories followers were told of, and the content that said so (docs/federation.md, "When it posts"). */
interface PublishedState {
    /** When the snapshot that wrote it was loaded (epoch ms): an instance holding older content stays quiet. */
    at: number;
    /** Each public story's uuid and version (its `updated_at` and slug). */
    stories: Record<string, string>;
}

const STATE_KEY = ['newsroom', 'published-stories'] as const;
/**
 * At most this many stories are posted for one change, the newest: an import of a thousand old
 * stories, or a newsroom made public at once, is recorded without flooding followers.
 */
export const MAX_POSTS_PER_CHANGE = 20;
const CAS_ATTEMPTS = 5;

export interface PublicationChanges {
    created: Story[];
    updated: Story[];
    deleted: string[];
    /** Stories that became public but were not posted (over MAX_POSTS_PER_CHANGE). */
    skipped: number;
}

/**
 * Tells followers of each change to the public stories: a story becoming public (published, or
 * its embargo lifting) is a `Create` of its Article from the newsroom, to the followers of the
 * newsroom and of the story's categories (one delivery per shared inbox), plus an `Announce` by
 * each of its categories' actors to their own followers; an edit is an `Update`; a story that is
 * no longer public (unpublished, deleted, made private or confidential) is a `Delete`.
 *
 * It compares the content with the list of stories already told, kept in the federation's
 * store, not with the previous snapshot: so a change made while the site was down is posted at
 * the next start, the first start posts nothing (it records what is there), and instances
 * sharing Redis post each change once, the first to write the new list (compare-and-set) being
 * the one that sends.
 */
export class StoryPublisher {
    private queue: Promise<void> = Promise.resolve();

    constructor(
        private readonly service: NewsroomFederation,
        private readonly kv: KvStore,
        private readonly logger: Logger,
    ) {}

    /** Publishes the changes a snapshot brings, after the ones before it; never rejects. */
    publish(snapshot: ContentSnapshot): Promise<void> {
        this.queue = this.queue.then(() =>
            this.publishNow(snapshot).catch((error: unknown) => {
                this.logger.error(
                    `Fediverse: posting a content change failed: ${error instanceof Error ? error.message : String(error)}`,
                );
            }),
        );
        return this.queue;
    }

    /** Resolves once every change handed in so far is posted (or failed). */
    settled(): Promise<void> {
        return this.queue;
    }

    private async publishNow(snapshot: ContentSnapshot): Promise<void> {
        const { federation, settings } = this.service;
        const ctx = federation.createContext(new URL(settings.site.siteUrl), { snapshot });
        await updateChangedProfiles(this.service, this.kv, ctx, snapshot, this.logger);
        await this.publishStories(snapshot);
    }

    private async publishStories(snapshot: ContentSnapshot): Promise<void> {
        const current = publicVersions(snapshot);
        const at = snapshot.loadedAt.getTime();
        for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt++) {
            const stored = await this.kv.get<PublishedState>(STATE_KEY);
            if (stored && at < stored.at) return; // another instance holds newer content
            const next: PublishedState = { at, stories: current };
            if (!stored) {
                if (await compareAndSet(this.kv, STATE_KEY, undefined, next)) {
                    this.logger.info(
                        `Fediverse: recorded ${Object.keys(current).length} public stories as already published`,
                    );
                    return;
                }
                continue;
            }
            const changes = publicationChanges(snapshot, stored.stories, current);
            if (changes.created.length + changes.updated.length + changes.deleted.length + changes.skipped === 0) {
                return;
            }
            if (!(await compareAndSet(this.kv, STATE_KEY, stored, next))) continue;
            await this.send(snapshot, changes);
            return;
        }
        this.logger.warn(
            'Fediverse: the list of published stories kept changing under this instance; giving up this change',
        );
    }

    private async send(snapshot: ContentSnapshot, changes: PublicationChanges): Promise<void> {
        const { federation, followers, settings } = this.service;
        const ctx = federation.createContext(new URL(settings.site.siteUrl), { snapshot });
        const actors = this.service.directory(snapshot);
        const followersOf = new Map<string, FollowerRecord[]>();
        const load = async (identifier: string) => {
            let list = followersOf.get(identifier);
            if (!list) {
                list = await followers.list(identifier);
                followersOf.set(identifier, list);
            }
            return list;
        };
        const storyActors = (story: Story) => [
            NEWSROOM_ACTOR,
            ...story.categories.map(({ id }) => categoryActor(id)).filter((id) => actors.byIdentifier(id)),
        ];
        const everyone = async (identifiers: string[]) => (await Promise.all(identifiers.map(load))).flat();
        const sendTo = async (
            sender: string,
            list: FollowerRecord[],
            activity: Parameters<Context<FederationData>['sendActivity']>[2],
        ) => {
            if (list.length === 0) return;
            await ctx.sendActivity({ identifier: sender }, list.map(recipientOf), activity, {
                preferSharedInbox: true,
            });
        };

        for (const story of changes.created) {
            const article = storyArticle(ctx, snapshot, story, settings);
            const reached = storyActors(story);
            await sendTo(NEWSROOM_ACTOR, await everyone(reached), createActivity(ctx, article, story));
            for (const category of reached.slice(1)) {
                await sendTo(category, await load(category), announceActivity(ctx, article, story, category));
            }
        }
        for (const story of changes.updated) {
            const article = storyArticle(ctx, snapshot, story, settings);
            await sendTo(NEWSROOM_ACTOR, await everyone(storyActors(story)), updateActivity(ctx, article, story));
        }
        if (changes.deleted.length > 0) {
            const all = await everyone([
                NEWSROOM_ACTOR,
                ...[...actors.categories.values()].map((actor) => actor.identifier),
            ]);
            for (const uuid of changes.deleted)
                await sendTo(NEWSROOM_ACTOR, all, deleteActivity(ctx, uuid, snapshot.loadedAt));
        }
        this.logger.info(
            `Fediverse: posted ${changes.created.length} new, ${changes.updated.length} edited and ${changes.deleted.length} withdrawn stories${changes.skipped ? ` (${changes.skipped} more new stories recorded without a post)` : ''}`,
        );
    }
}

/** Each public story's version in a snapshot. */
function publicVersions(snapshot: ContentSnapshot): Record<string, string> {
    const versions: Record<string, string> = {};
    for (const story of snapshot.stories.allListed()) {
        if (federatedStory(snapshot, story.uuid)) versions[story.uuid] = `${story.updated_at} ${story.slug}`;
    }
    return versions;
}

/** What changed between the stories told and a snapshot's public ones. */
export function publicationChanges(
    snapshot: ContentSnapshot,
    told: Record<string, string>,
    current: Record<string, string>,
): PublicationChanges {
    const created: Story[] = [];
    const updated: Story[] = [];
    for (const [uuid, version] of Object.entries(current)) {
        const story = snapshot.stories.byUuid(uuid)!;
        if (!(uuid in told)) created.push(story);
        else if (told[uuid] !== version) updated.push(story);
    }
    const deleted = Object.keys(told).filter((uuid) => !(uuid in current));
    created.sort((a, b) => (b.published_at ?? b.updated_at).localeCompare(a.published_at ?? a.updated_at));
    return {
        created: created.slice(0, MAX_POSTS_PER_CHANGE),
        updated: updated.slice(0, MAX_POSTS_PER_CHANGE),
        deleted,
        skipped: Math.max(0, created.length - MAX_POSTS_PER_CHANGE),
    };
}
