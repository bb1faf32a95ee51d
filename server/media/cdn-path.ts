/**
 * The address scheme of the assets CDN (docs/product-rules.md §7.5), parsed from a request path below `/cdn`:
 *   /{uuid}/{filename}
 *   /{uuid}/-/{effect}/{params…}/-/{effect}/…/{filename}
 *   /{group uuid}/archive/zip/{name}.zip
 * The uuid must be a UUID and the file name is only ever compared with names read from the
 * media folder, never joined into a path, so no request can reach outside it.
 */
import { z } from 'zod';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const Uuid = z.string().regex(UUID_PATTERN);

/** Longer paths than this are refused before any parsing. */
const MAX_CDN_PATH_LENGTH = 2048;

type CdnRequest =
    | { kind: 'file'; uuid: string; effects: string[][]; filename: string }
    | { kind: 'zip'; groupUuid: string; name: string };

export type CdnPathResult = { ok: true; request: CdnRequest } | { ok: false; status: 400 | 404; message: string };

const notFound = { ok: false, status: 404, message: 'Not found' } as const;
const badRequest = (message: string) => ({ ok: false, status: 400, message }) as const;

function decode(segment: string): string | null {
    try {
        return decodeURIComponent(segment);
    } catch {
        return null;
    }
}

export function parseCdnPath(path: string): CdnPathResult {
    if (path.length > MAX_CDN_PATH_LENGTH) return badRequest('The path is too long');
    const [leading, uuid, ...rest] = path.split('/');
    if (leading !== '' || !Uuid.safeParse(uuid).success) return notFound;

    if (rest[0] === 'archive') {
        const [, type, file, ...extra] = rest;
        if (type !== 'zip' || file === undefined || extra.length > 0) return notFound;
        const name = decode(file);
        if (name === null) return badRequest('Malformed archive name');
        if (!/^[^/\\\0]{1,200}\.zip$/i.test(name)) return notFound;
        return { ok: true, request: { kind: 'zip', groupUuid: uuid!, name: name.slice(0, -4) } };
    }

    const last = rest.pop();
    if (last === undefined || last === '') return notFound;
    const filename = decode(last);
    if (filename === null) return badRequest('Malformed file name');
    if (rest[0] === 'gif2video') return badRequest('GIF to video conversion is not available on this CDN');

    const effects: string[][] = [];
    for (const token of rest) {
        if (token === '-') effects.push([]);
        else if (token === '' || effects.length === 0) {
            return badRequest('Malformed effects: expected -/effect/parameters/ before the file name');
        } else effects[effects.length - 1]!.push(token);
    }
    if (effects.some((group) => group.length === 0)) return badRequest('Malformed effects: an effect has no name');
    return { ok: true, request: { kind: 'file', uuid: uuid!, effects, filename } };
}
