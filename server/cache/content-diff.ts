import type { ContentSnapshot } from '../content/content-snapshot';
import { storyChanges } from './story-changes';
import {
    ANY_CONTENT_KEY,
    CONTACTS_KEY,
    categoryKey,
    GALLERIES_KEY,
    galleryKey,
    INDEX_KEY,
    languageKey,
    SITE_KEY,
} from './surrogate-keys';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The surrogate keys whose pages differ between two snapshots: evicting them (here and at the
 * CDN) leaves every other cached page exactly as a fresh render from `after` would be. Without
 * `before` (the first load) everything changed, and `site` is on every page.
 */
export function changedKeys(before: ContentSnapshot | null, after: ContentSnapshot): Set<string> {
    const keys = new Set<string>();
    if (!before) return new Set([SITE_KEY, ANY_CONTENT_KEY]);
    siteChanges(before, after, keys);
    languageChanges(before, after, keys);
    if (!same(before.contacts.all, after.contacts.all)) keys.add(CONTACTS_KEY);
    categoryChanges(before, after, keys);
    galleryChanges(before, after, keys);
    storyChanges(before, after, keys);
    if (keys.size > 0) keys.add(ANY_CONTENT_KEY);
    return keys;
}

/** The newsroom (settings, theme) and the languages a visitor can choose: on every page. */
function siteChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const codes = (snapshot: ContentSnapshot) => snapshot.languages.visible().map((language) => language.code);
    if (
        !same(before.newsroom, after.newsroom) ||
        !same(
            before.languages.all.map((language) => language.code),
            after.languages.all.map((language) => language.code),
        ) ||
        !same(codes(before), codes(after))
    ) {
        keys.add(SITE_KEY);
    }
}

/**
 * A language's settings (company information…) and its navigation: the categories with stories
 * in it and whether the media link shows. A category that enters or leaves a language's
 * navigation also changes its own pages' language alternates, so its key goes too.
 */
function languageChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    for (const language of after.languages.all) {
        const code = language.code;
        if (!same(before.languages.byCode(code), language)) keys.add(languageKey(code));
        const navigation = (snapshot: ContentSnapshot) =>
            snapshot.categories.withStories(code).map(({ id, name, slug }) => ({ id, name, slug }));
        const old = navigation(before);
        const now = navigation(after);
        if (same(old, now) && before.galleries.all.length > 0 === after.galleries.all.length > 0) continue;
        keys.add(languageKey(code));
        const oldIds = new Set(old.map((category) => category.id));
        const nowIds = new Set(now.map((category) => category.id));
        for (const id of oldIds) if (!nowIds.has(id)) keys.add(categoryKey(id));
        for (const id of nowIds) if (!oldIds.has(id)) keys.add(categoryKey(id));
    }
}

function categoryChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const ids = new Set([...before.content.categories, ...after.content.categories].map((category) => category.id));
    for (const id of ids) {
        if (same(before.categories.byId(id), after.categories.byId(id))) continue;
        keys.add(categoryKey(id));
        keys.add(INDEX_KEY);
    }
}

/** Public galleries: each one that changed, and the gallery list when its order or members did. */
function galleryChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const uuids = (snapshot: ContentSnapshot) => snapshot.galleries.all.map((gallery) => gallery.uuid);
    if (!same(uuids(before), uuids(after))) {
        keys.add(GALLERIES_KEY);
        keys.add(INDEX_KEY);
    }
    for (const uuid of new Set([...uuids(before), ...uuids(after)])) {
        if (!same(before.galleries.byUuid(uuid), after.galleries.byUuid(uuid))) keys.add(galleryKey(uuid));
    }
}
