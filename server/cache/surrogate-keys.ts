import type { Story } from '../../domain/content';

/**
 * Surrogate keys: the names a cached response gives to what it shows, so that a content change
 * evicts (here) and purges (at the CDN) only the responses that show what changed. The content
 * diff (content-diff.ts) emits the same names. Decision 10 explains the scheme.
 *
 * Keys are short, lower-case, without spaces or commas: Fastly and xkey split on spaces,
 * Cloudflare's Cache-Tag on commas.
 */

export { SITE_KEY } from '../push/cdn/site-key';
/** A response that did not say what it shows: evicted by every content change. */
export const ANY_CONTENT_KEY = 'content';
/** Documents that index the whole newsroom: sitemaps, llms.txt. Any listed story or category. */
export const INDEX_KEY = 'index';
/** The press contacts (contacts and about pages). */
export const CONTACTS_KEY = 'contacts';
/** The list of public galleries (the media pages). */
export const GALLERIES_KEY = 'galleries';
/** The markets of the hub a site belongs to as only their tiles show them (logos): the markets page. */
export const MARKETS_KEY = 'markets';
/** A hub's home and feeds: its members' stories and tiles (docs/hub-newsrooms.md). */
export const HUB_STORIES_KEY = 'hub-stories';

/** A story: its page, JSON, oEmbed card, and every card or link that shows it. */
export const storyKey = (uuid: string) => `story:${uuid}`;
/** A category's name, slug and description, wherever shown. */
export const categoryKey = (id: number) => `category:${id}`;
/** A story tag, by its slug: the pages and feeds listing the tag's stories. */
export const tagKey = (slug: string) => `tag:${encodeURIComponent(slug)}`;
export const galleryKey = (uuid: string) => `gallery:${uuid}`;
/** Every page in a language: its company information and navigation. */
export const languageKey = (code: string) => `lang:${code.toLowerCase()}`;
/**
 * The listed stories of a language (or of one category in it), in order: home and category
 * pages, feeds. Changes when a story joins, leaves or moves; an edit to a listed story changes
 * only its story key, which the list pages carry for each card.
 */
export const storyListKey = (code: string, categoryId?: number) =>
    categoryId === undefined ? `list:${code.toLowerCase()}` : `list:${code.toLowerCase()}:category:${categoryId}`;
/** The newest few listed stories of a language, which every story page shows as related. */
export const latestStoriesKey = (code: string) => `latest:${code.toLowerCase()}`;
/** How many of the newest stories `latestStoriesKey` covers (the story page shows 3 others). */
export const LATEST_STORIES_WINDOW = 4;

/** The keys of a story as shown on a card or a page: the story and the categories it names. */
export function storyShownKeys(story: Story): string[] {
    return [storyKey(story.uuid), ...story.categories.map((category) => categoryKey(category.id))];
}

/** The keys of a list of story cards. */
export function storyCardsKeys(stories: readonly Story[]): string[] {
    return stories.flatMap(storyShownKeys);
}

/**
 * Past this many characters a key list is replaced by a broader one: CDNs cap the header
 * (Fastly at 16 KB, Cloudflare at 16 KB for all tags), and a page showing that much is evicted
 * by most changes anyway.
 */
const MAX_HEADER_LENGTH = 8000;

/** The keys without repeats, or a broader list when they would not fit in a CDN's header. */
export function normalizedKeys(keys: readonly string[]): string[] {
    const unique = [...new Set(keys)];
    if (unique.join(' ').length <= MAX_HEADER_LENGTH) return unique;
    return [...unique.filter((key) => !key.startsWith('story:') && !key.startsWith('category:')), ANY_CONTENT_KEY];
}

/**
 * The response headers naming (normalized) keys: `Surrogate-Key` for Fastly and `xkey` for
 * Varnish always, and Cloudflare's `Cache-Tag` when Cloudflare is the CDN purged
 * (`CDN_PURGE=cloudflare`). A list page names dozens of stories, so each copy can weigh as much
 * as a good part of the compressed body, which a client without a CDN in between receives for
 * nothing (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function surrogateKeyHeaders(keys: readonly string[], withCacheTag: boolean): Record<string, string> {
    const spaced = keys.join(' ');
    return withCacheTag
        ? { 'Surrogate-Key': spaced, xkey: spaced, 'Cache-Tag': keys.join(',') }
        : { 'Surrogate-Key': spaced, xkey: spaced };
}

/** The Express setting that says which CDN is purged (app.ts sets it from CDN_PURGE). */
export const CDN_SETTING = 'cdn purge';
