/**
 * The demo newsroom's content snapshot, read in the test's own process by the files content
 * source (the same reading the built server does), for browser tests that pick their pages from
 * it: a rich story, the highlighted story, the first gallery.
 */
import path from 'node:path';
import type { ContentSnapshot } from '../../server/content/content-snapshot';
import { createFilesContentSource } from '../../server/content/files-content-source';
import { createLogger } from '../../server/logger';

export function demoSnapshot(): Promise<ContentSnapshot> {
    const logger = createLogger({ level: 'error', format: 'json', silent: !process.env.TEST_LOGS });
    return createFilesContentSource({ directory: path.resolve('content/demo'), logger }).get();
}
