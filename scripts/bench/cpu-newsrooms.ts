/**
 * The newsrooms the CPU benchmark serves: the demo newsroom from its files; a Prezly-shaped one
 * (the demo's stories cloned into a large newsroom in three languages, one family of three in
 * ten as heavy as real stories: realistic-stories.ts) read through the Prezly stand-in, as
 * production reads Prezly; and the same newsroom as a Prezly hub whose two displaying members
 * have as many stories again (docs/hub-newsrooms.md), for the hub's home.
 */
import path from 'node:path';
import { freePort } from '../../tests/helpers/engines';
import { prezlyDatasetFromDirectory } from '../../tests/helpers/prezly-stand-in/from-newsroom-directory';
import { generatedNewsroom } from '../../tests/helpers/prezly-stand-in/generated-newsroom';
import { hubSiteDataset } from '../../tests/helpers/prezly-stand-in/hub-sites';
import { prezlySourceSettings, startPrezlyStandIn } from '../../tests/helpers/prezly-stand-in/stand-in-server';
import { withRealisticStories, withStoryCounts } from './realistic-stories';
import { type ServerProcess, searchReady, startServer } from './server-process';

export const NEWSROOM_NAMES = ['demo', 'prezly', 'hub'] as const;
export type NewsroomName = (typeof NEWSROOM_NAMES)[number];

export interface BenchNewsroom {
    name: NewsroomName;
    /** How the report names it. */
    title: string;
    /** The server settings that serve it. */
    env: Record<string, string>;
    /** Calls the server has made to the Prezly stand-in so far (always 0 for the demo). */
    prezlyCalls(): number;
    close(): Promise<void>;
}

function demoNewsroom(): BenchNewsroom {
    return {
        name: 'demo',
        title: 'demo newsroom (content/demo, files source)',
        // Absolute: a server of another checkout (`--against`) reads the same files.
        env: { CONTENT_DIR: path.resolve('content/demo') },
        prezlyCalls: () => 0,
        close: async () => {},
    };
}

type Rec = Record<string, unknown>;

function prezlyDataset(stories: number) {
    const generated = generatedNewsroom(stories);
    const { newsroomUuid } = generated;
    const demo = prezlyDatasetFromDirectory(path.resolve('content/demo'), newsroomUuid);
    const realistic = withRealisticStories(generated.dataset.stories, demo.stories);
    const dataset = {
        ...generated.dataset,
        stories: realistic,
        languages: withStoryCounts(generated.dataset.languages, realistic),
    };
    return { dataset, newsroomUuid };
}

/**
 * The Prezly-shaped newsroom made a hub: the fixture hub's members (tests/fixtures/prezly/
 * hub-answers.ts), Belgium and France displaying their stories in it, each with `stories / 2`
 * clones of the hub's own stories (same languages and dates), Deutschland inactive.
 */
function hubDataset(stories: number) {
    const { dataset, newsroomUuid } = prezlyDataset(stories);
    const members = hubSiteDataset('hub', []);
    const memberList: Rec[] = Object.values(members.hubMembers!)[0]!.map((member) => ({
        ...member,
        is_displaying_stories_in_hub: (member.newsroom as Rec).status === 'active',
    }));
    const memberStories = memberList.flatMap((member, memberIndex) => {
        const newsroom = member.newsroom as Rec;
        if (newsroom.status !== 'active') return [];
        return dataset.stories.slice(0, Math.floor(stories / 2)).map((story, index) => ({
            ...story,
            id: 5_000_000 + memberIndex * 1_000_000 + index,
            uuid: `d${memberIndex}000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
            slug: `${String(story.slug)}-m${memberIndex}`,
            newsroom: { ...(story.newsroom as Rec), uuid: newsroom.uuid, url: newsroom.url },
            links: { ...(story.links as Rec), newsroom_view: `${String(newsroom.url)}/${String(story.slug)}` },
        }));
    });
    return {
        newsroomUuid,
        dataset: {
            ...dataset,
            newsroom: { ...dataset.newsroom, is_hub: true },
            stories: [...dataset.stories, ...memberStories],
            otherNewsrooms: members.otherNewsrooms,
            hubMembers: { [newsroomUuid]: memberList },
        },
    };
}

async function prezlyNewsroom(stories: number, hub: boolean): Promise<BenchNewsroom> {
    const { dataset, newsroomUuid } = hub ? hubDataset(stories) : prezlyDataset(stories);
    const standIn = await startPrezlyStandIn({ dataset: () => dataset, newsroomUuid });
    const size = `${stories.toLocaleString('en')} stories in three languages, one in ten heavy`;
    return {
        name: hub ? 'hub' : 'prezly',
        title: hub
            ? `Prezly hub (the Prezly-shaped newsroom's ${size}, and two members' ${stories.toLocaleString('en')} more; Prezly stand-in)`
            : `Prezly-shaped newsroom (${size}; Prezly stand-in)`,
        env: {
            ...prezlySourceSettings(standIn),
            // Content loaded once and kept: a background refresh would add its CPU to the pages
            // measured meanwhile. Nothing persisted, so every server starts from Prezly alike.
            CONTENT_CACHE_TTL_SECONDS: '3600',
            CONTENT_SNAPSHOT_DIR: 'off',
        },
        prezlyCalls: () => standIn.requests.length,
        close: () => standIn.close(),
    };
}

export function openNewsroom(name: NewsroomName, stories: number): Promise<BenchNewsroom> {
    return name === 'demo' ? Promise.resolve(demoNewsroom()) : prezlyNewsroom(stories, name === 'hub');
}

/**
 * One server process for the newsroom (WEB_CONCURRENCY=1, as the Procfile starts it, unless
 * `workers` says otherwise), with the page cache on or off, started on a free port and ready to
 * search; the build of `checkout`.
 */
export async function startNewsroomServer(
    newsroom: BenchNewsroom,
    pageCache: boolean,
    nodeFlags: string[] = [],
    checkout = '.',
    workers = 1,
): Promise<ServerProcess> {
    const env = {
        ...newsroom.env,
        WEB_CONCURRENCY: String(workers),
        ...(pageCache ? {} : { PAGE_CACHE_ENTRIES: '0' }),
    };
    const server = await startServer(env, await freePort(), '/', false, nodeFlags, checkout);
    await searchReady(server.url);
    return server;
}
