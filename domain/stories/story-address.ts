import { matchPath } from 'react-router';
import type { StoryVisibility } from '../content/story';
import { createMemo } from '../memo';
import { ROUTES, type RouteDefinition, type RouteName } from '../routes';

/** What decides a story's address: its slug and visibility (its uuid names it at its link). */
export interface StoryAddressFacts {
    readonly uuid: string;
    readonly slug: string;
    readonly visibility: StoryVisibility;
}

/** The story's own routes: the slug they read is the story's. */
const STORY_ROUTES = new Set<RouteName>(['story', 'storyJson', 'storyPdf', 'mediaKit']);

const otherRoutes = (Object.entries(ROUTES) as [RouteName, RouteDefinition][]).filter(
    ([name]) => !STORY_ROUTES.has(name),
);

/**
 * The first path segments the route table (domain/routes.ts) gives to pages and site files:
 * `search`, `media`, `feed`, `feed.json`, `api`, `s`, `robots.txt`… A story slug equal to one
 * of them, in any case (routes match case-insensitively), is shadowed by that page.
 */
const PAGE_NAMES = new Set(
    otherRoutes.flatMap(([, route]) => {
        const first = route.path.split('/')[1] ?? '';
        return first && !first.includes(':') && !first.includes('*') ? [first.toLowerCase()] : [];
    }),
);

/** Routes whose first segment is a parameter (`/:name.xml`, `/:key.txt`): a slug they match is theirs. */
const PATTERN_ROUTES = otherRoutes
    .map(([, route]) => route)
    .filter((route) => (route.path.split('/')[1] ?? '').includes(':') && route.path.split('/').length === 2);

/**
 * Whether `/{slug}` is an address a page or a site file of the route table answers, so a story
 * there would be shadowed (docs/content-format.md, "Slugs").
 */
export function isPageName(slug: string): boolean {
    const lower = slug.toLowerCase();
    if (PAGE_NAMES.has(lower)) return true;
    return matchesPatternRoute(lower, () =>
        PATTERN_ROUTES.some((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, `/${lower}`)),
    );
}

/**
 * matchPath compiles its pattern on every call, and every link to a story asks, many times a
 * page: uncached, it made a feed markedly dearer than before stories could be answered at their
 * link (figures: docs/benchmarks.md#figures-behind-the-codes-choices). The slugs asked are the
 * newsroom's, so a memo of the answers serves them.
 */
const matchesPatternRoute = createMemo<boolean>(50_000);

/**
 * Whether a story is answered at its link, `/s/{uuid}`, rather than at `/{slug}` (decision 2;
 * docs/content-format.md, "Slugs"): a confidential story, which only its secret link reaches,
 * as on Prezly; and a story whose slug a page of the site or a language prefix
 * (`isLanguagePrefix`) would take. Its canonical address, its links, sitemap and feed entries
 * are then that link, and its slug address is a 404 like a story that does not exist.
 */
export function isAnsweredAtLink(story: StoryAddressFacts, isLanguagePrefix: (segment: string) => boolean): boolean {
    return story.visibility === 'confidential' || isPageName(story.slug) || isLanguagePrefix(story.slug);
}
