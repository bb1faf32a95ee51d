/**
 * A Prezly hub read through the real @prezly/sdk from the stand-in (tests/fixtures/prezly/
 * hub-answers.ts): the hub's own site reads its markets and its members' stories as cards, the
 * member site learns its hub from PREZLY_HUB_UUID (docs/hub-newsrooms.md), and a refresh reads
 * only the members' stories that changed, never a member story's body.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { HubStory } from '../../../domain/content';
import { loadConfig } from '../../../server/config/config';
import { createSnapshotKeeper } from '../../../server/content/persisted/snapshot-keeper';
import { fileSnapshotStore } from '../../../server/content/persisted/snapshot-stores';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { emptyChange } from '../../../server/content/prezly/newsroom-state';
import { receiveChange, shareChange } from '../../../server/content/sharing/shared-change';
import { memoryLogger } from '../../helpers/memory-logger';
import { type HubSite, hubStandIns } from '../../helpers/prezly-stand-in/hub-sites';
import type { RecordedRequest } from '../../helpers/prezly-stand-in/stand-in-server';

const hub = hubStandIns();
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()));
});

function source(site: HubSite, without: string[] = []) {
    const env: Record<string, string> = { NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test', ...hub.env(site) };
    for (const name of without) delete env[name];
    const config = loadConfig(env);
    const { logger, lines } = memoryLogger();
    const created = createPrezlyContentSource(config, logger, { pageSize: 2, retryBaseDelayMs: 5, snapshotStores: [] });
    open.push(created);
    return { source: created, lines };
}

async function callsDuring(site: HubSite, action: () => Promise<unknown>): Promise<RecordedRequest[]> {
    const standIn = hub.standIn(site);
    const from = standIn.requests.length;
    await action();
    return standIn.requests.slice(from);
}

const memberSearches = (calls: RecordedRequest[]) =>
    calls.filter(
        (call) => call.path === '/v2/stories/search' && JSON.stringify(call.body).includes('8b4c-000000000101'),
    );

describe('the hub’s own site', () => {
    it('holds every market, active or not, and the switcher offers the active ones, brand left out', async () => {
        const snapshot = await source('hub').source.get();
        expect(snapshot.hub?.isRoot).toBe(true);
        expect(snapshot.hub?.hub.markets.map((market) => [market.name, market.is_active])).toEqual([
            ['Acme Group', true],
            ['Acme Belgium', true],
            ['Acme France', true],
            ['Acme Deutschland', false],
        ]);
        const choices = snapshot.hub!.marketChoices('en');
        expect(choices.map((choice) => [choice.label, choice.isCurrent])).toEqual([
            ['Group', true],
            ['Belgium', false],
            ['France', false],
        ]);
        const belgium = choices[1]!.market;
        expect(belgium.languages.map((language) => [language.code, language.url])).toEqual([
            ['nl_BE', 'https://be.acme.example'],
            ['en', 'https://be.acme.example/en'],
        ]);
        // In French, the names the markets give French when they have one (Groupe Acme).
        expect(snapshot.hub!.marketChoices('fr').map((choice) => choice.fullName)).toEqual([
            'Groupe Acme',
            'Acme Belgium',
            'Acme France',
        ]);
    });

    it('lists its own stories and its displaying, active members’ public ones of the language, newest first', async () => {
        const snapshot = await source('hub').source.get();
        const listing = snapshot.hub!.listing('en');
        expect(listing.map((entry) => [entry.kind, entry.story.title])).toEqual([
            ['member', 'Acme Belgium opens a showroom in Antwerp'],
            ['own', 'Acme Group reports its half-year results'],
            ['member', 'Cargo bikes for the Antwerp post office'],
        ]);
        const first = listing[0]!;
        expect(first.kind === 'member' && [first.story.url, first.market.name]).toEqual([
            'https://be.acme.example/acme-belgium-antwerp-showroom',
            'Acme Belgium',
        ]);
        // Dutch: the hub has no Dutch language, and nothing else leaks into another language's list.
        expect(snapshot.hub!.listing('fr')).toEqual([]);
    });

    it('reads the members’ stories as cards, never their bodies, and a refresh only what changed', async () => {
        const { source: site } = source('hub');
        const cold = await callsDuring('hub', () => site.get());
        const reads = memberSearches(cold);
        expect(reads.length).toBeGreaterThan(0);
        expect(reads.every((call) => call.storyBodies === 0)).toBe(true);
        expect(reads.map((call) => (call.body as { include?: unknown }).include)).toEqual(
            reads.map(() => 'thumbnail_image'),
        );

        // An edit and an unpublication on a member, seen by the next look for changes.
        const edited = hub.stories.find((story) => story.slug === 'cargo-bikes-antwerp-post')!;
        const unpublished = hub.stories.find((story) => story.slug === 'acme-belgium-antwerp-showroom')!;
        const now = new Date().toISOString();
        Object.assign(edited, { title: 'Cargo bikes for every Antwerp post office', updated_at: now });
        Object.assign(unpublished, { status: 'draft', updated_at: now });
        try {
            const refresh = await callsDuring('hub', () => site.reload());
            const changed = memberSearches(refresh);
            // Only a look for what changed (pages of it), as cards.
            expect(changed.length).toBeGreaterThan(0);
            for (const call of changed) {
                expect(JSON.stringify(call.body)).toContain('"updated_at":{"$gt"');
                expect(call.storyBodies).toBe(0);
            }
            const after = await site.get();
            expect(after.hub!.listing('en').map((entry) => entry.story.title)).toEqual([
                'Acme Group reports its half-year results',
                'Cargo bikes for every Antwerp post office',
            ]);
        } finally {
            Object.assign(edited, { title: 'Cargo bikes for the Antwerp post office' });
            Object.assign(unpublished, { status: 'published' });
        }
    });
});

describe('what a hub’s site read', () => {
    it('is saved with the content snapshot, and a start with Prezly down serves it', async () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'newsroom-hub-snapshot-'));
        const env = { NODE_ENV: 'test', PUBLIC_URL: 'http://newsroom.test', ...hub.env('hub') };
        const { logger } = memoryLogger();
        const start = () => {
            const store = fileSnapshotStore(folder);
            const keeper = createSnapshotKeeper([store], logger);
            const created = createPrezlyContentSource(loadConfig(env), logger, {
                retryBaseDelayMs: 5,
                snapshotStores: [store],
                keeper,
            });
            open.push(created);
            return { source: created, keeper };
        };
        try {
            const first = start();
            const read = await first.source.get();
            await first.keeper.flush();
            const titles = read.hub!.listing('en').map((entry) => entry.story.title);
            expect(titles).toHaveLength(3);

            const down = hub.standIn('hub').intercept(() => ({ status: 503, body: { message: 'down' } }));
            try {
                const restored = await start().source.get();
                expect(restored.hub!.listing('en').map((entry) => entry.story.title)).toEqual(titles);
                expect(restored.hub!.marketChoices('en').map((choice) => choice.label)).toEqual([
                    'Group',
                    'Belgium',
                    'France',
                ]);
            } finally {
                down();
            }
        } finally {
            rmSync(folder, { recursive: true, force: true });
        }
    });

    it('reaches the site’s other processes as a shared change', async () => {
        const snapshot = await source('hub').source.get();
        const card = snapshot.hub!.listing('en').find((entry) => entry.kind === 'member')!;
        const change = {
            ...emptyChange(),
            hubStories: {
                members: [card.story.uuid],
                upserted: [{ ...(card.story as HubStory), title: 'Edited on the member' }],
                removed: ['a-story-gone'],
                watermark: '2026-01-01T00:00:00.000Z',
            },
        };
        // As the content channel carries it: JSON between processes.
        const shared = JSON.parse(JSON.stringify(shareChange(change, { newsroomUuid: 'n', loadedAt: 'now' }, false)));
        expect(receiveChange(shared, 'n')?.change?.hubStories).toEqual(change.hubStories);
    });
});

describe('a member’s site', () => {
    it('learns its hub from PREZLY_HUB_UUID and lists its own stories only', async () => {
        const snapshot = await source('belgium').source.get();
        expect(snapshot.hub?.isRoot).toBe(false);
        expect(snapshot.hub!.listing('en')).toEqual([]);
        expect(snapshot.hub!.marketChoices('nl_BE').map((choice) => [choice.fullName, choice.isCurrent])).toEqual([
            ['Acme België', true],
            ['Acme France', false],
            ['Acme Group', false],
        ]);
        expect(snapshot.stories.listed('en').map((story) => story.title)).toEqual([
            'Acme Belgium opens a showroom in Antwerp',
            'Cargo bikes for the Antwerp post office',
        ]);
    });

    it('that may not read its hub is still served, reported, and keeps the markets it read before', async () => {
        const { source: member } = source('belgium');
        const refused = () =>
            hub
                .standIn('belgium')
                .intercept((call) =>
                    call.path.startsWith('/v2/newsrooms/8a0e0b5c-1d2e-4f3a-8b4c-000000000100')
                        ? { status: 403, body: { status: 'error', code: 403, message: 'Forbidden' } }
                        : undefined,
                );
        let stop = refused();
        try {
            const cold = await member.get();
            expect(cold.hub).toBeNull();
            expect(cold.stories.listed('en')).toHaveLength(2);
            expect(member.status().problems).toContainEqual(
                expect.objectContaining({ file: expect.stringContaining('hub 8a0e0b5c'), field: 'members' }),
            );
            stop();
            await member.reload();
            expect((await member.get()).hub?.marketChoices('en')).toHaveLength(3);
            stop = refused();
            await member.reload();
            // Read before, kept: a hub that fails for a while does not take the switcher away.
            expect((await member.get()).hub?.marketChoices('en')).toHaveLength(3);
            expect(member.status().ok).toBe(true);
        } finally {
            stop();
        }
    });

    it('without the setting is a single newsroom', async () => {
        const snapshot = await source('belgium', ['PREZLY_HUB_UUID']).source.get();
        expect(snapshot.hub).toBeNull();
        expect(snapshot.stories.listed('en')).toHaveLength(2);
    });
});
