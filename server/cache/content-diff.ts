import type { ContentSnapshot } from '../content/content-snapshot';
import { offersSearch } from '../content/search-offered';
import { ANY_CONTENT_KEY, categoryKey, languageKey, SITE_KEY } from './surrogate-keys';

/** Two parsed records hold the same (compared as their JSON, field order included). */
export const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Adds the keys of what one kind of content shows that differ between two snapshots. */
export type ContentChanges = (before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>) => void;

/**
 * The surrogate keys whose pages differ between two snapshots: evicting them (here and at the
 * CDN) leaves every other cached page exactly as a fresh render from `after` would be. What
 * every page shows (the newsroom, its languages and navigation) is compared here; each page
 * kind compares its own content (`changedKeys` of server/pages/page-kind.ts), given as
 * `kindChanges`. Without `before` (the first load) everything changed, and `site` is on every page.
 */
export function changedKeys(
    before: ContentSnapshot | null,
    after: ContentSnapshot,
    kindChanges: readonly ContentChanges[],
): Set<string> {
    const keys = new Set<string>();
    if (!before) return new Set([SITE_KEY, ANY_CONTENT_KEY]);
    siteChanges(before, after, keys);
    hubChanges(before, after, keys);
    languageChanges(before, after, keys);
    for (const changes of kindChanges) changes(before, after, keys);
    if (keys.size > 0) keys.add(ANY_CONTENT_KEY);
    return keys;
}

/** The newsroom (settings, theme) and the languages a visitor can choose: on every page. */
function siteChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const codes = (snapshot: ContentSnapshot) => snapshot.languages.visible().map((language) => language.code);
    if (
        !sameContent(before.newsroom, after.newsroom) ||
        !sameContent(
            before.languages.all.map((language) => language.code),
            after.languages.all.map((language) => language.code),
        ) ||
        !sameContent(codes(before), codes(after))
    ) {
        keys.add(SITE_KEY);
    }
}

/**
 * What the header of every page of a hub's site shows of the hub (docs/hub-newsrooms.md): the
 * market switcher (the markets' names, languages and addresses, which site is this one) and,
 * on the hub's own site, whether search is offered, which its first or last story of its own
 * decides. What only the markets page shows (logos) is that kind's key.
 */
function hubChanges(before: ContentSnapshot, after: ContentSnapshot, keys: Set<string>): void {
    const switcher = (snapshot: ContentSnapshot) =>
        snapshot.hub
            ? {
                  site: snapshot.hub.hub.site_uuid,
                  markets: snapshot.hub
                      .shownMarkets()
                      .map(({ uuid, name, url, is_hub, languages }) => ({ uuid, name, url, is_hub, languages })),
              }
            : null;
    if (!sameContent(switcher(before), switcher(after)) || offersSearch(before) !== offersSearch(after)) {
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
        if (!sameContent(before.languages.byCode(code), language)) keys.add(languageKey(code));
        const navigation = (snapshot: ContentSnapshot) =>
            snapshot.categories.withStories(code).map(({ id, name, slug }) => ({ id, name, slug }));
        const old = navigation(before);
        const now = navigation(after);
        if (sameContent(old, now) && before.galleries.all.length > 0 === after.galleries.all.length > 0) continue;
        keys.add(languageKey(code));
        const oldIds = new Set(old.map((category) => category.id));
        const nowIds = new Set(now.map((category) => category.id));
        for (const id of oldIds) if (!nowIds.has(id)) keys.add(categoryKey(id));
        for (const id of nowIds) if (!oldIds.has(id)) keys.add(categoryKey(id));
    }
}
