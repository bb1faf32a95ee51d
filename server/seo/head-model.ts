import type { HeadData } from '../../views/head/head-data';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';
import { categoryPageHead } from './category-head';
import { completeHead, type PageAddress } from './complete-head';
import { contactsJsonLd } from './contacts-json-ld';
import type { HeadSite } from './head-site';
import type { PageFacts } from './page-facts';
import { basePageHead, pagedTitle } from './page-head';
import { NOINDEX_NOFOLLOW } from './robots';
import { storyPageHead, storyPreviewHead } from './story-head';
import { tagPageHead } from './tag-head';

export interface HeadContext {
    site: HeadSite;
    snapshot: ContentSnapshot;
    config: Config;
    address: PageAddress;
}

/**
 * The one place a page's head is made: the route's facts give the kind-specific part (story,
 * category, tag or any other page), then completeHead adds what follows from where the page is
 * (canonical, alternates, og:url, the default social image). views/head/Head.tsx only draws it.
 */
export function pageHead(facts: PageFacts, context: HeadContext): HeadData {
    return completeHead(kindHead(facts, context), context);
}

function kindHead(facts: PageFacts, { site, snapshot }: HeadContext): HeadData {
    switch (facts.kind) {
        case 'story':
            return facts.preview ? storyPreviewHead(site, facts.story) : storyPageHead(site, facts.story, snapshot);
        case 'category':
            return categoryPageHead(site, snapshot, facts.category, facts.paging);
        case 'tag':
            return tagPageHead(site, snapshot, facts.tag, facts.paging);
        case 'page':
            return otherPageHead(site, facts);
    }
}

function otherPageHead(site: HeadSite, facts: Extract<PageFacts, { kind: 'page' }>): HeadData {
    const head = basePageHead(site, {
        title: pagedTitle(site, facts.title, facts.paging),
        description: facts.description,
        image: facts.image,
    });
    return {
        ...head,
        ...(facts.contacts ? { jsonLd: [...(head.jsonLd ?? []), ...contactsJsonLd(site, facts.contacts)] } : {}),
        ...(facts.indexing ? { robots: robotsFor(facts.indexing, site.settings.newsroom.is_indexable) } : {}),
        ...(facts.canonical !== undefined ? { canonical: facts.canonical } : {}),
        ...(facts.refresh ? { refresh: facts.refresh } : {}),
    };
}

/** Result pages are endless variations of the stories: never indexed, links followed (unless the newsroom says nofollow). */
function robotsFor(indexing: 'hidden' | 'unlisted', newsroomIsIndexable: boolean): string {
    return indexing === 'unlisted' && newsroomIsIndexable ? 'noindex, follow' : NOINDEX_NOFOLLOW;
}
