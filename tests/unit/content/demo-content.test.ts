/**
 * The embedded demo newsroom (content/demo) is what every other test and a fresh install run on,
 * so it must parse with the content schemas and hold the invariants the site relies on:
 * consistent translations, honest story counts, and upload payloads that match the real files.
 * Regenerate it with `npx tsx scripts/generate-demo-images.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BlockNode, BookmarkNode } from '@prezly/story-content-format';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    LanguageSchema,
    NewsroomSchema,
    STORY_STATUSES,
    STORY_VISIBILITIES,
    type Story,
    StorySchema,
    type UploadedFile,
    type UploadedImage,
} from '../../../domain/content/index';

const DEMO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/demo');
const MEDIA_BUDGET_BYTES = 12 * 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const readJson = (...parts: string[]): unknown => JSON.parse(readFileSync(path.join(DEMO, ...parts), 'utf8'));
const jsonFiles = (dir: string) =>
    readdirSync(path.join(DEMO, dir))
        .filter((name) => name.endsWith('.json'))
        .sort();

const newsroom = NewsroomSchema.parse(readJson('newsroom.json'));
const languages = (readJson('languages.json') as unknown[]).map((raw) => LanguageSchema.parse(raw));
const rawCategories = readJson('categories.json') as Record<string, unknown>[];
const categories = rawCategories.map((raw) => CategorySchema.parse(raw));
const contacts = (readJson('contacts.json') as unknown[]).map((raw) => ContactSchema.parse(raw));
const galleryFiles = jsonFiles('galleries');
const galleries = galleryFiles.map((name) => ({ name, gallery: GallerySchema.parse(readJson('galleries', name)) }));
const storyFiles = jsonFiles('stories');
const stories = storyFiles.map((name) => ({ name, story: StorySchema.parse(readJson('stories', name)) }));
const allStories: Story[] = stories.map(({ story }) => story);

const isPublic = (story: Pick<Story, 'status' | 'visibility'>) =>
    story.status === 'published' && story.visibility === 'public';

function isPayload(value: unknown): value is UploadedFile {
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return ['version', 'uuid', 'filename', 'mime_type', 'size'].every((key) => key in record);
}

/** Every upload payload anywhere in the parsed demo (JSON-string pictures are parsed by then). */
function collectPayloads(value: unknown, found: UploadedFile[] = []): UploadedFile[] {
    if (isPayload(value)) found.push(value);
    else if (Array.isArray(value)) for (const item of value) collectPayloads(item, found);
    else if (typeof value === 'object' && value !== null)
        for (const item of Object.values(value)) collectPayloads(item, found);
    return found;
}

describe('demo newsroom: files parse', () => {
    it('has a newsroom with its logos', () => {
        expect(newsroom.is_indexable).toBe(true);
        expect(newsroom.newsroom_logo).not.toBeNull();
        expect(newsroom.icon).not.toBeNull();
        expect(newsroom.square_logo).not.toBeNull();
    });

    it('has stories in at least 60 files, named <id>-<culture>.json', () => {
        expect(stories.length).toBeGreaterThanOrEqual(60);
        for (const { name, story } of stories) expect(name).toBe(`${story.id}-${story.culture.code}.json`);
    });

    it('names each gallery file after its uuid and keeps images_number honest', () => {
        expect(galleries.length).toBeGreaterThanOrEqual(4);
        for (const { name, gallery } of galleries) {
            expect(name).toBe(`${gallery.uuid}.json`);
            expect(gallery.images_number).toBe(gallery.images.length);
            expect(gallery.images.length).toBeGreaterThanOrEqual(5);
            expect(gallery.images.length).toBeLessThanOrEqual(12);
            expect(gallery.thumbnail_image).not.toBeNull();
        }
        expect(galleries.some(({ gallery }) => gallery.status === 'private')).toBe(true);
    });

    it('has categories in both shapes, with unique ids, referenced by stories that exist', () => {
        expect(rawCategories.filter((raw) => 'i18n' in raw).length).toBeGreaterThanOrEqual(4);
        expect(rawCategories.filter((raw) => 'locale' in raw && 'name' in raw).length).toBeGreaterThanOrEqual(2);
        const ids = categories.map((category) => category.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const story of allStories) for (const { id } of story.categories) expect(ids).toContain(id);
    });

    it('has press contacts with avatars', () => {
        expect(contacts.length).toBeGreaterThanOrEqual(4);
        for (const contact of contacts) expect(contact.avatar_image).not.toBeNull();
    });
});

describe('demo newsroom: languages', () => {
    it('has one default language and a right-to-left Arabic', () => {
        expect(languages.length).toBeGreaterThanOrEqual(3);
        expect(languages.filter((language) => language.is_default)).toHaveLength(1);
        expect(languages.find((language) => language.code === 'ar')?.locale.direction).toBe('rtl');
    });

    it('counts exactly the published public stories of each language', () => {
        for (const language of languages) {
            const count = allStories.filter((story) => story.culture.code === language.code && isPublic(story)).length;
            expect(language.public_stories_count, language.code).toBe(count);
        }
        expect(languages.some((language) => language.public_stories_count === 0)).toBe(true);
    });

    it('has every story in a declared language', () => {
        const codes = languages.map((language) => language.code);
        for (const story of allStories) expect(codes).toContain(story.culture.code);
    });
});

