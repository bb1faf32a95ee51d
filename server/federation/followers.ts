import type { KvStore } from '@fedify/fedify';
import type { Recipient } from '@fedify/fedify/vocab';

/** A remote account following one of the site's actors, as delivery needs it. */
export interface FollowerRecord {
    id: string;
    inbox: string;
    sharedInbox: string | null;
    /** When its Follow was accepted (ISO). */
    since: string;
}

const PREFIX = 'followers';

/**
 * The followers of each of the site's actors, in the federation's store (Redis with REDIS_URL,
 * else the embedded file: docs/federation.md): one entry per actor and follower, so a Follow, an
 * Undo or an account's deletion touches one key and instances sharing Redis never overwrite each
 * other's.
 */
export class FollowerStore {
    constructor(private readonly kv: KvStore) {}

    async add(actor: string, follower: Omit<FollowerRecord, 'since'>): Promise<void> {
        const record: FollowerRecord = { ...follower, since: new Date().toISOString() };
        await this.kv.set([PREFIX, actor, follower.id], record);
    }

    async remove(actor: string, followerId: string): Promise<boolean> {
        const key = [PREFIX, actor, followerId] as const;
        if ((await this.kv.get(key)) === undefined) return false;
        await this.kv.delete(key);
        return true;
    }

    /** Removes an account from every actor it follows (its Delete); how many follows it had. */
    async removeEverywhere(followerId: string): Promise<number> {
        let removed = 0;
        for await (const entry of this.kv.list([PREFIX])) {
            if (entry.key[2] === followerId) {
                await this.kv.delete(entry.key);
                removed++;
            }
        }
        return removed;
    }

    async list(actor: string): Promise<FollowerRecord[]> {
        const followers: FollowerRecord[] = [];
        for await (const entry of this.kv.list([PREFIX, actor])) {
            if (isFollowerRecord(entry.value)) followers.push(entry.value);
        }
        return followers;
    }

    async count(actor: string): Promise<number> {
        let count = 0;
        for await (const _ of this.kv.list([PREFIX, actor])) count++;
        return count;
    }
}

/** A follower as Fedify's delivery takes it: its inbox, and its server's shared inbox when it has one. */
export function recipientOf(follower: FollowerRecord): Recipient {
    return {
        id: new URL(follower.id),
        inboxId: new URL(follower.inbox),
        endpoints: { sharedInbox: follower.sharedInbox ? new URL(follower.sharedInbox) : null },
    };
}

function isFollowerRecord(value: unknown): value is FollowerRecord {
    const record = value as Partial<FollowerRecord> | null;
    return typeof record?.id === 'string' && typeof record.inbox === 'string';
}
