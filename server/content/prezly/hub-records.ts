import { type Hub, type HubMarket, HubMarketSchema } from '../../../domain/content';
import type { ContentProblem } from '../content-source';
import { keepValidRecords } from '../validate';
import type { PrezlyApi } from './prezly-api';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Where this site stands in a hub: the hub's uuid, and whether the site is the hub itself. */
export interface HubPlace {
    hubUuid: string;
    isRoot: boolean;
}

/**
 * The hub this site belongs to, if any (docs/hub-newsrooms.md): the hub itself when Prezly marks
 * the newsroom `is_hub`; else the hub PREZLY_HUB_UUID names, because SDK 24's contract gives a
 * member no way to learn its hub.
 */
export function hubPlace(rawNewsroom: Rec, hubSetting: string | undefined): HubPlace | null {
    const uuid = String(rawNewsroom.uuid);
    if (rawNewsroom.is_hub === true) return { hubUuid: uuid, isRoot: true };
    if (hubSetting && hubSetting !== uuid) return { hubUuid: hubSetting, isRoot: false };
    return null;
}

/**
 * A market's language as the switcher links it: its home on the market's own site, the default
 * language at the site's root and the others under their code (`/fr-be`), as Prezly's sites and
 * this one address them.
 */
function marketLanguage(raw: unknown, siteUrl: string): unknown {
    if (!isRecord(raw)) return raw;
    const locale = isRecord(raw.locale) ? raw.locale : {};
    const code = String(raw.code ?? locale.code ?? '');
    const root = siteUrl.replace(/\/+$/, '');
    const company = isRecord(raw.company_information) ? raw.company_information : {};
    return {
        code,
        company_name: text(company.name),
        native_name: text(locale.native_name) ?? text(locale.name) ?? code,
        direction: locale.direction,
        url: raw.is_default === true ? root : `${root}/${code.toLowerCase().replaceAll('_', '-')}`,
    };
}

/** A hub's newsroom record (the hub's own, or a member's) as a market. */
function marketFromPrezly(raw: Rec, languages: unknown[], extra: { isHub: boolean; displays: boolean }): unknown {
    const settings = isRecord(raw.active_theme_preset) ? raw.active_theme_preset.settings : null;
    const colours = isRecord(settings) ? settings : {};
    const url = typeof raw.url === 'string' ? raw.url : '';
    return {
        uuid: raw.uuid,
        name: text(raw.display_name) ?? text(raw.name),
        url,
        logo: raw.square_logo ?? raw.newsroom_logo ?? null,
        header_background_color: colours.header_background_color,
        header_link_color: colours.header_link_color,
        is_hub: extra.isHub,
        is_active: raw.status === undefined ? raw.is_active !== false : raw.status === 'active',
        displays_stories_in_hub: extra.displays,
        languages: languages.map((language) => marketLanguage(language, url)),
    };
}

/**
 * The hub's markets (readHub), for a hub's own site or a member's. On the hub's own site, a hub
 * that cannot be read fails the refresh like any call (its home lists the members' stories: the
 * last good content keeps serving). A member's site is a newsroom of its own first: its hub not
 * being readable (a token that may not read it, Prezly failing) is reported, and the markets read
 * before are kept, or the site has no switcher until they can be read.
 */
export async function loadHub(
    api: PrezlyApi,
    place: HubPlace,
    own: { newsroom: Rec; languages: unknown[] },
    problems: ContentProblem[],
    held: Hub | null,
): Promise<Hub | null> {
    if (place.isRoot) return readHub(api, place, own, problems);
    try {
        return await readHub(api, place, own, problems);
    } catch (error) {
        const kept = held?.hub_uuid === place.hubUuid ? held : null;
        const message = error instanceof Error ? error.message : String(error);
        problems.push({
            file: `hub ${place.hubUuid}`,
            field: 'members',
            message: `${message}; ${kept ? 'the markets read before are kept' : 'no market switcher until it can be read'}`,
        });
        return kept;
    }
}

/**
 * The hub's markets: the hub's record (this newsroom's, or read by uuid), its member list, and
 * each active market's languages for its names and addresses. A market Prezly sends unusable is
 * left out and reported. The calls go through the API's queue, so a hub of many markets never
 * floods Prezly.
 */
async function readHub(
    api: PrezlyApi,
    place: HubPlace,
    own: { newsroom: Rec; languages: unknown[] },
    problems: ContentProblem[],
): Promise<Hub | null> {
    const [hubRecord, members] = await Promise.all([
        place.isRoot ? own.newsroom : api.otherNewsroom(place.hubUuid),
        api.hubMembers(place.hubUuid),
    ]);
    if (!hubRecord) {
        problems.push({ file: `hub ${place.hubUuid}`, field: 'uuid', message: 'Prezly has no such newsroom' });
        return null;
    }
    const ownUuid = String(own.newsroom.uuid);
    const memberEntries = members.filter(isRecord).flatMap((member) => {
        if (!isRecord(member.newsroom)) return [];
        return [{ record: member.newsroom, isHub: false, displays: member.is_displaying_stories_in_hub === true }];
    });
    const entries = [{ record: hubRecord, isHub: true, displays: true }, ...memberEntries];
    const raw = await Promise.all(
        entries.map(async ({ record, isHub, displays }) => {
            const active = record.status === undefined || record.status === 'active';
            const languages =
                record.uuid === ownUuid ? own.languages : active ? await api.languages(String(record.uuid)) : [];
            return marketFromPrezly(record, languages, { isHub, displays });
        }),
    );
    const markets: HubMarket[] = keepValidRecords(
        HubMarketSchema,
        raw,
        (record) => ({ file: `hub market ${isRecord(record) ? String(record.uuid) : '?'}` }),
        problems,
        { leaveOut: true },
    );
    return { hub_uuid: place.hubUuid, site_uuid: ownUuid, markets };
}
