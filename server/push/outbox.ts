import { z } from 'zod';
import type { Logger } from '../logger';
import type { CdnPurger } from './cdn/cdn-purger';
import { SITE_KEY } from './cdn/site-key';
import type { OutboxStore } from './outbox-stores';
import { type Delivery, errorText, type SendStop } from './send-with-retries';

/** What the outbox sends: WebSub pings (feed addresses), IndexNow addresses, CDN purge keys. */
export type OutboxKind = 'websub' | 'indexnow' | 'purge';
const KINDS: readonly OutboxKind[] = ['websub', 'indexnow', 'purge'];

/** Sends targets of one kind, with its retries; never rejects; names what a stop left unsent. */
export type OutboxSender = (targets: readonly string[], stop: SendStop) => Promise<Delivery>;
export type OutboxSenders = Partial<Record<OutboxKind, OutboxSender>>;

/** The outbox's sender of CDN purges, when the site purges one (CDN_PURGE). */
export function purgeSender(purger: CdnPurger | null | undefined): OutboxSenders {
    return purger ? { purge: (keys, stop) => purger.purge(keys, stop) } : {};
}

/** Targets by kind, each once. */
export type OutboxEntries = Record<OutboxKind, string[]>;

/**
 * Sends the pushes and purges of content changes, and keeps across a stop what it could not
 * send (docs/product-rules.md §7.10; docs/deploying.md, "Stopping"): the sends under way are
 * waited for until shortly before the stop's deadline, and what is still unsent then is saved
 * (outbox-stores.ts) and sent by the next start.
 */
export interface Outbox {
    /** Sends in the background, at once; never throws. Once the outbox is stopping, keeps them instead. */
    send(kind: OutboxKind, targets: readonly string[]): void;
    /** Takes what earlier stops saved, and sends it (each target once). */
    resume(): Promise<void>;
    /**
     * Starts no send and no retry any more; waits for the requests under way until shortly
     * before `deadline` (then abandons them); saves what is left unsent, and lets its stores go.
     */
    close(deadline: number): Promise<void>;
}

/**
 * At most this many of each kind are kept. IndexNow takes 10,000 addresses a request. Purge
 * keys past their cap become one purge of `site`, which every cached answer carries.
 */
const CAPS: Record<OutboxKind, number> = { websub: 1000, indexnow: 10_000, purge: 1000 };
/** Kept for saving before the deadline: the stores' own time limits fit in it (outbox-stores.ts). */
const SAVE_MARGIN_MS = 1500;

const LABELS: Record<OutboxKind, string> = {
    websub: 'WebSub pings',
    indexnow: 'IndexNow addresses',
    purge: 'CDN purge keys',
};
/** The setting without which a kind cannot be sent. */
const SETTINGS: Record<OutboxKind, string> = {
    websub: 'WEBSUB_HUB_URL',
    indexnow: 'INDEXNOW_KEY',
    purge: 'CDN_PURGE',
};

const Target = z.string().min(1).max(8192);
const SavedSchema = z.object({
    kind: z.literal('newsroom-outbox'),
    format: z.literal(1),
    savedAt: z.iso.datetime(),
    websub: z.array(Target),
    indexnow: z.array(Target),
    purge: z.array(Target),
});

/** One saved outbox, as its stores keep it: a small JSON document. */
export function encodeOutbox(entries: OutboxEntries, savedAt = new Date()): string {
    return JSON.stringify({ kind: 'newsroom-outbox', format: 1, savedAt: savedAt.toISOString(), ...entries });
}

/** A saved outbox read back; throws naming why it cannot be used. */
export function decodeOutbox(text: string): OutboxEntries {
    let value: unknown;
    try {
        value = JSON.parse(text);
    } catch {
        throw new Error('it is not JSON (damaged)');
    }
    const saved = SavedSchema.safeParse(value);
    if (!saved.success)
        throw new Error(`it is not an outbox of this version (${saved.error.issues[0]?.path.join('.')})`);
    const { websub, indexnow, purge } = saved.data;
    return { websub, indexnow, purge };
}

/** "4 WebSub pings, 2 IndexNow addresses" */
export function describeEntries(entries: OutboxEntries): string {
    return KINDS.filter((kind) => entries[kind].length > 0)
        .map((kind) => `${entries[kind].length} ${LABELS[kind]}`)
        .join(', ');
}

const isEmpty = (entries: OutboxEntries) => KINDS.every((kind) => entries[kind].length === 0);

/** The entries within their caps (CAPS), each target once; what is dropped is logged. */
function capped(entries: Record<OutboxKind, Iterable<string>>, logger: Logger): OutboxEntries {
    const result = { websub: [], indexnow: [], purge: [] } as OutboxEntries;
    for (const kind of KINDS) {
        const targets = [...new Set(entries[kind])];
        const cap = CAPS[kind];
        if (targets.length <= cap) {
            result[kind] = targets;
        } else if (kind === 'purge') {
            logger.warn(
                `${targets.length} CDN purge keys waiting, more than ${cap}: kept as one purge of "${SITE_KEY}"`,
            );
            result.purge = [SITE_KEY];
        } else {
            const dropped = targets.slice(cap);
            logger.warn(
                `${dropped.length} of ${targets.length} ${LABELS[kind]} waiting are dropped (at most ${cap} are kept): ${dropped.slice(0, 3).join(', ')}…`,
                { dropped: dropped.slice(0, 50) },
            );
            result[kind] = targets.slice(0, cap);
        }
    }
    return result;
}

