/**
 * The handles of the site's fediverse actors (docs/federation.md): `@press@newsroom.example`
 * for the newsroom, `@wind@newsroom.example` for its category "Wind". Mastodon takes lower-case
 * Latin letters, digits and `_`, with `.` and `-` inside; 30 characters is its own limit.
 */
export const FEDIVERSE_HANDLE = /^[a-z0-9_](?:[a-z0-9_.-]{0,28}[a-z0-9_])?$/;

const MAX_HANDLE = 30;

/**
 * A handle made from a name or slug: accents dropped (`Énergie` → `energie`), any other run of
 * characters Mastodon refuses becomes `_`. Empty when nothing Latin is left (an Arabic or
 * Japanese name): the caller picks a fallback.
 */
export function handleFrom(text: string): string {
    const latin = text
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9_.-]+/g, '_')
        .replace(/[._-]{2,}/g, '_')
        .slice(0, MAX_HANDLE)
        .replace(/^[._-]+|[._-]+$/g, '');
    return FEDIVERSE_HANDLE.test(latin) ? latin : '';
}

export interface HandleInputs {
    /** FEDERATION_HANDLE, when set. */
    configured?: string | undefined;
    newsroomName: string;
    /** Each category's id and its slug in the newsroom's default language (or any it has). */
    categories: readonly { id: number; slug: string }[];
}

export interface ActorHandles {
    newsroom: string;
    /** Each category's handle by its id: unique, never the newsroom's. */
    categories: ReadonlyMap<number, string>;
}

/**
 * Every actor's handle. The newsroom's is the setting, else made from its name, else `newsroom`.
 * A category's is made from its slug, else `category_{id}`; one that another actor already has
 * gets `_{id}` added, so two categories never share a handle however their slugs read. The
 * categories are taken by id, so the same content always gives the same handles.
 */
export function actorHandles({ configured, newsroomName, categories }: HandleInputs): ActorHandles {
    const newsroom = configured || handleFrom(newsroomName) || 'newsroom';
    const taken = new Set([newsroom]);
    const byCategory = new Map<number, string>();
    for (const { id, slug } of [...categories].sort((a, b) => a.id - b.id)) {
        const idSuffix = `_${Math.abs(id)}`;
        let handle = handleFrom(slug) || `category${idSuffix}`;
        if (taken.has(handle)) handle = `${handle.slice(0, MAX_HANDLE - idSuffix.length)}${idSuffix}`;
        taken.add(handle);
        byCategory.set(id, handle);
    }
    return { newsroom, categories: byCategory };
}
