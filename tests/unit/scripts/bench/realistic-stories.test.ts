import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRealisticStories, withStoryCounts } from '../../../../scripts/bench/realistic-stories';
import { prezlyDatasetFromDirectory } from '../../../helpers/prezly-stand-in/from-newsroom-directory';

type Rec = Record<string, unknown>;

const DEMO = path.resolve('content/demo');
const demoFiles: Rec[] = readdirSync(path.join(DEMO, 'stories'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(DEMO, 'stories', file), 'utf8')));
const demoApi = prezlyDatasetFromDirectory(DEMO, 'c0ffee00-0000-4000-8000-000000000000').stories;

/** `count` clones of the listed demo stories, oldest first, as the generators make them. */
function clones(templates: Rec[], count: number): Rec[] {
    const listed = templates.filter((story) => story.status === 'published' && story.visibility === 'public');
    return Array.from({ length: count }, (_, index) => ({
        ...listed[index % listed.length],
        id: 5_000 + index,
        uuid: `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        slug: `${listed[index % listed.length]!.slug}-${index}`,
        published_at: new Date(Date.UTC(2020, 0, 1 + index)).toISOString(),
        translations: [],
    }));
}

const contentOf = (story: Rec) =>
    (typeof story.content === 'string' ? JSON.parse(story.content) : story.content) as Rec;

function blocks(node: unknown, type: string): Rec[] {
    if (Array.isArray(node)) return node.flatMap((child) => blocks(child, type));
    if (typeof node !== 'object' || node === null) return [];
    const record = node as Rec;
    return [...(record.type === type ? [record] : []), ...blocks(record.children, type)];
}

function wordCount(node: unknown): number {
    if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + wordCount(child), 0);
    if (typeof node !== 'object' || node === null) return 0;
    const record = node as Rec;
    const own = typeof record.text === 'string' ? record.text.split(/\s+/).filter(Boolean).length : 0;
    return own + wordCount(record.children);
}

describe.each([
    ['files source', demoFiles, 'tags'],
    ["Prezly's API", demoApi, 'tag_names'],
])('heavy stories in the shape of the %s', (_, templates, tagField) => {
    const before = clones(templates, 60);
    const after = withRealisticStories(before, templates);
    const newest = after.at(-1)!;

    it('makes the newest story as heavy as a real one (docs/benchmarks.md, "Issue 35")', () => {
        const content = contentOf(newest);
        expect(typeof newest.content).toBe(typeof before.at(-1)!.content);
        expect((newest.culture as Rec).code).toBe('en');
        expect(wordCount(content)).toBeGreaterThanOrEqual(650);
        expect(blocks(content, 'gallery').map((gallery) => (gallery.images as unknown[]).length)).toEqual([8]);
        expect(blocks(content, 'block-quote').length).toBeGreaterThan(0);
        expect(blocks(content, 'attachment')).toHaveLength(1);
        expect(blocks(content, 'contact')).toHaveLength(2);
        expect(newest[tagField]).toHaveLength(6);
    });

    it('keeps each replaced story’s place: id, uuid, date and slug number', () => {
        for (const offset of [1, 2, 3]) {
            const [was, is] = [before.at(-offset)!, after.at(-offset)!];
            expect([is.id, is.uuid, is.published_at]).toEqual([was.id, was.uuid, was.published_at]);
            expect(String(is.slug).split('-').at(-1)).toBe(String(was.slug).split('-').at(-1));
        }
        expect(after).toHaveLength(before.length);
    });

    it('tells the newest family in three languages, each a translation of the other two', () => {
        const family = after.slice(-3);
        expect(family.map((story) => (story.culture as Rec).code).sort()).toEqual(['de', 'en', 'fr']);
        for (const story of family) {
            const named = (story.translations as Rec[]).map((reference) => reference.uuid).sort();
            const others = family.filter((other) => other !== story).map((other) => other.uuid);
            expect(named).toEqual(others.sort());
        }
    });

    it('leaves the next stories as they were, and makes one family in ten heavy', () => {
        expect(after.at(-4)).toBe(before.at(-4));
        const heavy = after.filter((story, index) => story !== before[index]);
        expect(heavy).toHaveLength(6); // the families at positions 0–2 and 30–32 from the newest
    });

    it('counts each language’s listed stories again', () => {
        const languages = [{ code: 'en' }, { code: 'fr' }, { code: 'de' }, { code: 'nl' }];
        const counted = withStoryCounts(languages, after);
        const listed = (code: string) =>
            after.filter(
                (story) =>
                    (story.culture as Rec).code === code &&
                    story.status === 'published' &&
                    story.visibility === 'public',
            ).length;
        expect(counted.map((language) => language.public_stories_count)).toEqual(['en', 'fr', 'de', 'nl'].map(listed));
    });
});
