import type { Story } from '../../domain/content';
import { stripMarkers } from '../../domain/search/highlight';
import type { ContentSnapshot } from '../content/content-snapshot';
import { type StorySection, storySections } from './story-text';

/**
 * A story as every search back end stores it. The same documents go to the embedded index,
 * Meilisearch and Algolia, so filters and facets mean the same everywhere. Facet values are
 * strings (category ids, `2025`, `3`) because that is how the engines report facet counts.
 */
export interface SearchDocument {
    /** The story's uuid: primary key in Meilisearch, objectID in Algolia. */
    id: string;
    locale: string;
    slug: string;
    title: string;
    subtitle: string;
    summary: string;
    /** The body's text before its first section heading. */
    intro: string;
    /**
     * The body's headed sections, in order: one record per story keeps facets and pages counting
     * stories, and each engine says which section matched (docs/decisions/0022-search-sections-in-the-story-record.md).
     */
    sections: StorySection[];
    categories: string[];
    year: string;
    month: string;
    published_at: string;
    /** Epoch seconds, for sorting (engines sort numbers, not ISO strings). */
    published_at_ts: number;
}

/** Searchable fields of the remote engines, most important first (nested ones in dot notation). */
export const SEARCHABLE_FIELDS = [
    'title',
    'subtitle',
    'summary',
    'intro',
    'sections.heading',
    'sections.text',
] as const;
/** Facet attributes and the query field each one is filtered by. */
export const FACET_FIELDS = { category: 'categories', year: 'year', month: 'month' } as const;
export type FacetName = keyof typeof FACET_FIELDS;
export const FACET_NAMES = Object.keys(FACET_FIELDS) as FacetName[];

const calendars = new Map<string, Intl.DateTimeFormat>();

/** Year and month of a date where the newsroom is (a story of 31 December 23:30 is December's). */
function yearAndMonth(date: Date, timeZone: string): { year: string; month: string } {
    let calendar = calendars.get(timeZone);
    if (!calendar) {
        try {
            calendar = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' });
        } catch {
            calendar = new Intl.DateTimeFormat('en', { timeZone: 'UTC', year: 'numeric', month: 'numeric' });
        }
        calendars.set(timeZone, calendar);
    }
    const parts = calendar.formatToParts(date);
    const part = (type: string) => String(Number(parts.find((candidate) => candidate.type === type)?.value));
    return { year: part('year'), month: part('month') };
}

function toSearchDocument(story: Story, timeZone = 'UTC'): SearchDocument {
    const { intro, sections } = storySections(story.content);
    const publishedAt = story.published_at ?? story.updated_at;
    const date = new Date(publishedAt);
    return {
        id: story.uuid,
        locale: story.culture.code,
        slug: story.slug,
        title: stripMarkers(story.title),
        subtitle: stripMarkers(story.subtitle),
        summary: stripMarkers(story.summary),
        intro,
        sections,
        categories: story.categories.map((category) => String(category.id)),
        ...yearAndMonth(date, timeZone),
        published_at: date.toISOString(),
        published_at_ts: Math.floor(date.getTime() / 1000),
    };
}

/** The published public stories of every language: all a search back end may hold. */
export function searchDocuments(snapshot: ContentSnapshot): SearchDocument[] {
    const timeZone = snapshot.newsroom.timezone;
    return snapshot.stories.allListed().map((story) => toSearchDocument(story, timeZone));
}

/** The same, yielding to the event loop every few hundred stories so serving never stalls. */
export async function searchDocumentsInSteps(snapshot: ContentSnapshot, step = 250): Promise<SearchDocument[]> {
    const timeZone = snapshot.newsroom.timezone;
    const stories = snapshot.stories.allListed();
    const documents: SearchDocument[] = [];
    for (let start = 0; start < stories.length; start += step) {
        await new Promise((resolve) => setImmediate(resolve));
        for (const story of stories.slice(start, start + step)) documents.push(toSearchDocument(story, timeZone));
    }
    return documents;
}
