import { LRUCache } from 'lru-cache';
import { isUrlSlug } from '../../../domain/content/slug';
import type { Logger } from '../../logger';

/** What Prezly's by-slug lookup found: the story's uuid, or null for none. */
interface LookupAnswer {
    uuid: string | null;
}

export interface SlugLookupSettings {
    /** Lookups in flight at once (PREZLY_SLUG_LOOKUPS); beyond it a slug is answered "none" at once. */
    maxInFlight: number;
    /**
     * Lookups begun per minute (PREZLY_SLUG_LOOKUPS_PER_MINUTE); beyond it "none" at once until the
     * minute is over. Prezly's rate limit is the newsroom's: a flood of made-up slugs must never
     * spend what the refresh needs.
     */
    perMinute: number;
    /** The clock (tests set it). */
    now?: () => number;
    /** How long an answer is kept, found or not. */
    ttlMs: number;
    /** How long a failed lookup (Prezly down, slow or odd) counts as "none". */
    failureTtlMs: number;
    /** Answers kept at most: the oldest go first. */
    maxEntries: number;
    logger: Pick<Logger, 'warn'>;
}

/**
 * Prezly's by-slug lookup for a story path the snapshot has no story for (docs/prezly.md, "Slugs,
 * renamed and confidential stories"): Prezly matches the slugs a story had before, so an old link
 * to a story renamed before this site saw it still finds it. A visitor waits on it, and anyone can
 * ask for any slug, so it is bounded: only slugs of the slug pattern are looked up; at most
 * `maxInFlight` at once and `perMinute` begun in a minute (more is "none" at once, nothing asked,
 * nothing kept); every answer, "none" included, is kept for `ttlMs` (a failure for
 * `failureTtlMs`), and the same slug asked twice at once shares one call. A flood of made-up slugs
 * thus costs Prezly at most `perMinute` calls a minute, `maxInFlight` at a time, each slug once a
 * `ttlMs`; a failure is never an error, only "none" (the not-found page).
 */
export class SlugLookup {
    private readonly answers: LRUCache<string, LookupAnswer>;
    private readonly pending = new Map<string, Promise<string | null>>();
    private inFlight = 0;
    /** The minute counted (its start) and the lookups begun in it. */
    private windowStart = Number.NEGATIVE_INFINITY;
    private begunInWindow = 0;

    constructor(
        private readonly find: (slug: string) => Promise<{ uuid: string } | null>,
        private readonly settings: SlugLookupSettings,
    ) {
        this.answers = new LRUCache({ max: settings.maxEntries, ttl: settings.ttlMs });
    }

    /** The uuid of the story Prezly finds for the slug, or null: none, over the cap, or a failure. */
    readonly storyUuid = (slug: string): Promise<string | null> => {
        if (!isUrlSlug(slug)) return Promise.resolve(null);
        const known = this.answers.get(slug);
        if (known) return Promise.resolve(known.uuid);
        const pending = this.pending.get(slug);
        if (pending) return pending;
        if (this.inFlight >= this.settings.maxInFlight || !this.withinMinuteBudget()) return Promise.resolve(null);
        this.inFlight++;
        const lookup = this.find(slug)
            .then(
                (found) => {
                    const uuid = found?.uuid ?? null;
                    this.answers.set(slug, { uuid });
                    return uuid;
                },
                (error: unknown) => {
                    const reason = error instanceof Error ? error.message : String(error);
                    this.settings.logger.warn(
                        `Prezly's by-slug lookup of ${slug} failed (${reason}): answering not found`,
                    );
                    this.answers.set(slug, { uuid: null }, { ttl: this.settings.failureTtlMs });
                    return null;
                },
            )
            .finally(() => {
                this.inFlight--;
                this.pending.delete(slug);
            });
        this.pending.set(slug, lookup);
        return lookup;
    };

    /** Counts a lookup about to begin in the current minute; false once the minute's budget is spent. */
    private withinMinuteBudget(): boolean {
        const now = (this.settings.now ?? Date.now)();
        if (now - this.windowStart >= 60_000) {
            this.windowStart = now;
            this.begunInWindow = 0;
        }
        if (this.begunInWindow >= this.settings.perMinute) {
            if (this.begunInWindow === this.settings.perMinute) {
                this.settings.logger.warn(
                    `Prezly's by-slug lookups: ${this.settings.perMinute} begun this minute (PREZLY_SLUG_LOOKUPS_PER_MINUTE); answering not found without asking until the minute is over`,
                );
                this.begunInWindow++;
            }
            return false;
        }
        this.begunInWindow++;
        return true;
    }
}
