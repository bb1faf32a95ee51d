/**
 * The demo newsroom read two ways must give one model: from its files, and through the Prezly
 * adapter from a local stand-in of the Prezly API (node:http on 127.0.0.1) that serves the same
 * newsroom as Prezly's documented responses. This is what lets `npm run test:prezly` run the
 * whole suite against the Prezly source; the only differences are what Prezly never sends to a
 * public site (drafts, scheduled and unstarted stories, private galleries).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReachable } from '../../../domain/stories/story-rules';
import { createFilesContentSource } from '../../../server/content/files-content-source';
import type { NewsroomContent } from '../../../server/content/newsroom-content';
import { createPrezlyContentSource } from '../../../server/content/prezly/create-prezly-source';
import { memoryLogger } from '../../helpers/prezly-stand-in/fixture-source';
import { prezlyTestConfig, startNewsroomStandIn } from '../../helpers/prezly-stand-in/newsroom-stand-in';
import type { PrezlyStandIn } from '../../helpers/prezly-stand-in/stand-in-server';
import { DEMO_CONTENT_DIR } from '../../helpers/test-app';

const byUuid = <T extends { uuid: string }>(records: readonly T[]) =>
    [...records].sort((a, b) => a.uuid.localeCompare(b.uuid));

let standIn: PrezlyStandIn;
let files: NewsroomContent;
let prezly: NewsroomContent;
let prezlyProblems: unknown[];
beforeAll(async () => {
    const { logger } = memoryLogger();
    files = (await createFilesContentSource({ directory: DEMO_CONTENT_DIR, logger }).get()).content;
    standIn = await startNewsroomStandIn(DEMO_CONTENT_DIR);
    // No persisted snapshot: one a previous local run left in .cache would be served first.
    const source = createPrezlyContentSource(prezlyTestConfig(standIn, { NODE_ENV: 'test' }), logger, {
        snapshotStores: [],
    });
    prezly = (await source.get()).content;
    prezlyProblems = source.status().problems;
    await source.close();
});
afterAll(() => standIn?.close());

describe('the demo newsroom through the Prezly stand-in', () => {
    it('has the same newsroom, theme, languages, categories and contacts', () => {
        expect(prezly.newsroom).toEqual(files.newsroom);
        expect(prezly.languages).toEqual(files.languages);
        expect(prezly.categories).toEqual(files.categories);
        expect(prezly.contacts).toEqual(files.contacts);
        expect(prezlyProblems).toEqual([]);
    });

    it('has every story a visitor can reach, identical, and no other', () => {
        const reachable = files.stories.filter((story) => isReachable(story));
        expect(reachable.length).toBeLessThan(files.stories.length); // the demo has drafts too
        expect(byUuid(prezly.stories)).toEqual(byUuid(reachable));
    });

    it('has every public gallery, identical', () => {
        const publicGalleries = files.galleries.filter((gallery) => gallery.status === 'public');
        expect(byUuid(prezly.galleries)).toEqual(byUuid(publicGalleries));
    });
});
