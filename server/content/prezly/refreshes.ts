import type { Hub } from '../../../domain/content';
import type { Logger } from '../../logger';
import type { HubStories } from '../newsroom-content';
import { readHubStories } from './hub-stories';
import type { NewsroomState } from './newsroom-state';
import { type ContentChange, emptyChange } from './newsroom-state';
import { reachableStories, storiesByUuid, storiesChangedSince } from './prezly-story-query';
import type { RefreshKind } from './refresh-schedule';
import { eachPage, loadSiteParts, type SiteParts } from './site-records';
import {
    acceptInto,
    completeTranslations,
    fetchStories,
    inBatches,
    needsReading,
    type StoryReader,
} from './story-fetches';
import { type ListedStory, listedStories } from './story-records';

export interface Refresh extends StoryReader {
    logger: Pick<Logger, 'info'>;
    /** How far before the newest change seen the next look for changes starts. */
    overlapMs: number;
    /** The hub a member site belongs to (PREZLY_HUB_UUID; docs/hub-newsrooms.md). */
    hubSetting?: string;
    /** The hub's markets held now (kept when a member's site cannot read its hub). */
    heldHub: () => Hub | null;
    /** The members' stories held now, on a hub's own site. */
    heldHubStories: () => HubStories | null;
}

const codesOf = (site: SiteParts) => new Set(site.languages.map((language) => language.code));
const REACHABLE = new Set(['published', 'embargo']);
const later = (a: string | null, b: string) => (a && Date.parse(a) >= Date.parse(b) ? a : b);

async function withSite(
    refresh: Refresh,
    hubSince: string | null,
): Promise<{ change: ContentChange; languages: Set<string> }> {
    const change = emptyChange();
    const hub = { setting: refresh.hubSetting, held: refresh.heldHub() };
    const { site, problems } = await loadSiteParts(refresh.api, refresh.pageSize, hub);
    change.site = site;
    change.siteProblems = problems;
    // A hub's home lists its members' stories: read with the site parts, as cards (hub-stories.ts).
    change.hubStories = await readHubStories(refresh, site, refresh.heldHubStories(), hubSince);
    if (change.hubStories && 'watermark' in change.hubStories && change.hubStories.watermark) {
        change.watermark = later(change.watermark, change.hubStories.watermark);
    }
    return { change, languages: codesOf(site) };
}

/** Logs a long load's progress, about every tenth of it. */
function progressLog(refresh: Refresh): (done: number, total: number) => void {
    let next = 0;
    return (done, total) => {
        if (total < refresh.pageSize * 5 || done < next) return;
        next = done + Math.ceil(total / 10);
        refresh.logger.info(
            `Loading stories from Prezly: ${done.toLocaleString('en')} of ${total.toLocaleString('en')}`,
        );
    };
}

/** The whole newsroom: the site parts and every reachable story with its body (a cold start). */
export async function loadEverything(refresh: Refresh): Promise<ContentChange> {
    const { change, languages } = await withSite(refresh, null);
    const progress = progressLog(refresh);
    let read = 0;
    await eachPage(
        (offset) => refresh.api.stories(reachableStories(refresh.newsroomUuid, 'full'), offset, refresh.pageSize),
        refresh.pageSize,
        (records, total) => {
            for (const raw of records) acceptInto(change, raw, languages);
            read += records.length;
            progress(read, total);
        },
    );
    await completeTranslations(refresh, change, languages);
    return change;
}

/**
 * What changed since the last look: the site parts, one light listing of the stories saved
 * since then (any status), and the bodies of those whose copy here is older. With nothing
 * changed that is a handful of light calls and no story body; an edit adds one call.
 */
