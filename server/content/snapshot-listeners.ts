import type { Logger } from '../logger';
import type { ContentSnapshot } from './content-snapshot';
import type { ContentProblem } from './content-source';

type Listener = (snapshot: ContentSnapshot) => void;

/**
 * The subscribers of a content source (page caches, search indexes). One that throws is logged
 * and the others still hear of the new snapshot.
 */
export function createSnapshotListeners(logger: Logger) {
    const listeners = new Set<Listener>();
    return {
        add(listener: Listener): () => void {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        publish(snapshot: ContentSnapshot): void {
            for (const listener of listeners) {
                try {
                    listener(snapshot);
                } catch (error) {
                    logger.error(
                        `A content subscriber failed: ${error instanceof Error ? error.message : String(error)}`,
                    );
                }
            }
        },
    };
}

/** Each skipped file or record, as one warning naming file and field. */
export function logContentProblems(logger: Logger, problems: readonly ContentProblem[]): void {
    for (const problem of problems) {
        logger.warn(`Skipped invalid content: ${problem.file} ${problem.field}: ${problem.message}`, {
            file: problem.file,
            field: problem.field,
        });
    }
}
