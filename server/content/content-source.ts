import type { Story } from '../../domain/content';
import type { ContentSnapshot } from './content-snapshot';

/** A content file or API record that failed validation and was skipped, or a field left out of one. */
export interface ContentProblem {
    file: string;
    field: string;
    message: string;
    /** The record was kept without the field (server/content/validate.ts, parseLeavingOut). */
    leftOut?: boolean;
}

export interface ContentStatus {
    source: string;
    ok: boolean;
    /** When the content served was read from its source. */
    loadedAt: string | null;
    /** True when the last refresh failed, or has not run yet, and older content is being served. */
    stale: boolean;
    lastError: string | null;
    problems: ContentProblem[];
    /** Where the content served was restored from at start (a persisted snapshot), until a refresh replaces it. */
    restoredFrom?: string | null;
}

/** What to reload: by default what changed; `stories` names the stories to read again; `everything` checks all. */
export interface ReloadRequest {
    stories?: string[];
    everything?: boolean;
}

/**
 * Where the newsroom's content comes from. Routes only ever see this interface; `createApp`
 * receives a concrete adapter (files, prezly).
 */
export interface ContentSource {
    readonly kind: string;
    /** The newest good content. Loads on first call; later calls answer from memory. */
    get(): Promise<ContentSnapshot>;
    /** Loads again now (SIGHUP, file change, webhook). Keeps serving the old content if it fails. */
    reload(request?: ReloadRequest): Promise<void>;
    /**
     * True when a failure to load with nothing to serve is retried in the background instead of
     * failing: the server then starts anyway and answers 503 until content arrives.
     */
    readonly keepsTrying?: boolean;
    /**
     * True when the source tells the other processes of what it read, and applies what they
     * read, itself (server/content/sharing/): the page caches then only evict what changed here.
     */
    readonly sharesChanges?: boolean;
    /** Called with each new snapshot, so caches and search indexes can follow. */
    subscribe(listener: (snapshot: ContentSnapshot) => void): () => void;
    status(): ContentStatus;
    /**
     * Reads one story live from the source, whatever its status (a draft, a scheduled story, one
     * the snapshot does not hold yet), for a preview (docs/product-rules.md §2.20): validated as
     * any story, never added to the snapshot. Null when the source does not have it; throws when
     * the source cannot be read. Only a source with unpublished stories of its own (Prezly) has it.
     */
    readonly previewStory?: (uuid: string) => Promise<Story | null>;
    /**
     * For a story path the snapshot has no story for: the uuid of the story the source's by-slug
     * lookup finds (Prezly matches a story's former slugs: a story renamed before this site read
     * it), so the page can redirect to it. Bounded and cached (server/content/prezly/slug-lookup.ts);
     * null for none, and whenever the source cannot answer at once. Only Prezly has it.
     */
    readonly storyUuidBySlug?: (slug: string) => Promise<string | null>;
    /**
     * A new snapshot of the content held, without reading the source, when an embargo of the
     * current one is due: the story is taken as published (docs/product-rules.md §4.9). For a
     * process that does not read the source itself (a Prezly cluster's follower, which otherwise
     * changes only when the reader shares a change, and Prezly may not have flipped the story).
     */
    readonly liftDueEmbargoes?: () => void;
    /** A local folder holding `{uuid}/{filename}` media files, when the source has one. */
    readonly mediaDirectory: string | null;
    close(): Promise<void>;
}
