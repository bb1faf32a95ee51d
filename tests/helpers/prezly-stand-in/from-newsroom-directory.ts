/**
 * Turns a newsroom export directory (the files source's format, e.g. content/demo) into the
 * records Prezly's API would send for the same newsroom, so the whole suite can run against
 * the Prezly adapter through the stand-in. It reshapes where the API differs (categories as
 * i18n maps with every locale, JSON-encoded images and bodies, cultures instead of codes, theme
 * settings under Prezly's names) and leaves everything else as it is: a record the files source
 * would reject stays invalid here too, so the adapter has to reject it the same way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ExtendedStory, Story } from '@prezly/sdk';
import type { PrezlyDataset } from './stand-in-server';

type Rec = Record<string, unknown>;
const isRecord = (value: unknown): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(file: string): unknown {
    try {
        return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
        return undefined; // an unreadable file has no API equivalent: Prezly never sends it
    }
}

function readFolder(directory: string): Rec[] {
    try {
        return readdirSync(directory)
            .filter((name) => name.endsWith('.json'))
            .sort()
            .map((name) => readJson(path.join(directory, name)))
            .filter(isRecord);
    } catch {
        return [];
    }
}

const asList = (value: unknown): Rec[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const jsonString = (value: unknown) => (isRecord(value) ? JSON.stringify(value) : value);
const isoDate = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000).toISOString() : value);

/** Our theme names back to Prezly's (the adapter maps them forward). */
function prezlyThemeSettings(theme: unknown): Rec {
    if (!isRecord(theme)) return {};
    const settings: Rec = { ...theme };
    if (theme.font === 'open-sans') settings.font = 'open_sans';
    if (Array.isArray(theme.sharing_actions)) {
        settings.sharing_actions = theme.sharing_actions.map((action) => (action === 'x' ? 'twitter' : action));
        settings.show_copy_url = theme.sharing_actions.includes('copy_url');
    }
    return settings;
}

export function prezlyDatasetFromDirectory(directory: string, fallbackUuid: string): PrezlyDataset {
    const rawNewsroom = readJson(path.join(directory, 'newsroom.json'));
    const newsroomFile = isRecord(rawNewsroom) ? rawNewsroom : {};
    const newsroomUuid = typeof newsroomFile.uuid === 'string' ? newsroomFile.uuid : fallbackUuid;
    const languagesFile = asList(readJson(path.join(directory, 'languages.json')));
    const cultures = new Map<string, unknown>(
        languagesFile.map((language) => [String(language.code), language.locale]),
    );
    const stories = readFolder(path.join(directory, 'stories'));
    const categoriesFile = asList(readJson(path.join(directory, 'categories.json')));
    const themeId = `${newsroomUuid}-theme`;

    const { theme, ...newsroomRest } = newsroomFile;
    const newsroomRef = { ...newsroomRest, uuid: newsroomUuid, status: 'active', is_online: true };
    const newsroom: Rec = {
        ...newsroomRef,
        cultures: [...cultures.values()],
        stories_number: stories.length,
        active_theme: { id: themeId, codename: 'bea', name: 'Bea' },
    };

    const publicCount = (code: string) =>
        stories.filter(
            (story) =>
                isRecord(story.culture) &&
                story.culture.code === code &&
                story.status === 'published' &&
                story.visibility === 'public',
        ).length;
    const languages = languagesFile.map((language) => ({
        ...language,
        public_stories_count: language.public_stories_count ?? publicCount(String(language.code)),
        notifications: asList(language.notifications).map((notification) => ({
            ...notification,
            type: 'custom',
            actions: asList(notification.actions).map(({ text, url, ...rest }) => ({
                ...rest,
                name: text,
                target: url,
            })),
        })),
    }));

    const categories = categoriesFile.map((category) => prezlyCategory(category, cultures));
    const categoriesById = new Map(categories.map((category) => [category.id, category]));

    return {
        newsroom,
        themePreset: { theme: { id: themeId, codename: 'bea', name: 'Bea' }, settings: prezlyThemeSettings(theme) },
        languages,
        categories,
        contacts: asList(readJson(path.join(directory, 'contacts.json'))).map((contact) => ({
            ...contact,
            // An export's "every language" is no list; Prezly lists each language the contact is shown in.
            display_locales: Array.isArray(contact.display_locales)
                ? contact.display_locales.length === 0
                    ? [...cultures.values()]
                    : contact.display_locales.map((code) => cultures.get(String(code)) ?? { code })
                : contact.display_locales,
        })),
        galleries: readFolder(path.join(directory, 'galleries')).map((gallery) => ({
            ...gallery,
            name: gallery.title,
            type: 'image',
            thumbnail_image: jsonString(gallery.thumbnail_image),
        })),
        stories: stories.map((story) => prezlyStory(story, newsroomRef, categoriesById)),
    };
}

/**
 * A story file as Prezly's API sends the story. Every field this writes is named as the SDK's
 * `ExtendedStory` names it (`satisfies` below: a field the contract renames or drops fails
 * `npm run typecheck`); the rest of the file is Prezly's shape already. The body is answered as
 * stored, in the format the site asks for (v6; content-format.ts): the demo's bodies carry no
 * title headings, as a v6 body whose editor took them out.
 */
function prezlyStory(story: Rec, newsroomRef: Rec, categoriesById: Map<unknown, Rec>): Rec {
    // Prezly names a story's tags `tag_names` (an extra field, sent when included).
    const { tags, ...rest } = story;
    return {
        ...rest,
        format_version: Story.FormatVersion.SLATEJS_V6,
        published_at: isoDate(story.published_at),
        updated_at: isoDate(story.updated_at),
        newsroom: isRecord(story.newsroom) ? { ...newsroomRef, ...story.newsroom } : newsroomRef,
        categories: asList(story.categories).map((ref) => categoriesById.get(ref.id) ?? ref),
        thumbnail_image: jsonString(story.thumbnail_image),
        header_image: jsonString(story.header_image),
        content: jsonString(story.content),
        tag_names: Array.isArray(tags) ? tags : [],
    } satisfies PrezlyFields<ExtendedStory>;
}

/** A record whose written fields are all fields of `T` (their values come from files, untyped). */
type PrezlyFields<T> = { [K in keyof T]?: unknown };

/** Prezly lists every newsroom locale in a category's i18n; untranslated ones have empty names. */
function prezlyCategory(category: Rec, cultures: Map<string, unknown>): Rec {
    const flat = typeof category.locale === 'string';
    const own: Rec = flat
        ? {
              [category.locale as string]: {
                  name: category.name,
                  slug: category.slug,
                  description: category.description,
              },
          }
        : isRecord(category.i18n)
          ? category.i18n
          : {};
    const i18n: Rec = {};
    for (const [code, culture] of cultures) {
        const translation = isRecord(own[code]) ? own[code] : { name: '', slug: null, description: null };
        i18n[code] = { locale: culture, ...translation };
    }
    for (const [code, translation] of Object.entries(own)) i18n[code] ??= translation;
    const { name, slug, locale, description, ...rest } = category;
    return {
        ...rest,
        display_name: category.display_name ?? name,
        display_description: category.display_description ?? description ?? null,
        i18n,
    };
}

/** Changes when any file of the directory changes, so converted data can be reused until then. */
export function directorySignature(directory: string): string {
    const parts: string[] = [];
    const walk = (dir: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
            if (entry.name === 'media') continue;
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else {
                const stat = statSync(full);
                parts.push(`${full}:${stat.size}:${stat.mtimeMs}`);
            }
        }
    };
    walk(directory);
    return parts.sort().join('|');
}
