import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
    CategorySchema,
    ContactSchema,
    GallerySchema,
    LanguageSchema,
    NewsroomSchema,
    StorySchema,
    ThemeSettingsSchema,
} from '../../domain/content';
import { buildStories } from './build-stories';
import { categoryJson } from './categories';
import { COMPANY, CULTURES, companyInformation, NEWSROOM_URL, NOTIFICATIONS } from './company';
import { GALLERIES } from './galleries';
import { BRAND } from './logo';
import { CONTACTS } from './people';
import { uuidFor } from './random';
import { type MediaRegistry, renderDemoMedia } from './render-media';
import { LANGS } from './types';

const NEWSROOM_UUID = uuidFor('newsroom');

function need<T>(map: Map<string, T>, key: string): T {
    const value = map.get(key);
    if (value === undefined) throw new Error(`Missing media "${key}"`);
    return value;
}

function newsroomJson(media: MediaRegistry) {
    return {
        uuid: NEWSROOM_UUID,
        url: NEWSROOM_URL,
        display_name: COMPANY.en.name,
        is_indexable: true,
        thumbnail_url: null,
        timezone: 'Europe/Brussels',
        google_analytics_id: null,
        google_search_console_key: 'nw-gsc-5Yb2kQ8tRzL0vXcA3mPe9hJ7',
        is_plausible_enabled: false,
        plausible_site_id: null,
        segment_analytics_id: null,
        tracking_policy: 'default',
        onetrust_cookie_consent: { is_enabled: false, category: '', script: '' },
        newsroom_logo: need(media.images, 'logo'),
        icon: need(media.images, 'icon'),
        square_logo: need(media.images, 'square-logo'),
        custom_data_request_link: null,
        theme: ThemeSettingsSchema.parse({
            accent_color: BRAND.accent,
            header_link_color: BRAND.ink,
            footer_background_color: '#0b1f24',
        }),
    };
}

function contactsJson(media: MediaRegistry) {
    return CONTACTS.map((contact) => ({
        uuid: uuidFor(`contact:${contact.key}`),
        name: contact.name,
        description: contact.description,
        company: contact.company,
        email: contact.email,
        phone: contact.phone,
        mobile: contact.mobile,
        website: contact.website,
        twitter: contact.twitter,
        facebook: contact.facebook,
        avatar_image: need(media.images, contact.avatar),
        is_featured: contact.featured,
        display_locales: contact.display_locales,
    }));
}

function galleriesJson(media: MediaRegistry) {
    return GALLERIES.map((gallery) => {
        const images = gallery.images.map(([key, caption]) => ({ caption, uploadcare_image: need(media.images, key) }));
        return {
            uuid: uuidFor(`gallery:${gallery.key}`),
            title: gallery.title,
            description: gallery.description,
            status: gallery.status,
            created_at: gallery.created_at.replace('Z', '+00:00'),
            updated_at: gallery.updated_at.replace('Z', '+00:00'),
            uploadcare_group_uuid: uuidFor(`gallery-group:${gallery.key}`),
            thumbnail_image: JSON.stringify(images[0]!.uploadcare_image),
            images,
            images_number: images.length,
            videos_number: 0,
        };
    });
}

function languagesJson(stories: { json: Record<string, unknown> }[]) {
    return LANGS.map((lang) => ({
        code: lang,
        is_default: lang === 'en',
        public_stories_count: stories.filter(
            ({ json }) =>
                (json.culture as { code: string }).code === lang &&
                json.status === 'published' &&
                json.visibility === 'public',
        ).length,
        locale: CULTURES[lang],
        company_information: companyInformation(lang),
        notifications: NOTIFICATIONS[lang] ?? [],
    }));
}

/** Parse before writing, so the generator can never produce a file the site would reject. */
function checked(schema: z.ZodType, value: unknown, where: string): unknown {
    const result = schema.safeParse(value);
    if (!result.success)
        throw new Error(`${where} does not match its schema:\n${JSON.stringify(result.error.issues, null, 2)}`);
    return value;
}

async function writeJson(file: string, value: unknown): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Write the whole demo newsroom into `outDir`, replacing whatever was there. */
export async function generateDemo(outDir: string, log: (line: string) => void = () => {}): Promise<void> {
    await rm(outDir, { recursive: true, force: true });
    log('Rendering media…');
    const media = await renderDemoMedia(path.join(outDir, 'media'), log);
    const stories = buildStories(media, NEWSROOM_UUID);
    await writeJson(path.join(outDir, 'newsroom.json'), checked(NewsroomSchema, newsroomJson(media), 'newsroom.json'));
    const languages = languagesJson(stories);
    await writeJson(
        path.join(outDir, 'languages.json'),
        languages.map((language, i) => checked(LanguageSchema, language, `languages.json[${i}]`)),
    );
    const categories = categoryJson();
    await writeJson(
        path.join(outDir, 'categories.json'),
        categories.map((category, i) => checked(CategorySchema, category, `categories.json[${i}]`)),
    );
    const contacts = contactsJson(media);
    await writeJson(
        path.join(outDir, 'contacts.json'),
        contacts.map((contact, i) => checked(ContactSchema, contact, `contacts.json[${i}]`)),
    );
    for (const gallery of galleriesJson(media)) {
        await writeJson(
            path.join(outDir, 'galleries', `${gallery.uuid}.json`),
            checked(GallerySchema, gallery, `gallery ${gallery.title}`),
        );
    }
    for (const story of stories) {
        await writeJson(
            path.join(outDir, 'stories', story.filename),
            checked(StorySchema, story.json, `stories/${story.filename}`),
        );
    }
    log(
        `Wrote ${stories.length} stories, ${GALLERIES.length} galleries, ${media.images.size} images and ${media.files.size} documents.`,
    );
}
