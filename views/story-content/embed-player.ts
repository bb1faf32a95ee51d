import { Parser } from 'htmlparser2';
import { embedProviderOf, providerPlayerSrc } from '../../domain/content/embed-players';
import type { OEmbedInfo } from './schemas';
import { videoPlayer } from './video-embed';

/**
 * What plays an embedded video or rich embed once the visitor asks for it (decision 21):
 * - `frame`: a provider's player in an iframe: YouTube and Vimeo built from the video id, any other
 *   listed provider (domain/content/embed-players.ts) from the iframe in its oEmbed `html`, when
 *   that iframe's address is an https player of the same provider. The `html` itself never
 *   reaches the page.
 * - `file`: a video file on the assets CDN or the site (a video uploaded to Prezly), played by the
 *   browser's own `<video>`; the CSP's media-src already allows both.
 */
export type EmbedPlayer =
    | { kind: 'frame'; src: string; provider: string; firstParty: boolean }
    | { kind: 'file'; src: string; provider: string; firstParty: true };

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)$/i;

/** The `src` of the first iframe, video and `<source>` in oEmbed HTML (parsed, never rendered). */
function htmlSources(html: string | undefined): { iframe: string | null; video: string | null } {
    const found = { iframe: null as string | null, video: null as string | null };
    if (!html) return found;
    const parser = new Parser({
        onopentag(name, attributes) {
            const src = attributes.src;
            if (!src) return;
            if (name === 'iframe') found.iframe ??= src;
            else if (name === 'video' || name === 'source') found.video ??= src;
        },
    });
    parser.write(html.slice(0, 20_000));
    parser.end();
    return found;
}

function httpsUrl(value: string | null | undefined, base?: string): URL | null {
    if (!value) return null;
    try {
        const url = new URL(value.trim(), base);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
    } catch {
        return null;
    }
}

const originOf = (value: string) => httpsUrl(value)?.origin ?? null;

export interface EmbedPlayerInput {
    /** The node's `type`: a `video` node is a video whatever its oEmbed says. */
    nodeType: 'embed' | 'video';
    href: string;
    oembed: OEmbedInfo | null;
    html: string | undefined;
    /** Origins whose files the page may play (media-src): the site and the assets CDN. */
    mediaOrigins: readonly string[];
}

/** A video file on the site or the assets CDN: the node's address, its oEmbed address or a `<video>` in its html. */
function videoFile(input: EmbedPlayerInput, fromHtml: string | null): string | null {
    const allowed = new Set(input.mediaOrigins.map(originOf).filter(Boolean));
    const isVideo = input.nodeType === 'video' || input.oembed?.type === 'video';
    for (const candidate of [fromHtml, input.href, input.oembed?.url]) {
        const url = httpsUrl(candidate, 'https://protocol-relative.invalid');
        if (!url || !allowed.has(url.origin)) continue;
        if (candidate === fromHtml || VIDEO_FILE.test(url.pathname) || isVideo) return url.href;
    }
    return null;
}

export function embedPlayer(input: EmbedPlayerInput): EmbedPlayer | null {
    const { href, oembed } = input;
    const type = input.nodeType === 'video' ? 'video' : oembed?.type;
    if (type !== 'video' && type !== 'rich') return null;
    const sources = htmlSources(input.html);
    const file = videoFile(input, sources.video);
    if (file) return { kind: 'file', src: file, provider: oembed?.provider_name?.trim() || 'Prezly', firstParty: true };
    const built = videoPlayer(href) ?? (oembed ? videoPlayer(oembed.url) : null);
    if (built) {
        const provider = built.provider === 'youtube' ? 'YouTube' : 'Vimeo';
        // The frame only exists once the visitor pressed play: it starts playing at once.
        const src = new URL(built.src);
        src.searchParams.set('autoplay', '1');
        return { kind: 'frame', src: src.href, provider, firstParty: false };
    }
    if (!sources.iframe) return null;
    const pages = [href, oembed?.url].filter((page): page is string => Boolean(page));
    for (const page of pages) {
        const src = providerPlayerSrc(sources.iframe, page);
        const provider = embedProviderOf(page);
        if (src && provider) {
            return { kind: 'frame', src, provider: provider.name, firstParty: provider.name === 'Prezly' };
        }
    }
    return null;
}
