/**
 * Stories as heavy as the ones visitors load, for the benchmarks' large newsrooms. The demo's
 * stories are short (70 to 170 words, a gallery of four at most), and a page's weight sets its
 * cost as much as the code does (docs/benchmarks.md, "Issue 35"): measured on them alone, a
 * figure says little about a real newsroom's pages.
 *
 * Every tenth family of three consecutive stories, the newest family included, becomes one story
 * told in English, French and German, each a translation of the others: about 700 words under
 * headings, a list, a quote, an 8-image gallery, an attachment, two press contacts and six tags.
 * The newest story of the newsroom, the one the benchmarks load first, is the English one; the
 * story after it in the feed is an ordinary clone of a demo story (the "short story" the
 * benchmarks measure beside it).
 *
 * Works on both shapes the generators write: the files source's (`content` an object, `tags`)
 * and Prezly's API's (`content` a JSON string, `tag_names`).
 */

type Rec = Record<string, unknown>;

/** One family of three stories in ten is heavy: 10 % of the newsroom. */
const FAMILY_EVERY = 10;
export const REALISTIC_LANGUAGES = ['en', 'fr', 'de'] as const;
const TARGET_WORDS = 700;
const GALLERY_IMAGES = 8;
const TAGS = 6;

const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

const languageOf = (story: Rec) => String((story.culture as Rec).code);
const isListed = (story: Rec) => story.status === 'published' && story.visibility === 'public';

function contentOf(story: Rec): Rec {
    return (typeof story.content === 'string' ? JSON.parse(story.content) : story.content) as Rec;
}

const tagField = (story: Rec) => ('tag_names' in story ? 'tag_names' : 'tags');
const tagsOf = (story: Rec) => (story[tagField(story)] as string[] | undefined) ?? [];

function nodes(node: unknown, type: string, found: Rec[] = []): Rec[] {
    if (Array.isArray(node)) for (const child of node) nodes(child, type, found);
    else if (isRecord(node)) {
        if (node.type === type) found.push(node);
        for (const value of Object.values(node)) if (typeof value === 'object') nodes(value, type, found);
    }
    return found;
}

function words(node: unknown): number {
    if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + words(child), 0);
    if (!isRecord(node)) return 0;
    const own = typeof node.text === 'string' ? node.text.split(/\s+/).filter(Boolean).length : 0;
    return own + words(node.children);
}

/** What the heavy stories are made of, read from the demo's own stories. */
interface Pools {
    /** Per language: the richest listed story (gallery and contact), the heavy story's base. */
    base: Map<string, Rec>;
    /** Per language: every paragraph of its listed stories. */
    paragraphs: Map<string, Rec[]>;
    headings: Map<string, Rec[]>;
    /** Per language: its stories' tags, most used first. */
    tags: Map<string, string[]>;
    galleryImages: Rec[];
    attachment: Rec;
    contacts: Rec[];
}

