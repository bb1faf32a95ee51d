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

/** Each skipped file or record, and each field left out of one, as one warning naming file and field. */
export function logContentProblems(logger: Logger, problems: readonly ContentProblem[]): void {
    for (const problem of problems) {
        const what = problem.leftOut ? 'Left out of content' : 'Skipped invalid content';
        logger.warn(`${what}: ${problem.file} ${problem.field}: ${problem.message}`, {
            file: problem.file,
            field: problem.field,
        });
    }
}

/**
 * Logs each problem once (logContentProblems) while it lasts: a refresh that finds the same odd
 * field again says nothing more. A problem that went away and comes back is logged again.
 */
export function createProblemLog(logger: Logger): (problems: readonly ContentProblem[]) => void {
    let logged = new Set<string>();
    return (problems) => {
        const key = (problem: ContentProblem) => `${problem.file}\u0000${problem.field}\u0000${problem.message}`;
        logContentProblems(
            logger,
            problems.filter((problem) => !logged.has(key(problem))),
        );
        logged = new Set(problems.map(key));
    };
}
