/**
 * With REDIS_URL the request limits count in Redis, so every process of every instance holds a
 * client to one budget (docs/deploying.md, "Limits"): two apps, each with its own limits and
 * connection as two instances have, against a real redis-server (Debian's, on a free port).
 * Redis is an accelerator, not a dependency: while it is down each process counts alone, and
 * once it is back (a new server, without the scripts the stores had loaded) counts are shared
 * again.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp, type NewsroomApp } from '../../../server/app';
import { createRequestLimits, type RequestLimits } from '../../../server/limits/request-limits';
import { sendErrorPage } from '../../../server/render/send-error-page';
import { type Engine, startRedis } from '../../helpers/engines';
import { memoryLogger } from '../../helpers/memory-logger';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const BUDGET = 4;

let redis: Engine;
let testApp: TestApp;
const instances: { app: NewsroomApp; limits: RequestLimits }[] = [];
const log = memoryLogger();

/** An instance's limits, which answer a refused page with the error page as createApp's do. */
const limitsOf = (deps: AppDeps) =>
    createRequestLimits({ ...deps, sendErrorPage: (res, status) => sendErrorPage(res, deps, status) });

beforeAll(async () => {
    redis = await startRedis();
    testApp = await createTestApp({
        env: {
            REDIS_URL: redis.url,
            REDIS_CHANNEL: 'limits-test',
            TRUST_PROXY: '1',
            RATE_LIMITS: 'true',
            RATE_LIMIT_SEARCH: String(BUDGET),
        },
    });
    for (let index = 0; index < 2; index++) {
        const limits = limitsOf({ ...testApp.deps, logger: log.logger });
        instances.push({ app: createApp({ ...testApp.deps, limits }), limits });
    }
});
afterAll(async () => {
    await Promise.all(instances.map(({ limits }) => limits.close()));
    await testApp?.app.close();
    await redis?.stop();
});

const search = (instance: number, client: string, query: string) =>
    request(instances[instance]!.app).get(`/api/search?query=${query}`).set('X-Forwarded-For', client);
const counting = () => instances.map(({ limits }) => limits.counting());
/** Requests from `client` to the two instances in turn, one new search each. */
async function inTurn(client: string, times: number) {
    const statuses: number[] = [];
    for (let index = 0; index < times; index++) statuses.push((await search(index % 2, client, `q${index}`)).status);
    return statuses;
}

describe('request limits with Redis', () => {
    it('hold a client to one budget across instances', async () => {
        await expect.poll(counting, { timeout: 10_000 }).toEqual(['redis', 'redis']);
        expect((await request(instances[0]!.app).get('/healthz')).body.limits).toBe('redis');
        expect(await inTurn('198.51.100.1', BUDGET + 2)).toEqual([200, 200, 200, 200, 429, 429]);
        // Another client has its own budget.
        expect((await search(1, '198.51.100.2', 'other')).status).toBe(200);
    });

    it('count in each process while Redis is down, and share again once it is back', async () => {
        const port = redis.port;
        await redis.stop();
        await expect.poll(counting, { timeout: 10_000 }).toEqual(['process', 'process']);
        expect((await request(instances[0]!.app).get('/healthz')).body.limits).toBe('process');
        expect(log.lines.map((line) => line.message)).toContainEqual(
            expect.stringMatching(
                /^Redis unavailable for the request limits \(.+\): each process counts its clients itself/,
            ),
        );
        // Each instance counts the client alone: its full budget at each.
        expect(await inTurn('198.51.100.3', 2 * BUDGET)).toEqual(Array(2 * BUDGET).fill(200));
        expect((await search(0, '198.51.100.3', 'over')).status).toBe(429);
        // An instance that starts meanwhile counts alone too, until Redis is there.
        const limits = limitsOf({ ...testApp.deps, logger: log.logger });
        instances.push({ app: createApp({ ...testApp.deps, limits }), limits });
        expect(limits.counting()).toBe('process');

        // A new Redis on the same address, without the scripts: the stores load them again.
        redis = await startRedis(port);
        await expect.poll(counting, { timeout: 15_000 }).toEqual(['redis', 'redis', 'redis']);
        expect(log.lines.map((line) => line.message)).toContain(
            'Redis reachable again: the request limits count there for every process',
        );
        expect(await inTurn('198.51.100.4', BUDGET)).toEqual([200, 200, 200, 200]);
        expect((await search(2, '198.51.100.4', 'third')).status).toBe(429);
    });
});
