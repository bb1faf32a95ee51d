/**
 * The first-party collector's log (ANALYTICS_LOG_FILE, one JSON event a line) read back by the
 * browser tests: what really arrived at the server, not what the page says it sent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

export interface LoggedEvent {
    type: string;
    writeKey: string;
    event?: string;
    userId?: string;
    properties?: Record<string, unknown>;
    context: { library: { version: string } };
    prezly: { newsroom: string; story: string | null; gallery: string | null; tracking_policy?: string };
}

/** Every event the collector has stored so far. */
export function loggedEvents(file: string): LoggedEvent[] {
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LoggedEvent);
}

/** Waits until the collector has stored an event that matches. */
export function waitForLoggedEvent(file: string, match: (event: LoggedEvent) => boolean) {
    return expect.poll(() => loggedEvents(file).find(match)).toBeTruthy();
}
