/**
 * The sites the browser tests visit, each the built server (dist/server/main.js) in its own
 * process serving the newsroom one test file needs. The global setup starts every one of them;
 * a test reads its address with `site(name)` (tests/helpers/browser-site.ts).
 */
import path from 'node:path';
import { EMBEDS_BODY } from '../../fixtures/prezly/story-bodies';
import { CULTURES, fixtureStory, writeFixtureNewsroom } from '../../helpers/fixture-newsroom';
import { writeIslandsNewsroom } from '../../helpers/islands-newsroom';
import { writeSearchNewsroom } from '../../helpers/search-newsroom';
import { writeMediaFixture } from '../../integration/media/media-fixture';

export interface SiteSpec {
    contentDir: string;
    env?: Record<string, string>;
    /** Give the first-party collector a log file of its own (ANALYTICS_LOG_FILE) to read back. */
    analyticsLog?: boolean;
    /** The host PUBLIC_URL names, when not the loopback address the tests visit. */
    publicHost?: string;
}

/** OneTrust's script address in the consent tool newsroom: answered by a stand-in in the test. */
export const ONETRUST_SCRIPT = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
export const ONETRUST_DOMAIN_SCRIPT = '0190a6b2-abc-123';
/** The snippet OneTrust hands out, as Prezly stores it in `onetrust_cookie_consent.script`. */
const ONETRUST_SNIPPET = `<!-- OneTrust Cookies Consent Notice start for island.example -->
<script src="${ONETRUST_SCRIPT}" type="text/javascript" charset="UTF-8" data-domain-script="${ONETRUST_DOMAIN_SCRIPT}" ></script>
<script type="text/javascript">
function OptanonWrapper() { }
</script>
<!-- OneTrust Cookies Consent Notice end for island.example -->`;
export const SEGMENT_KEY = 'seg-write-key-1';

/**
 * The embeds newsroom's assets CDN: a host no network knows, answered by the test's own route
 * (tests/browser/embeds.test.ts), so the video uploaded to Prezly plays from a local answer.
 */
export const EMBEDS_CDN = 'https://cdn.embeds.test';
export const EMBEDS_STORY = 'plant-on-video';

export const SITES = {
    /** The demo newsroom, served as is. */
    demo: () => ({ contentDir: path.resolve('content/demo') }),
    fixture: () => ({ contentDir: writeFixtureNewsroom() }),
    analytics: () => ({ contentDir: writeIslandsNewsroom(), analyticsLog: true }),
    analyticsIdentify: () => ({
        contentDir: writeIslandsNewsroom({ tracking_policy: 'consent-to-identify' }),
        analyticsLog: true,
    }),
    consent: () => ({ contentDir: writeIslandsNewsroom() }),
    /** PUBLIC_URL says localhost; the tests visit 127.0.0.1, as a visitor of the issue did. */
    elsewherePublicUrl: () => ({ contentDir: writeIslandsNewsroom(), analyticsLog: true, publicHost: 'localhost' }),
    consentTool: () => ({
        contentDir: writeIslandsNewsroom({
            onetrust_cookie_consent: { is_enabled: true, category: 'C0002', script: ONETRUST_SNIPPET },
        }),
        analyticsLog: true,
    }),
    /** An Arabic story under embargo, in a newsroom on Brussels time. */
    arabicEmbargo: () => ({
        contentDir: writeFixtureNewsroom({
            newsroom: { timezone: 'Europe/Brussels' },
            stories: [
                fixtureStory({ id: 1, slug: 'first-story' }),
                fixtureStory({
                    id: 2,
                    slug: 'khabar-mahzur',
                    culture: CULTURES.ar,
                    title: 'خبر محظور النشر',
                    status: 'embargo',
                    visibility: 'embargo',
                    published_at: '2037-12-02T07:00:00Z',
                }),
            ],
        }),
    }),
    /** A story with the videos and embeds of the Prezly fixtures (decision 21), its uploads on EMBEDS_CDN. */
    embeds: () => ({
        contentDir: writeFixtureNewsroom({
            stories: [
                fixtureStory({
                    id: 1,
                    slug: EMBEDS_STORY,
                    title: 'The plant on video',
                    content: JSON.parse(
                        JSON.stringify(EMBEDS_BODY).replaceAll('https://cdn.uc.assets.prezly.com', EMBEDS_CDN),
                    ),
                }),
            ],
        }),
        env: { ASSETS_CDN_URL: EMBEDS_CDN },
    }),
    gallery: async () => {
        const fixture = await writeMediaFixture();
        return { contentDir: fixture.dir, env: fixture.env };
    },
    loadMore: () => ({ contentDir: writeIslandsNewsroom(), env: { BASE_PATH: '/press' } }),
    search: () => ({ contentDir: writeSearchNewsroom() }),
    share: () => ({
        contentDir: writeFixtureNewsroom({
            newsroom: { theme: { sharing_actions: ['mastodon', 'threads', 'email'] } },
            stories: [fixtureStory({ id: 1, slug: 'first-story', title: 'Fish & chips' })],
        }),
    }),
    thirdPartyAnalytics: () => ({
        contentDir: writeIslandsNewsroom({
            is_plausible_enabled: true,
            plausible_site_id: 'island.example',
            google_analytics_id: 'GTM-TEST1',
            segment_analytics_id: SEGMENT_KEY,
        }),
        analyticsLog: true,
    }),
} satisfies Record<string, () => SiteSpec | Promise<SiteSpec>>;

export type SiteName = keyof typeof SITES;

/** What a test knows of a running site. */
export interface SiteAddress {
    baseUrl: string;
    /** The collector's log file (one JSON event a line), for sites with `analyticsLog`. */
    analyticsLog?: string;
}
