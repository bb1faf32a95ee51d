import {
    type Hub,
    type HubMarket,
    type HubStory,
    isShownMarket,
    marketName,
    type Story,
    withoutSharedBrand,
} from '../../../domain/content';
import type { HubStories } from '../newsroom-content';
import { remember } from './remember';
import type { StoryCollection } from './story-collection';

/** One entry of a hub's home listing: a story of the hub's own, or a member's card. */
export type HubListingEntry =
    | { kind: 'own'; story: Story; publishedAt: string }
    | { kind: 'member'; story: HubStory; market: HubMarket; publishedAt: string };

/** A market as the switcher offers it to a reader: its name there, and whether it is this site. */
export interface MarketChoice {
    market: HubMarket;
    /** The name in the reader's language, the brand every market shares left out. */
    label: string;
    /** The whole name in the reader's language, for the accessible name and the tiles. */
    fullName: string;
    isCurrent: boolean;
}

/**
 * The snapshot's view of the hub the newsroom belongs to (docs/hub-newsrooms.md): its markets,
 * the switcher's choices, and on the hub's own site the listing of its home, its own stories
 * and its members' merged newest first. Answers are kept for the snapshot's life (remember.ts).
 */
export class HubCollection {
    readonly isRoot: boolean;
    private readonly listings = new Map<string, readonly HubListingEntry[]>();
    private readonly choices = new Map<string, readonly MarketChoice[]>();
    private readonly byUuid: Map<string, HubMarket>;

    constructor(
        readonly hub: Hub,
        private readonly memberStories: HubStories | null,
        private readonly stories: StoryCollection,
    ) {
        this.isRoot = hub.hub_uuid === hub.site_uuid;
        this.byUuid = new Map(hub.markets.map((market) => [market.uuid, market]));
    }

    /** The markets a reader may see (active ones), the hub first. */
    shownMarkets(): HubMarket[] {
        return this.hub.markets.filter(isShownMarket);
    }

    /** The hub's members shown as tiles on its home: every active member, displaying its stories or not. */
    memberTiles(languageCode: string): MarketChoice[] {
        return this.marketChoices(languageCode).filter((choice) => !choice.market.is_hub);
    }

    /**
     * The switcher's choices for a reader of `languageCode`: this market first, then the others
     * by name; none when the hub has no other market to go to.
     */
    marketChoices(languageCode: string): readonly MarketChoice[] {
        return remember(this.choices, languageCode, () => {
            const markets = this.shownMarkets();
            if (markets.length < 2) return [];
            const fullNames = markets.map((market) => marketName(market, languageCode));
            const labels = withoutSharedBrand(fullNames);
            const collator = new Intl.Collator(languageCode.replaceAll('_', '-'));
            const choices = markets.map((market, index) => ({
                market,
                label: labels[index]!,
                fullName: fullNames[index]!,
                isCurrent: market.uuid === this.hub.site_uuid,
            }));
            return choices.sort(
                (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || collator.compare(a.label, b.label),
            );
        });
    }

    /**
     * The hub home's stories in a language: its own listed ones and its members' (those whose
     * market is active and displays in the hub), newest first. Empty on a member's site.
     */
    listing(languageCode: string): readonly HubListingEntry[] {
        return remember(this.listings, languageCode, () => {
            if (!this.isRoot) return [];
            const own: HubListingEntry[] = this.stories
                .listed(languageCode)
                .map((story) => ({ kind: 'own', story, publishedAt: story.published_at ?? story.updated_at }));
            const members: HubListingEntry[] = (this.memberStories?.stories ?? []).flatMap((story) => {
                const market = this.byUuid.get(story.newsroom_uuid);
                if (story.culture.code !== languageCode || !market?.is_active || !market.displays_stories_in_hub) {
                    return [];
                }
                return [{ kind: 'member', story, market, publishedAt: story.published_at }];
            });
            return [...own, ...members].sort(
                (a, b) =>
                    Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.story.uuid.localeCompare(b.story.uuid),
            );
        });
    }
}