function collectPools(templates: Rec[]): Pools {
    const pools: Pools = {
        base: new Map(),
        paragraphs: new Map(),
        headings: new Map(),
        tags: new Map(),
        galleryImages: [],
        attachment: {},
        contacts: [],
    };
    const imageUuids = new Set<string>();
    const tagCounts = new Map<string, Map<string, number>>();
    for (const story of templates.filter(isListed)) {
        const language = languageOf(story);
        const content = contentOf(story);
        pools.paragraphs.set(language, [...(pools.paragraphs.get(language) ?? []), ...nodes(content, 'paragraph')]);
        pools.headings.set(language, [...(pools.headings.get(language) ?? []), ...nodes(content, 'heading-two')]);
        for (const gallery of nodes(content, 'gallery')) {
            for (const image of gallery.images as Rec[]) {
                const uuid = String((image.file as Rec).uuid);
                if (!imageUuids.has(uuid)) pools.galleryImages.push(image);
                imageUuids.add(uuid);
            }
        }
        const attachment = nodes(content, 'attachment')[0];
        if (attachment && !pools.attachment.type) pools.attachment = attachment;
        for (const contact of nodes(content, 'contact')) {
            if (!pools.contacts.some((known) => known.reference === contact.reference)) pools.contacts.push(contact);
        }
        const counts = tagCounts.get(language) ?? new Map<string, number>();
        for (const tag of tagsOf(story)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
        tagCounts.set(language, counts);
        const richness = (candidate: Rec) => JSON.stringify(contentOf(candidate)).length;
        const hasAll = nodes(content, 'gallery').length > 0 && nodes(content, 'contact').length > 0;
        const current = pools.base.get(language);
        if (hasAll && (!current || richness(story) > richness(current))) pools.base.set(language, story);
    }
    for (const [language, counts] of tagCounts) {
        pools.tags.set(
            language,
            [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag),
        );
    }
    return pools;
}

/** The heavy body: the base story's blocks, its language's paragraphs up to ~700 words, 8 images. */
function heavyContent(base: Rec, language: string, pools: Pools): Rec {
    const content = structuredClone(contentOf(base));
    const children = content.children as Rec[];
    const galleryAt = children.findIndex((child) => child.type === 'gallery');
    const [lead, ...others] = children.slice(0, galleryAt);
    const after = children
        .slice(galleryAt + 1)
        .filter((child) => child.type !== 'attachment' && child.type !== 'contact');
    const paragraphs = pools.paragraphs.get(language) ?? [];
    const headings = pools.headings.get(language) ?? [];
    const body: Rec[] = [lead!, ...others];
    for (let index = 0; words(body) < TARGET_WORDS && paragraphs.length > 0; index++) {
        if (index % 4 === 3 && headings.length > 0) body.push(structuredClone(headings[index % headings.length]!));
        body.push(structuredClone(paragraphs[index % paragraphs.length]!));
    }
    const gallery = structuredClone(children[galleryAt]!);
    gallery.images = pools.galleryImages.slice(0, GALLERY_IMAGES).map((image) => structuredClone(image));
    const contacts = pools.contacts.slice(0, 2).map((contact) => structuredClone(contact));
    content.children = [...body, gallery, ...after, structuredClone(pools.attachment), ...contacts];
    return content;
}

function withContent(story: Rec, content: Rec, shapeOf: Rec): Rec {
    return { ...story, content: typeof shapeOf.content === 'string' ? JSON.stringify(content) : content };
}

/** Positions (0 = newest) of the heavy stories' families, and each member's language. */
function familyMember(position: number): (typeof REALISTIC_LANGUAGES)[number] | null {
    const family = Math.floor(position / REALISTIC_LANGUAGES.length);
    return family % FAMILY_EVERY === 0 ? REALISTIC_LANGUAGES[position % REALISTIC_LANGUAGES.length]! : null;
}

/**
 * Replaces every tenth family of stories in `stories` (oldest first, as the generators write
 * them) with heavy ones, keeping each replaced story's id, uuid, date and slug number, so that
 * the newsroom keeps its size and its order. `templates` are the demo's stories in the same shape.
 */
export function withRealisticStories(stories: Rec[], templates: Rec[]): Rec[] {
    const pools = collectPools(templates);
    for (const language of REALISTIC_LANGUAGES) {
        if (!pools.base.has(language)) throw new Error(`No ${language} demo story with a gallery and a contact`);
    }
    const result = [...stories];
    const families = new Map<number, number[]>();
    stories.forEach((_, index) => {
        const position = stories.length - 1 - index;
        if (!familyMember(position)) return;
        const family = Math.floor(position / REALISTIC_LANGUAGES.length);
        families.set(family, [...(families.get(family) ?? []), index]);
    });
    for (const members of families.values()) {
        const made = members.map((index) => {
            const replaced = stories[index]!;
            const language = familyMember(stories.length - 1 - index)!;
            const base = pools.base.get(language)!;
            const number = /-(\d+)$/.exec(String(replaced.slug))?.[1] ?? String(index);
            const tags = [...new Set([...tagsOf(base), ...(pools.tags.get(language) ?? [])])].slice(0, TAGS);
            return withContent(
                {
                    ...structuredClone(base),
                    id: replaced.id,
                    uuid: replaced.uuid,
                    slug: `${base.slug}-${number}`,
                    title: `${base.title} (${number})`,
                    created_at: replaced.created_at,
                    published_at: replaced.published_at,
                    updated_at: replaced.updated_at,
                    is_pinned: false,
                    [tagField(base)]: tags,
                },
                heavyContent(base, language, pools),
                base,
            );
        });
        members.forEach((index, member) => {
            const story = made[member]!;
            story.translations = made
                .filter((other) => other !== story)
                .map((other) => ({
                    uuid: other.uuid,
                    culture: other.culture,
                    status: other.status,
                    visibility: other.visibility,
                    slug: other.slug,
                }));
            result[index] = story;
        });
    }
    return result;
}

/** Each language's `public_stories_count` from the stories as they are now. */
export function withStoryCounts(languages: Rec[], stories: Rec[]): Rec[] {
    const counts = new Map<string, number>();
    for (const story of stories.filter(isListed))
        counts.set(languageOf(story), (counts.get(languageOf(story)) ?? 0) + 1);
    return languages.map((language) => ({ ...language, public_stories_count: counts.get(String(language.code)) ?? 0 }));
}
