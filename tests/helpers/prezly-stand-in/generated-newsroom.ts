/**
 * A large Prezly newsroom made at test (or benchmark) time, never committed: the demo newsroom's
 * records in the API's shapes (from-newsroom-directory.ts), its published public stories in
 * English, French and German cloned into `stories` stories with their own ids, uuids, slugs and
 * dates, as Prezly would list them. Helpers change it the way an editor would in Prezly: edit,
 * unpublish or delete a story, each edit moving `updated_at` forward.
 */
import path from 'node:path';
import { prezlyDatasetFromDirectory } from './from-newsroom-directory';
import type { PrezlyDataset } from './stand-in-server';

type Rec = Record<string, unknown>;

export const GENERATED_LANGUAGES = ['en', 'fr', 'de'];

export interface GeneratedNewsroom {
    dataset: PrezlyDataset;
    newsroomUuid: string;
}

/** The uuid of the generated story number `index` (0-based). */
export const generatedStoryUuid = (index: number) => `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export function generatedNewsroom(stories: number): GeneratedNewsroom {
    const demo = prezlyDatasetFromDirectory(path.resolve('content/demo'), 'c0ffee00-0000-4000-8000-000000000000');
    const inLanguages = (story: Rec) => GENERATED_LANGUAGES.includes(String((story.culture as Rec).code));
    const templates = demo.stories.filter(
        (story) => story.status === 'published' && story.visibility === 'public' && inLanguages(story),
    );
    const start = Date.UTC(2016, 0, 1);
    const span = Date.UTC(2026, 10, 1) - start;
    const generated = Array.from({ length: stories }, (_, index): Rec => {
        const template = templates[index % templates.length]!;
        const published = new Date(start + Math.floor((span * index) / stories)).toISOString();
        return {
            ...template,
            id: 2_000_000 + index,
            uuid: generatedStoryUuid(index),
            slug: `${template.slug}-${index}`,
            title: `${template.title} (${index})`,
            created_at: published,
            published_at: published,
            updated_at: published,
            is_pinned: false,
            translations: [],
        };
    });
    const languages = demo.languages
        .filter((language) => GENERATED_LANGUAGES.includes(String(language.code)))
        .map((language) => ({
            ...language,
            public_stories_count: generated.filter((story) => (story.culture as Rec).code === language.code).length,
        }));
    return {
        dataset: { ...demo, languages, stories: generated },
        newsroomUuid: String(demo.newsroom.uuid),
    };
}

/** Now, as Prezly writes `updated_at`, strictly after every earlier edit in the dataset. */
function nextUpdatedAt(dataset: PrezlyDataset): string {
    let latest = 0;
    for (const story of dataset.stories) latest = Math.max(latest, Date.parse(String(story.updated_at)) || 0);
    return new Date(Math.max(Date.now(), latest + 1000)).toISOString();
}

function storyByUuid(dataset: PrezlyDataset, uuid: string): Rec {
    const story = dataset.stories.find((candidate) => candidate.uuid === uuid);
    if (!story) throw new Error(`No story ${uuid} in the dataset`);
    return story;
}

/** An editor saves changes to a story. */
export function editStory(dataset: PrezlyDataset, uuid: string, changes: Rec): void {
    Object.assign(storyByUuid(dataset, uuid), changes, { updated_at: nextUpdatedAt(dataset) });
}

/** An editor unpublishes a story: it goes back to draft. */
export function unpublishStory(dataset: PrezlyDataset, uuid: string): void {
    editStory(dataset, uuid, { status: 'draft', lifecycle_status: 'draft' });
}

/** An editor deletes a story: Prezly stops listing it, and no `updated_at` says so. */
export function deleteStory(dataset: PrezlyDataset, uuid: string): void {
    dataset.stories.splice(dataset.stories.indexOf(storyByUuid(dataset, uuid)), 1);
}