/**
 * The outbox of one process: `senders` for the kinds it sends (the others are ignored),
 * `stores` where a stop saves what is unsent, the first that takes it (none: it is lost, and
 * the stop says so).
 */
export function createOutbox(senders: OutboxSenders, stores: OutboxStore[], logger: Logger): Outbox {
    const halt = new AbortController();
    const cut = new AbortController();
    const stop: SendStop = { halted: halt.signal, cut: cut.signal };
    const underWay = new Set<Promise<void>>();
    const unsent: Record<OutboxKind, Set<string>> = { websub: new Set(), indexnow: new Set(), purge: new Set() };
    let resuming: Promise<void> = Promise.resolve();
    let closing: Promise<void> | null = null;
    /** Set once what was waiting is saved: anything kept later is lost, and said so. */
    let closed = false;

    const keep = (kind: OutboxKind, targets: readonly string[]) => {
        for (const target of targets) unsent[kind].add(target);
        if (closed && targets.length > 0) {
            logger.warn(`${targets.length} ${LABELS[kind]} came after the stop saved what was waiting: not sent`);
        }
    };

    const send = (kind: OutboxKind, targets: readonly string[]) => {
        const sender = senders[kind];
        if (!sender || targets.length === 0) return;
        if (halt.signal.aborted) return keep(kind, targets);
        const sending: Promise<void> = sender(targets, stop)
            .then(
                (delivery) => keep(kind, delivery.unsent),
                // Senders never reject; should one, the targets are kept rather than lost.
                (error: unknown) => {
                    logger.error(`Sending ${LABELS[kind]} failed: ${errorText(error)}`);
                    keep(kind, targets);
                },
            )
            .finally(() => underWay.delete(sending));
        underWay.add(sending);
    };

    /** Waits for the sends under way until `until`; then abandons those still waiting for an answer. */
    const settle = async (until: number) => {
        if (underWay.size === 0) return;
        const all = Promise.all(underWay);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => {
            timer = setTimeout(() => resolve('late'), Math.max(0, until - Date.now()));
        });
        const outcome = await Promise.race([all, late]);
        clearTimeout(timer);
        if (outcome !== 'late') return;
        logger.warn(
            `Stopping: ${underWay.size} pushes or purges still unanswered are abandoned, and kept to send at the next start`,
        );
        cut.abort();
        await all;
    };

    const save = async (entries: OutboxEntries) => {
        const text = encodeOutbox(entries);
        for (const store of stores) {
            try {
                await store.save(text);
                logger.info(
                    `Stopping: ${describeEntries(entries)} left unsent, saved in ${store.name} for the next start`,
                );
                return;
            } catch (error) {
                logger.warn(`Could not save the outbox in ${store.name}: ${errorText(error)}`);
            }
        }
        logger.warn(
            `Stopping: ${describeEntries(entries)} left unsent are lost: ${stores.length === 0 ? 'CONTENT_SNAPSHOT_DIR is off and REDIS_URL unset' : 'no store took them'}`,
        );
    };

    return {
        send,
        resume() {
            resuming = (async () => {
                const taken: OutboxEntries[] = [];
                const from: string[] = [];
                for (const store of stores) {
                    let saved: string[];
                    try {
                        saved = await store.take();
                    } catch (error) {
                        logger.warn(`Could not read the saved outbox in ${store.name}: ${errorText(error)}`);
                        continue;
                    }
                    for (const text of saved) {
                        try {
                            taken.push(decodeOutbox(text));
                            if (!from.includes(store.name)) from.push(store.name);
                        } catch (error) {
                            logger.warn(`Ignoring an outbox saved in ${store.name}: ${errorText(error)}`);
                        }
                    }
                }
                if (taken.length === 0) return;
                const merged = capped(
                    {
                        websub: taken.flatMap((entries) => entries.websub),
                        indexnow: taken.flatMap((entries) => entries.indexnow),
                        purge: taken.flatMap((entries) => entries.purge),
                    },
                    logger,
                );
                for (const kind of KINDS) {
                    if (senders[kind] || merged[kind].length === 0) continue;
                    logger.warn(
                        `${merged[kind].length} ${LABELS[kind]} saved at a stop are dropped: ${SETTINGS[kind]} is not set now`,
                    );
                    merged[kind] = [];
                }
                if (isEmpty(merged)) return;
                logger.info(`Sending what a stop left unsent: ${describeEntries(merged)} (from ${from.join(', ')})`);
                for (const kind of KINDS) send(kind, merged[kind]);
            })();
            return resuming;
        },
        close(deadline) {
            closing ??= (async () => {
                halt.abort();
                // What the last start took is sent or kept like the rest.
                await resuming;
                await settle(deadline - Math.min(SAVE_MARGIN_MS, Math.max(0, deadline - Date.now()) / 2));
                const entries = capped(unsent, logger);
                closed = true;
                if (!isEmpty(entries)) await save(entries);
                await Promise.all(stores.map((store) => store.close()));
            })();
            return closing;
        },
    };
}
