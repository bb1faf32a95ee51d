/**
 * The page kinds the CPU benchmark measures, in the order its table lists them. On the large
 * newsrooms `story` is a heavy one (scripts/bench/realistic-stories.ts) and `short story` an
 * ordinary clone of a demo story.
 */
export const PAGE_KINDS = ['story', 'short story', 'home', 'category', 'tag', 'search', 'feed', 'story JSON'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

async function text(url: string): Promise<string> {
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return response.text();
}

function firstMatch(pattern: RegExp, body: string, what: string): string {
    const found = pattern.exec(body)?.[1];
    if (!found) throw new Error(`No ${what} found to benchmark`);
    return found;
}

/**
 * One path of each kind on a running server, found the way a visitor would: the newest story of
 * the feed and the one after it, the first category linked from home, the first tag linked from
 * the newest story.
 */
export async function discoverPages(url: string): Promise<Record<PageKind, string>> {
    const feed = await text(`${url}/feed`);
    // A hub's feed also links its members' stories, on their own sites: the stories are the server's own.
    const [story, shortStory] = [...feed.matchAll(/<item>.*?<link>(.*?)<\/link>/gs)]
        .map((item) => new URL(item[1]!))
        .filter((link) => link.origin === new URL(url).origin)
        .map((link) => link.pathname);
    if (!story || !shortStory) throw new Error('No two stories found in /feed to benchmark');
    const category = firstMatch(/href="(\/category\/[^"/]+)"/, await text(`${url}/`), 'category on home');
    const tag = firstMatch(/href="(\/tag\/[^"/]+)"/, await text(url + story), 'tag on the story');
    const pages: Record<PageKind, string> = {
        story,
        'short story': shortStory,
        home: '/',
        category,
        tag,
        search: '/search?query=battery',
        feed: '/feed',
        'story JSON': `${story}.json`,
    };
    for (const path of Object.values(pages)) await text(url + path);
    return pages;
}
