import type { Category } from '../../domain/content';
import { type ActorHandles, actorHandles } from '../../domain/federation/actor-handles';
import { actorUrl, categoryActor, NEWSROOM_ACTOR } from '../../domain/federation/federation-paths';
import type { Config } from '../config/config';
import type { ContentSnapshot } from '../content/content-snapshot';

/** One of the site's fediverse actors, as pages and the federation name it. */
export interface ActorEntry {
    /** Stable, in its address: `newsroom`, `category-12`. */
    identifier: string;
    /** `press`, `wind`. */
    handle: string;
    /** `press@newsroom.example`: what people type to follow it. */
    account: string;
    /** The actor's absolute address. */
    url: string;
    /** The category it speaks for; null for the newsroom. */
    category: Category | null;
}

export interface ActorDirectory {
    newsroom: ActorEntry;
    /** One per category that has a slug in a language the site serves, by category id. */
    categories: ReadonlyMap<number, ActorEntry>;
    byIdentifier(identifier: string): ActorEntry | undefined;
    /** By handle, as WebFinger asks (`acct:wind@newsroom.example`); case does not matter. */
    byHandle(handle: string): ActorEntry | undefined;
}

export type FederationSettings = Pick<Config, 'siteUrl' | 'FEDERATION_ENABLED' | 'FEDERATION_HANDLE'>;

const directories = new WeakMap<ContentSnapshot, ActorDirectory>();

/**
 * The site's actors in a snapshot (docs/federation.md), or null with FEDERATION_ENABLED=false.
 * Made once per snapshot: each page of the home and the categories names one.
 */
export function actorDirectory(snapshot: ContentSnapshot, settings: FederationSettings): ActorDirectory | null {
    if (!settings.FEDERATION_ENABLED) return null;
    let directory = directories.get(snapshot);
    if (!directory) {
        directory = buildDirectory(snapshot, settings);
        directories.set(snapshot, directory);
    }
    return directory;
}

function buildDirectory(snapshot: ContentSnapshot, settings: FederationSettings): ActorDirectory {
    const host = new URL(settings.siteUrl).host;
    const categories = servedCategories(snapshot);
    const handles: ActorHandles = actorHandles({
        configured: settings.FEDERATION_HANDLE,
        newsroomName: snapshot.languages.default.company_information.name || snapshot.newsroom.display_name,
        categories: categories.map(({ category, slug }) => ({ id: category.id, slug })),
    });
    const entry = (identifier: string, handle: string, category: Category | null): ActorEntry => ({
        identifier,
        handle,
        account: `${handle}@${host}`,
        url: actorUrl(settings.siteUrl, identifier),
        category,
    });
    const newsroom = entry(NEWSROOM_ACTOR, handles.newsroom, null);
    const byCategory = new Map<number, ActorEntry>();
    for (const { category } of categories) {
        byCategory.set(category.id, entry(categoryActor(category.id), handles.categories.get(category.id)!, category));
    }
    const all = [newsroom, ...byCategory.values()];
    const identifiers = new Map(all.map((actor) => [actor.identifier, actor]));
    const byHandle = new Map(all.map((actor) => [actor.handle, actor]));
    return {
        newsroom,
        categories: byCategory,
        byIdentifier: (identifier) => identifiers.get(identifier),
        byHandle: (handle) => byHandle.get(handle.toLowerCase()),
    };
}

/**
 * The categories with a slug in a served language, each with the slug its handle is made from:
 * the default language's, else the first served language's that has one.
 */
function servedCategories(snapshot: ContentSnapshot): { category: Category; slug: string }[] {
    const codes = [snapshot.languages.default.code, ...snapshot.languages.all.map((language) => language.code)];
    const found: { category: Category; slug: string }[] = [];
    for (const category of snapshot.content.categories) {
        const slug = codes.map((code) => category.i18n[code]?.slug).find((value) => value);
        if (slug) found.push({ category, slug });
    }
    return found;
}
