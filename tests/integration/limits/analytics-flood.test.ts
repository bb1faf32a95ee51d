/**
 * Issue 35's abuse, tried again: a client posting valid 14 KB analytics events to the
 * first-party collector as fast as it can, ten at a time, grows the log by no more than its cap
 * (ANALYTICS_LOG_MAX_MB, rotated into ANALYTICS_LOG_FILES) and gets 429s past its budget
 * (docs/deploying.md, "Limits", "The analytics log"). An event the log cannot take is answered
 * 503 with `Retry-After`, counted and logged: never lost silently.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyticsLog } from '../../../server/analytics/analytics-log';
import { createApp } from '../../../server/app';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const MB = 1024 * 1024;
const BUDGET = 150;

let testApp: TestApp;
let directory: string;
let newsroom: string;
beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'analytics-flood-'));
    testApp = await createTestApp({
        env: {
            ANALYTICS_LOG_FILE: path.join(directory, 'events.ndjson'),
            ANALYTICS_LOG_MAX_MB: '1',
            ANALYTICS_LOG_FILES: '1',
            RATE_LIMITS: 'true',
            RATE_LIMIT_ANALYTICS: String(BUDGET),
        },
    });
    newsroom = (await testApp.content.get()).newsroom.uuid;
});
afterAll(async () => {
    await testApp.app.close();
});

/** A valid event of about 14 KB, the size of issue 35's. */
const event = (number: number) =>
    JSON.stringify({
        type: 'track',
        writeKey: newsroom,
        event: `Flood ${number}`,
        properties: { padding: 'x'.repeat(14 * 1024) },
        prezly: { newsroom },
    });
const post = (app: ReturnType<typeof createApp>, body: string) =>
    request(app).post('/analytics/track/t').set('Content-Type', 'text/plain').send(body);

describe('a client flooding the collector', () => {
    it('gets 429s past its budget, and the log stays within its cap', async () => {
        const statuses: number[] = [];
        // Ten connections at a time, 300 events: twice the budget, 4 MB, four times the cap.
        for (let batch = 0; batch < 30; batch++) {
            const answers = await Promise.all(
                Array.from({ length: 10 }, (_, index) => post(testApp.app, event(batch * 10 + index))),
            );
            statuses.push(...answers.map((answer) => answer.status));
        }
        expect(statuses.filter((status) => status === 204)).toHaveLength(BUDGET);
        expect(statuses.filter((status) => status === 429)).toHaveLength(300 - BUDGET);

        const files = readdirSync(directory);
        expect(files.sort()).toEqual(['events.ndjson', 'events.ndjson.1']);
        const total = files.reduce((sum, file) => sum + statSync(path.join(directory, file)).size, 0);
        // 150 events (2.1 MB) were stored into a cap of 1 MB: the oldest went with the rotation.
        expect(total).toBeLessThanOrEqual(1 * MB);
        expect(total).toBeGreaterThan(0.5 * MB);
        for (const file of files) {
            for (const line of readFileSync(path.join(directory, file), 'utf8').trim().split('\n'))
                expect(JSON.parse(line).event).toMatch(/^Flood \d+$/);
        }
    });
});

describe('an event the log cannot take', () => {
    it('is answered 503 with Retry-After in the visitor’s language, counted and logged', async () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'analytics-unwritable-'));
        // A file where the log's folder should be: nothing can be written there.
        writeFileSync(path.join(folder, 'taken'), '');
        const { logger, lines } = memoryLogger();
        const analyticsLog = createAnalyticsLog({
            file: path.join(folder, 'taken', 'events.ndjson'),
            maxBytes: MB,
            keep: 1,
            workers: 1,
            slot: null,
            logger,
        });
        const app = createApp({ ...testApp.deps, analyticsLog });
        const french = JSON.parse(readFileSync('locales/fr.json', 'utf8')) as { api: Record<string, string> };

        for (let number = 0; number < 3; number++) {
            const answer = await post(app, event(number)).set('Accept-Language', 'fr');
            expect(answer.status).toBe(503);
            expect(answer.headers['retry-after']).toBe('5');
            expect(answer.headers['cache-control']).toBe('no-store');
            expect(answer.body).toEqual({ message: french.api.eventNotStored });
        }
        expect(analyticsLog.dropped).toBe(3);
        // One line for the failure, one for the first drop; the others are summed up once a minute
        // or when the log closes.
        expect(lines.map((line) => line.level).sort()).toEqual(['error', 'warn']);
        await analyticsLog.close();
        expect(lines.at(-1)?.message).toBe('2 more analytics events dropped in the last minute (3 since start)');
        await app.close();
    });
});
