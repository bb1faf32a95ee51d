import type { ContentDocument, Story } from '../../domain/content';

/** The UTF-8 JSON of a story body, as a packed story keeps it. */
export function encodeStoryBody(content: ContentDocument): Uint8Array {
    return Buffer.from(JSON.stringify(content));
}

const packedBodies = new WeakMap<object, Uint8Array>();
const utf8 = new TextDecoder();

/**
 * The one `content` getter of every packed story. Sharing it matters: a getter is part of an
 * object's hidden class, so a closure per story would give each story a class of its own and
 * V8 would keep them all as slow dictionaries, megabytes more than the same objects in fast mode
 * (figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
function readPackedBody(this: object): ContentDocument {
    return JSON.parse(utf8.decode(packedBodies.get(this))) as ContentDocument;
}

/**
 * The story with its body kept as UTF-8 JSON, parsed again whenever it is read. Bodies are most
 * of a newsroom's memory while a request reads at most one, and the JSON takes much less room
 * than the parsed tree; reading it back costs microseconds (figures:
 * docs/benchmarks.md#figures-behind-the-codes-choices).
 *
 * `content` stays an ordinary, enumerable property for every reader (views, JSON alternate,
 * search text, tests): only its storage changes. Each read returns a fresh tree, so a reader
 * that changes it cannot change the story for anyone else.
 *
 * `packed` is the body already encoded: the story-reading workers send stories without their
 * body. A story that is packed already is returned as it is.
 */
export function withPackedBody(story: Story | Omit<Story, 'content'>, packed?: Uint8Array): Story {
    if (packedBodies.has(story)) return story as Story;
    // Turning a data property into a getter would also drop the object to dictionary mode, so
    // a story that has its body is copied without it first.
    let bodiless: Partial<Story> = story;
    let bytes = packed;
    if ('content' in story) {
        const { content, ...rest } = story;
        bodiless = rest;
        bytes ??= encodeStoryBody(content);
    }
    if (!bytes) throw new TypeError(`Story ${story.slug} has no body to pack`);
    Object.defineProperty(bodiless, 'content', { enumerable: true, configurable: true, get: readPackedBody });
    packedBodies.set(bodiless, bytes);
    return bodiless as Story;
}

/** A packed story's body bytes, so two versions of a story compare without parsing (content diff). */
export function packedBodyOf(story: object): Uint8Array | undefined {
    return packedBodies.get(story);
}

/**
 * A copy of a packed story whose body is parsed once, as a plain property, for a request that
 * reads the body several times (a story page reads it for its body, its lightbox and its media
 * kit link: three parses otherwise; figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 * Other stories are returned as they are.
 * Content queries keyed by the story object (its categories, tags) take the original.
 */
export function withBodyParsed(story: Story): Story {
    return packedBodies.has(story) ? { ...story } : story;
}
