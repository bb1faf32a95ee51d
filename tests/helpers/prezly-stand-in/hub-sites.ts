/**
 * The fixture hub on the Prezly stand-in (tests/fixtures/prezly/hub-answers.ts): one stand-in per
 * site of the hub, the hub's own and each member's, all serving the same markets and stories (a
 * test that edits `stories` edits them for every site), each answering with its site's token.
 */
import { afterAll, beforeAll } from 'vitest';
import {
    BELGIUM_UUID,
    FRANCE_UUID,
    HUB_MARKETS,
    HUB_MEMBERS,
    HUB_STORIES,
    HUB_UUID,
} from '../../fixtures/prezly/hub-answers';
import { THEME_PRESET } from '../../fixtures/prezly/newsroom-answers';
import { type PrezlyDataset, type PrezlyStandIn, startPrezlyStandIn } from './stand-in-server';

type Rec = Record<string, unknown>;

export { BELGIUM_UUID, FRANCE_UUID, HUB_UUID };

export type HubSite = 'hub' | 'belgium' | 'france';
const SITE_UUIDS: Record<HubSite, string> = { hub: HUB_UUID, belgium: BELGIUM_UUID, france: FRANCE_UUID };

/** The stories of every market, shared by the sites' datasets. */
export function hubStories(): Rec[] {
    return structuredClone(HUB_STORIES) as unknown as Rec[];
}

/** What the stand-in of one site of the hub serves. */
export function hubSiteDataset(site: HubSite, stories: Rec[] = hubStories()): PrezlyDataset {
    const uuid = SITE_UUIDS[site];
    const own = HUB_MARKETS.get(uuid)!;
    return {
        newsroom: structuredClone(own.newsroom) as Rec,
        themePreset: structuredClone(THEME_PRESET) as Rec,
        languages: structuredClone(own.languages) as unknown as Rec[],
        categories: [],
        contacts: [],
        galleries: [],
        stories,
        otherNewsrooms: [...HUB_MARKETS]
            .filter(([other]) => other !== uuid)
            .map(([, market]) => structuredClone({ newsroom: market.newsroom, languages: market.languages }) as never),
        hubMembers: { [HUB_UUID]: structuredClone(HUB_MEMBERS) as unknown as Rec[] },
    };
}

/** The token of a site's stand-in. */
export const hubToken = (site: HubSite) => `hub-fixture-token-${site}`;

/**
 * For a test file: a stand-in per site of the hub, started once for the file and closed after
 * it; `env(site)` points a built server (or a test app) at one of them.
 */
export function hubStandIns() {
    const stories = hubStories();
    const datasets = {
        hub: hubSiteDataset('hub', stories),
        belgium: hubSiteDataset('belgium', stories),
        france: hubSiteDataset('france', stories),
    };
    const standIns = new Map<HubSite, PrezlyStandIn>();
    beforeAll(async () => {
        for (const site of Object.keys(datasets) as HubSite[]) {
            standIns.set(
                site,
                await startPrezlyStandIn({
                    dataset: () => datasets[site],
                    newsroomUuid: SITE_UUIDS[site],
                    accessToken: hubToken(site),
                }),
            );
        }
    });
    afterAll(async () => {
        await Promise.all([...standIns.values()].map((standIn) => standIn.close()));
    });
    return {
        stories,
        datasets,
        standIn: (site: HubSite) => standIns.get(site)!,
        /** The Prezly settings of a site of the hub; a member names its hub (PREZLY_HUB_UUID). */
        env(site: HubSite, extra: Record<string, string> = {}): Record<string, string> {
            return {
                CONTENT_SOURCE: 'prezly',
                PREZLY_API_URL: standIns.get(site)!.url,
                PREZLY_ACCESS_TOKEN: hubToken(site),
                PREZLY_NEWSROOM_UUID: SITE_UUIDS[site],
                ...(site === 'hub' ? {} : { PREZLY_HUB_UUID: HUB_UUID }),
                ...extra,
            };
        },
    };
}
