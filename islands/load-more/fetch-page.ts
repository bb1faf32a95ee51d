/**
 * One page of cards from POST /api/fetch-stories or /api/fetch-galleries (docs/product-rules.md §7.1). The cards
 * come as the server's own rendering of the card components, so their markup exists once.
 */
export interface Paging {
    page: number;
    pageSize: number;
    total: number;
    withHighlightedStory?: boolean;
    categoryId?: number;
    /** A tag page's list: the tag's slug, sent as the `tag` filter. */
    tagSlug?: string;
    /** A hub's home: the hub's listing, its members' stories with its own (sent as `hub`). */
    hubListing?: boolean;
    /** Named as the API body names it (docs/islands.md): a languageCode, `pt_BR`. */
    localeCode: string;
}

export interface CardFragment {
    uuid: string;
    html: string;
}

export async function fetchPage(
    kind: 'stories' | 'galleries',
    endpoint: string,
    paging: Paging,
    page: number,
): Promise<{ cards: CardFragment[]; total: number }> {
    const body =
        kind === 'stories'
            ? {
                  page,
                  pageSize: paging.pageSize,
                  withHighlightedStory: paging.withHighlightedStory === true,
                  category: paging.categoryId ? { id: paging.categoryId } : null,
                  ...(paging.tagSlug ? { tag: paging.tagSlug } : {}),
                  ...(paging.hubListing ? { hub: true } : {}),
                  include: [],
                  localeCode: paging.localeCode || undefined,
                  filterQuery: null,
              }
            : { page, pageSize: paging.pageSize, localeCode: paging.localeCode || undefined };
    const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        total?: number;
        stories?: CardFragment[];
        galleries?: CardFragment[];
    };
    // docs/product-rules.md §7.1: on a non-success status the body's message is raised.
    if (!response.ok) throw new Error(answer.message || `HTTP ${response.status}`);
    const cards = (kind === 'stories' ? answer.stories : answer.galleries) ?? [];
    return { cards, total: Number(answer.total ?? paging.total) };
}
