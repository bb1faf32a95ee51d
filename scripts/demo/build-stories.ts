import { buildDocument, typeset } from './build-content';
import { CATEGORY_IDS } from './categories';
import { CULTURES, NEWSROOM_URL } from './company';
import { AUTHORS, DEFAULT_AUTHOR } from './people';
import { uuidFor } from './random';
import type { MediaRegistry } from './render-media';
import { STORY_GROUPS } from './stories';
import { storyTags } from './tags';
import { LANGS, type Lang, type StoryGroup, type StoryVersion } from './types';

/** Prezly's API writes timestamps with an explicit +00:00 offset. */
export function isoTimestamp(value: string): string {
    return new Date(value).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

function addMinutes(value: string, minutes: number): string {
    return new Date(new Date(value).getTime() + minutes * 60_000).toISOString();
}

export function storyUrl(lang: Lang, slug: string): string {
    return `${NEWSROOM_URL}${lang === 'en' ? '' : `/${lang}`}/${encodeURIComponent(slug)}`;
}

interface Placed {
    group: StoryGroup;
    lang: Lang;
    version: StoryVersion;
    id: number;
    uuid: string;
}

/** Every language version with its id and uuid; ids follow publication order, as in Prezly. */
function placeStories(): Placed[] {
    const groups = [...STORY_GROUPS].sort((a, b) => a.date.localeCompare(b.date));
    const placed: Placed[] = [];
    for (const group of groups) {
        for (const lang of LANGS) {
            const version = group.versions[lang];
            if (!version) continue;
            placed.push({
                group,
                lang,
                version,
                id: 24_301 + placed.length * 3,
                uuid: uuidFor(`story:${group.key}:${lang}`),
            });
        }
    }
    return placed;
}

function status(version: StoryVersion) {
    return version.status ?? 'published';
}

function visibility(version: StoryVersion) {
    return version.visibility ?? 'public';
}

export interface StoryFile {
    filename: string;
    json: Record<string, unknown>;
}

export function buildStories(media: MediaRegistry, newsroomUuid: string): StoryFile[] {
    const placed = placeStories();
    const byGroupLang = new Map(placed.map((story) => [`${story.group.key}:${story.lang}`, story]));
    const storyUuid = (groupKey: string, lang: string) => {
        const story = byGroupLang.get(`${groupKey}:${lang}`);
        if (!story) throw new Error(`No story ${groupKey} in ${lang}`);
        return story.uuid;
    };
    return placed.map(({ group, lang, version, id, uuid }) => {
        const publishedAt = version.publishedAt === null ? null : isoTimestamp(version.publishedAt ?? group.date);
        const updatedAt = isoTimestamp(
            version.updatedAt ?? addMinutes(version.publishedAt ?? group.date, 95 + LANGS.indexOf(lang) * 17),
        );
        const picture = group.image ? media.images.get(group.image) : undefined;
        if (group.image && !picture) throw new Error(`Unknown image ${group.image} for ${group.key}`);
        const translations = placed
            .filter((other) => other.group === group && other.lang !== lang)
            .map((other) => ({
                uuid: other.uuid,
                culture: CULTURES[other.lang],
                status: status(other.version),
                visibility: visibility(other.version),
                slug: other.version.slug,
            }));
        const title = typeset(version.title, lang);
        const summary = typeset(version.summary, lang);
        const json = {
            uuid,
            id,
            title,
            subtitle: typeset(version.subtitle, lang),
            summary,
            slug: version.slug,
            culture: CULTURES[lang],
            status: status(version),
            visibility: visibility(version),
            is_pinned: version.pinned ?? false,
            published_at: publishedAt,
            updated_at: updatedAt,
            author: AUTHORS[version.author ?? group.author ?? DEFAULT_AUTHOR[lang]],
            categories: group.categories.map((key) => ({ id: CATEGORY_IDS[key] })),
            tags: storyTags(group.key, lang),
            translations,
            seo_settings: {
                meta_title: null,
                default_meta_title: title,
                meta_description: version.metaDescription ?? null,
                default_meta_description: summary || null,
                canonical_url: version.canonicalUrl ?? null,
            },
            oembed: { url: storyUrl(lang, version.slug), title },
            // Prezly sends both pictures as JSON strings; the first story keeps an object so readers handle both.
            thumbnail_image: picture ? JSON.stringify(picture) : null,
            header_image: picture ? (group.key === 'aurora-launch' ? picture : JSON.stringify(picture)) : null,
            newsroom: { uuid: newsroomUuid },
            content: buildDocument(version.body, { media, storyUuid, lang, nodeKey: `${group.key}:${lang}` }),
        };
        return { filename: `${id}-${lang}.json`, json };
    });
}