export async function loadChanges(refresh: Refresh, watermark: string): Promise<ContentChange> {
    const since = new Date(Date.parse(watermark) - refresh.overlapMs).toISOString();
    const { change, languages } = await withSite(refresh, since);
    const listed: ListedStory[] = [];
    await eachPage(
        (offset) => refresh.api.stories(storiesChangedSince(refresh.newsroomUuid, since), offset, refresh.pageSize),
        refresh.pageSize,
        (records) => listed.push(...listedStories(records)),
    );
    const stale: string[] = [];
    for (const entry of listed) {
        change.watermark = later(change.watermark, entry.updated_at);
        if (!REACHABLE.has(entry.status)) {
            if (refresh.held.has(entry.uuid)) change.removed.push(entry.uuid);
        } else if (needsReading(refresh, entry.uuid, entry.updated_at)) stale.push(entry.uuid);
    }
    await fetchStories(refresh, stale, change, languages);
    await completeTranslations(refresh, change, languages);
    return change;
}

/**
 * Every reachable story, light: notices what leaves no trace in the changes (a deleted story),
 * and anything a missed change left behind. A story missing from the listing is confirmed
 * missing by uuid before it is dropped, so a listing that shifted while it was paged never
 * drops a story that is still there.
 */
export async function sweep(refresh: Refresh): Promise<ContentChange> {
    const { change, languages } = await withSite(refresh, null);
    const listed = new Map<string, string>();
    await eachPage(
        (offset) => refresh.api.stories(reachableStories(refresh.newsroomUuid, 'light'), offset, refresh.pageSize),
        refresh.pageSize,
        (records) => {
            for (const entry of listedStories(records)) listed.set(entry.uuid, entry.updated_at);
        },
    );
    const missing = [...refresh.held.keys()].filter((uuid) => !listed.has(uuid));
    for (const batch of inBatches(missing, refresh.pageSize)) {
        const found = await refresh.api.stories(storiesByUuid(refresh.newsroomUuid, batch, 'light'), 0, batch.length);
        for (const entry of listedStories(found.records)) listed.set(entry.uuid, entry.updated_at);
        for (const uuid of batch) if (!listed.has(uuid)) change.removed.push(uuid);
    }
    const stale = [...listed].filter(([uuid, updatedAt]) => needsReading(refresh, uuid, updatedAt));
    await fetchStories(
        refresh,
        stale.map(([uuid]) => uuid),
        change,
        languages,
    );
    await completeTranslations(refresh, change, languages);
    return change;
}

/** The named stories only (a webhook naming them): read again, or dropped when gone. */
export async function loadNamedStories(
    refresh: Refresh,
    site: SiteParts,
    uuids: readonly string[],
): Promise<ContentChange> {
    const change = emptyChange();
    const languages = codesOf(site);
    await fetchStories(refresh, uuids, change, languages);
    await completeTranslations(refresh, change, languages);
    return change;
}

/** Reads what a refresh of this kind reads, against the state held now. */
export function readFromPrezly(kind: RefreshKind, refresh: Refresh, state: NewsroomState): Promise<ContentChange> {
    switch (kind.kind) {
        case 'everything':
            return loadEverything(refresh);
        case 'changes':
            return loadChanges(refresh, state.watermark!);
        case 'sweep':
            return sweep(refresh);
        case 'stories':
            return loadNamedStories(refresh, state.site!, kind.uuids);
    }
}

/** One line per refresh that read something (debug when it found nothing new). */
export function logRead(
    logger: Pick<Logger, 'info' | 'debug'>,
    kind: RefreshKind,
    change: ContentChange,
    ms: number,
): void {
    const what = `${change.upserted.length} stories read, ${change.removed.length} dropped`;
    const message = `Prezly ${kind.kind === 'everything' ? 'newsroom' : kind.kind} read in ${ms} ms: ${what}`;
    if (kind.kind === 'everything' || change.upserted.length + change.removed.length > 0) logger.info(message);
    else logger.debug(message);
}

/** One line per change another process read and this one applies. */
export function logApplied(logger: Pick<Logger, 'info'>, change: ContentChange): void {
    const what = `${change.upserted.length} stories, ${change.removed.length} dropped`;
    logger.info(`Applied a change another process read from Prezly: ${what}`);
}
