import type { Category, Contact, Gallery, Language, Newsroom, Story } from '../../domain/content';
import type { ContentSnapshot } from './content-snapshot';

/** Everything a newsroom publishes, validated. Both content sources produce this one model. */
export interface NewsroomContent {
    newsroom: Newsroom;
    languages: Language[];
    categories: Category[];
    stories: Story[];
    galleries: Gallery[];
    contacts: Contact[];
}

/** A content file or API record that failed validation and was skipped. */
export interface ContentProblem {
    file: string;
    field: string;
    message: string;
}

export interface ContentStatus {
    source: string;
    ok: boolean;
    loadedAt: string | null;
    /** True when the last refresh failed and older content is being served. */
    stale: boolean;
    lastError: string | null;
    problems: ContentProblem[];
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
    reload(): Promise<void>;
    /** Called with each new snapshot, so caches and search indexes can follow. */
    subscribe(listener: (snapshot: ContentSnapshot) => void): () => void;
    status(): ContentStatus;
    /** A local folder holding `{uuid}/{filename}` media files, when the source has one. */
    readonly mediaDirectory: string | null;
    close(): Promise<void>;
}
