import type { ContentSnapshot } from '../content/content-snapshot';
import type { ContentSource } from '../content/content-source';
import type { Logger } from '../logger';
import type { SearchBackend } from './search-backend';

/**
 * Indexes the current content, then again each time the content source publishes a new
 * snapshot. Rebuilds never overlap: a snapshot that arrives mid-build is indexed right after,
 * and only the newest one waiting is kept. Returns a function that stops following.
 */
export async function keepIndexed(backend: SearchBackend, content: ContentSource, logger: Logger): Promise<() => void> {
    let draining = false;
    let waiting: ContentSnapshot | null = null;

    const build = async (snapshot: ContentSnapshot) => {
        const started = performance.now();
        const report = await backend.index(snapshot);
        logger.info(
            `Search index (${backend.kind}) built: ${report.documents} stories in ${report.locales.length} languages, ${Math.round(performance.now() - started)} ms`,
        );
    };
    const drain = async () => {
        draining = true;
        while (waiting) {
            const snapshot = waiting;
            waiting = null;
            // The failure is already logged by the back end's wrapper; the old index keeps serving.
            await build(snapshot).catch(() => {});
        }
        draining = false;
    };

    // The first build runs in the background so pages are served at once (with 10,000 stories it
    // takes seconds); embedded searches wait for it. A remote engine that cannot be reached must
    // not stop the site either: the failure is logged and the next content change tries again.
    // A source that has no content yet (Prezly down at start) is indexed when its first arrives.
    waiting = await content.get().catch(() => null);
    if (waiting) void drain();
    return content.subscribe((snapshot) => {
        waiting = snapshot;
        if (!draining) void drain();
    });
}
