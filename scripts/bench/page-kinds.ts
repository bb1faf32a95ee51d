/** The page kinds the CPU benchmark measures, in the order its table lists them. */
export const PAGE_KINDS = ['story', 'home', 'category', 'tag', 'search', 'feed', 'story JSON'] as const;
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
 * the feed, the first category linked from home, the first tag linked from that story.
 */
export async function discoverPages(url: string): Promise<Record<PageKind, string>> {
    const feed = await text(`${url}/feed`);
    const story = new URL(firstMatch(/<item>.*?<link>(.*?)<\/link>/s, feed, 'story in /feed')).pathname;
    const category = firstMatch(/href="(\/category\/[^"/]+)"/, await text(`${url}/`), 'category on home');
    const tag = firstMatch(/href="(\/tag\/[^"/]+)"/, await text(url + story), 'tag on the story');
    const pages: Record<PageKind, string> = {
        story,
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
