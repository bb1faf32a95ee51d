/**
 * A hand-made Prezly hub for tests of what a hub's sites show (the market switcher, the markets
 * page, search on the hub root), without the Prezly stand-in: the fixture newsroom
 * (fixture-newsroom.ts) read by the files source, with a `hub` record added to its content as
 * the Prezly source would add it (server/content/prezly/hub-records.ts).
 *
 * The hub "Acme Group" has four active markets and an inactive one:
 * - the hub itself (`HUB_UUID`), in English;
 * - Belgium, in English, French and Arabic, with a logo: by default the site the tests serve
 *   (`FIXTURE_NEWSROOM_UUID`, so its languages are the fixture's);
 * - France, in French only, without a logo;
 * - Egypt, in Arabic only (right to left);
 * - Germany, inactive: never shown.
 */
import type { Hub, HubMarket } from '../../domain/content';
import { loadConfig } from '../../server/config/config';
import { ContentSnapshot } from '../../server/content/content-snapshot';
import type { ContentSource, ContentStatus } from '../../server/content/content-source';
import { createFilesContentSource } from '../../server/content/files-content-source';
import type { NewsroomContent } from '../../server/content/newsroom-content';
import { createI18n } from '../../server/i18n/i18n';
import { createLogger } from '../../server/logger';
import { SiteEdition } from '../../server/request-scope/site-edition';
import type { SiteContextValue } from '../../views/site-context';
import { FIXTURE_NEWSROOM_UUID, type FixtureOptions, writeFixtureNewsroom } from './fixture-newsroom';
import { editionSite, TEST_SITE_URL } from './render-view';

export const HUB_UUID = 'aaaaaaaa-0000-4000-8000-000000000001';
export const BELGIUM_UUID = FIXTURE_NEWSROOM_UUID;
export const FRANCE_UUID = 'aaaaaaaa-0000-4000-8000-000000000003';
export const EGYPT_UUID = 'aaaaaaaa-0000-4000-8000-000000000004';
export const GERMANY_UUID = 'aaaaaaaa-0000-4000-8000-000000000005';

/** Belgium's logo, a square upload. */
export const BELGIUM_LOGO = {
    version: 2,
    uuid: 'bbbbbbbb-0000-4000-8000-000000000001',
    filename: 'acme-belgium.png',
    mime_type: 'image/png',
    size: 2048,
    original_width: 400,
    original_height: 400,
    effects: [],
};

export const language = (
    site: string,
    code: string,
    companyName: string | null,
    nativeName: string,
    direction: 'ltr' | 'rtl' = 'ltr',
) => ({
    code,
    company_name: companyName,
    native_name: nativeName,
    direction,
    url: `https://${site}/${code}`,
});

export function market(
    overrides: Partial<HubMarket> & Pick<HubMarket, 'uuid' | 'name' | 'url' | 'languages'>,
): HubMarket {
    return {
        logo: null,
        header_background_color: null,
        header_link_color: null,
        is_hub: false,
        is_active: true,
        displays_stories_in_hub: true,
        ...overrides,
    };
}

/** The hub's markets, the hub first, as the Prezly source records them. */
export function hubMarkets(): HubMarket[] {
    return [
        market({
            uuid: HUB_UUID,
            name: 'Acme Group',
            url: 'https://acme.example',
            is_hub: true,
            languages: [language('acme.example', 'en', 'Acme Group', 'English')],
        }),
        market({
            uuid: BELGIUM_UUID,
            name: 'Acme Belgium',
            url: 'https://be.acme.example',
            logo: BELGIUM_LOGO as HubMarket['logo'],
            languages: [
                language('be.acme.example', 'en', 'Acme Belgium', 'English'),
                language('be.acme.example', 'fr', 'Acme Belgique', 'Français'),
                language('be.acme.example', 'ar', 'أكمي بلجيكا', 'العربية', 'rtl'),
            ],
        }),
        market({
            uuid: FRANCE_UUID,
            name: 'Acme France',
            url: 'https://fr.acme.example',
            languages: [language('fr.acme.example', 'fr', 'Acme France', 'Français')],
        }),
        market({
            uuid: EGYPT_UUID,
            name: 'Acme Egypt',
            url: 'https://eg.acme.example',
            languages: [language('eg.acme.example', 'ar', 'أكمي مصر', 'العربية', 'rtl')],
        }),
        market({
            uuid: GERMANY_UUID,
            name: 'Acme Germany',
            url: 'https://de.acme.example',
            is_active: false,
            languages: [language('de.acme.example', 'de', 'Acme Deutschland', 'Deutsch')],
        }),
    ];
}

/** The hub as a site of it records it: `site` is which market the site is (Belgium by default). */
export function fixtureHub(options: { site?: string; markets?: HubMarket[] } = {}): Hub {
    return { hub_uuid: HUB_UUID, site_uuid: options.site ?? BELGIUM_UUID, markets: options.markets ?? hubMarkets() };
}

/**
 * A content source serving the fixture newsroom with a hub (null: a single newsroom), whose
 * hub or stories a test can change as a refresh would (`replace`), telling its subscribers.
 */
export class HubTestSource implements ContentSource {
    readonly kind = 'files';
    readonly mediaDirectory = null;
    private snapshot: ContentSnapshot;
    private readonly listeners = new Set<(snapshot: ContentSnapshot) => void>();

    private constructor(private content: NewsroomContent) {
        this.snapshot = new ContentSnapshot(content);
    }

    /** The fixture newsroom (writeFixtureNewsroom's options) as the site of `hub`. */
    static async create(hub: Hub | null, fixture: FixtureOptions = {}): Promise<HubTestSource> {
        const logger = createLogger({ level: 'error', format: 'json', silent: true });
        const files = createFilesContentSource({ directory: writeFixtureNewsroom(fixture), logger });
        const read = await files.get();
        await files.close();
        return new HubTestSource({ ...read.content, hub });
    }

    /** New content, as a refresh that read it would make: a new snapshot, told to the subscribers. */
    replace(change: (content: NewsroomContent) => NewsroomContent): void {
        this.content = change(this.content);
        this.snapshot = new ContentSnapshot(this.content);
        for (const listener of this.listeners) listener(this.snapshot);
    }

    async get(): Promise<ContentSnapshot> {
        return this.snapshot;
    }

    async reload(): Promise<void> {}

    subscribe(listener: (snapshot: ContentSnapshot) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    status(): ContentStatus {
        return {
            source: 'hub test',
            ok: true,
            loadedAt: this.snapshot.loadedAt.toISOString(),
            stale: false,
            lastError: null,
            problems: [],
        };
    }

    async close(): Promise<void> {}
}

let sharedI18n: ReturnType<typeof createI18n> | null = null;

/**
 * The site context of a page in `languageCode` (en, fr or ar) of the fixture newsroom as a site
 * of `hub`, for rendering views with renderView (render-view.tsx).
 */
export async function hubTestSite(
    hub: Hub | null,
    options: { languageCode?: string; fixture?: FixtureOptions } = {},
): Promise<SiteContextValue> {
    const snapshot = await (await HubTestSource.create(hub, options.fixture)).get();
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_SITE_URL, LOG_LEVEL: 'error' });
    const language = snapshot.languages.byCode(options.languageCode ?? 'en');
    if (!language) throw new Error(`The fixture newsroom has no language ${options.languageCode}`);
    sharedI18n ??= createI18n();
    return editionSite(new SiteEdition(snapshot, { config, i18n: sharedI18n }), language);
}