describe('demo newsroom: stories', () => {
    it('has unique ids, uuids and slugs', () => {
        for (const key of ['id', 'uuid', 'slug'] as const) {
            const values = allStories.map((story) => story[key]);
            expect(new Set(values).size, key).toBe(values.length);
        }
        for (const story of allStories) expect(story.uuid).toMatch(UUID);
    });

    it('uses ASCII slugs outside Arabic, and Arabic script for some Arabic stories', () => {
        for (const story of allStories.filter((s) => s.culture.code !== 'ar'))
            expect(story.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const arabic = allStories.filter((story) => story.culture.code === 'ar');
        expect(arabic.some((story) => /\p{Script=Arabic}/u.test(story.slug))).toBe(true);
        expect(arabic.some((story) => /^[a-z0-9-]+$/.test(story.slug))).toBe(true);
    });

    it('has every status and every visibility', () => {
        expect(new Set(allStories.map((story) => story.status))).toEqual(new Set(STORY_STATUSES));
        expect(new Set(allStories.map((story) => story.visibility))).toEqual(new Set(STORY_VISIBILITIES));
    });

    it('leaves unpublished drafts without a publication date and gives every story an author', () => {
        for (const story of allStories) {
            expect(story.author).not.toBeNull();
            if (story.status === 'draft' || story.status === 'uninitialized') expect(story.published_at).toBeNull();
            if (story.status === 'published') expect(story.published_at).not.toBeNull();
        }
    });

    it('pins exactly one published public English story', () => {
        const pinned = allStories.filter((story) => story.is_pinned && story.culture.code === 'en');
        expect(pinned).toHaveLength(1);
        expect(isPublic(pinned[0]!)).toBe(true);
    });

    it('links translations both ways, with the linked story’s real slug, status and visibility', () => {
        const byUuid = new Map(allStories.map((story) => [story.uuid, story]));
        for (const story of allStories) {
            const cultures = story.translations.map((ref) => ref.culture.code);
            expect(new Set(cultures).size).toBe(cultures.length);
            for (const ref of story.translations) {
                const target = byUuid.get(ref.uuid);
                expect(target, `${story.slug} → ${ref.slug}`).toBeDefined();
                expect(ref.culture.code).toBe(target!.culture.code);
                expect(ref.culture.code).not.toBe(story.culture.code);
                expect(ref.slug).toBe(target!.slug);
                expect(ref.status).toBe(target!.status);
                expect(ref.visibility).toBe(target!.visibility);
                expect(target!.translations.map((back) => back.uuid)).toContain(story.uuid);
            }
        }
    });

    it('includes translations whose visibility differs from the original', () => {
        const byUuid = new Map(allStories.map((story) => [story.uuid, story]));
        const pairs = allStories.flatMap((story) =>
            story.translations.map((ref) => [story, byUuid.get(ref.uuid)!] as const),
        );
        expect(pairs.some(([a, b]) => a.visibility === 'public' && b.visibility === 'private')).toBe(true);
        expect(pairs.some(([a, b]) => a.visibility === 'confidential' && b.visibility === 'public')).toBe(true);
    });
});

describe('demo newsroom: story content', () => {
    const nodes = allStories.flatMap((story) => story.content.children.map((node) => ({ story, node })));

    // BlockNode.validateBlockNode (story-content-format 0.70) leaves bookmark nodes out of its
    // list, so those are checked with their own validator.
    const validate = (node: { type: string }) =>
        node.type === BookmarkNode.TYPE ? BookmarkNode.validateBookmarkNode(node) : BlockNode.validateBlockNode(node);

    it('uses only valid Prezly Content Format nodes, apart from the deliberate unknown one', () => {
        for (const { story, node } of nodes) {
            if (node.type === 'mystery-widget') continue;
            expect(validate(node), `${story.slug}: ${node.type}`).not.toBeNull();
        }
    });

    it('covers the node types the renderer must handle', () => {
        const types = new Set(nodes.map(({ node }) => node.type));
        for (const type of [
            'paragraph',
            'heading-one',
            'heading-two',
            'bulleted-list',
            'numbered-list',
            'block-quote',
            'divider',
            'image-block',
            'gallery',
            'attachment',
            'contact',
            'video',
            'embed',
            'bookmark',
            'table',
            'html',
            'mystery-widget',
        ]) {
            expect(types, type).toContain(type);
        }
    });

    it('carries a script in an html node, for the sanitiser to remove', () => {
        expect(
            nodes.some(
                ({ node }) => node.type === 'html' && String(node.content).includes('<script>alert(1)</script>'),
            ),
        ).toBe(true);
    });
});

describe('demo newsroom: media files', () => {
    const payloads = collectPayloads([newsroom, contacts, galleries, allStories]);
    const unique = new Map(payloads.map((payload) => [`${payload.uuid}/${payload.filename}`, payload]));

    it('has a real file for every upload payload, with the recorded size and dimensions', async () => {
        expect(unique.size).toBeGreaterThan(40);
        for (const payload of unique.values()) {
            const file = path.join(DEMO, 'media', payload.uuid, payload.filename);
            expect(statSync(file, { throwIfNoEntry: false })?.size, file).toBe(payload.size);
            if (!('original_width' in payload)) continue;
            const image = payload as UploadedImage;
            const meta = await sharp(file).metadata();
            expect([meta.width, meta.height], file).toEqual([image.original_width, image.original_height]);
            expect(`image/${meta.format}`, file).toBe(payload.mime_type);
        }
    });

    it('describes one file the same way wherever it is referenced', () => {
        for (const payload of payloads)
            expect(payload).toMatchObject(unique.get(`${payload.uuid}/${payload.filename}`)!);
    });

    it('ships no unreferenced files and stays within the size budget', () => {
        let total = 0;
        for (const uuid of readdirSync(path.join(DEMO, 'media'))) {
            for (const filename of readdirSync(path.join(DEMO, 'media', uuid))) {
                expect(unique.has(`${uuid}/${filename}`), `${uuid}/${filename}`).toBe(true);
                total += statSync(path.join(DEMO, 'media', uuid, filename)).size;
            }
        }
        expect(total).toBeLessThan(MEDIA_BUDGET_BYTES);
    });
});
