/**
 * The players a story body may frame (decision 21, docs/decisions/0021-embedded-players-after-a-click.md).
 * One list serves both sides: the story renderer frames a player only from these origins, and the
 * Content-Security-Policy's `frame-src` is exactly these origins (server/middleware/security.ts),
 * so a frame the renderer accepts is never blocked and no other frame can load.
 *
 * Each provider names the hosts of its pages (the embed's `url`) and the origins of its players:
 * a player address taken from an embed's oEmbed `html` is used only when it is https, on one of
 * the player origins of the provider whose page the embed names. YouTube and Vimeo players are
 * built from the video id instead (views/story-content/video-embed.ts), from their privacy-minded
 * hosts.
 */
export interface EmbedProvider {
    name: string;
    /** Host names of the provider's pages; a sub-domain counts (`www.`, `m.`, a customer's `acme.wistia.com`). */
    pageHosts: readonly string[];
    /** Origins of its players, as the CSP writes them; `https://*.host` allows any sub-domain. */
    playerOrigins: readonly string[];
}

export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
    { name: 'YouTube', pageHosts: ['youtube.com', 'youtu.be'], playerOrigins: ['https://www.youtube-nocookie.com'] },
    { name: 'Vimeo', pageHosts: ['vimeo.com'], playerOrigins: ['https://player.vimeo.com'] },
    {
        name: 'Dailymotion',
        pageHosts: ['dailymotion.com', 'dai.ly'],
        playerOrigins: ['https://www.dailymotion.com', 'https://geo.dailymotion.com'],
    },
    { name: 'Spotify', pageHosts: ['spotify.com'], playerOrigins: ['https://open.spotify.com'] },
    { name: 'SoundCloud', pageHosts: ['soundcloud.com'], playerOrigins: ['https://w.soundcloud.com'] },
    { name: 'Wistia', pageHosts: ['wistia.com', 'wistia.net'], playerOrigins: ['https://fast.wistia.net'] },
    { name: 'Vidyard', pageHosts: ['vidyard.com'], playerOrigins: ['https://play.vidyard.com'] },
    { name: 'Loom', pageHosts: ['loom.com'], playerOrigins: ['https://www.loom.com'] },
    // Videos hosted by Prezly: Prezly's theme plays any *.prezly.com video as its own.
    { name: 'Prezly', pageHosts: ['prezly.com'], playerOrigins: ['https://*.prezly.com'] },
];

/** Every player origin, for the CSP's frame-src. */
export const EMBED_FRAME_SOURCES: readonly string[] = [
    ...new Set(EMBED_PROVIDERS.flatMap((provider) => provider.playerOrigins)),
];

const onHost = (hostname: string, host: string) => hostname === host || hostname.endsWith(`.${host}`);

function originAllows(pattern: string, url: URL): boolean {
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(pattern);
    if (wildcard) return url.protocol === 'https:' && url.port === '' && url.hostname.endsWith(`.${wildcard[1]}`);
    return url.origin === pattern;
}

/** The provider whose page `pageUrl` is, or null. */
export function embedProviderOf(pageUrl: string): EmbedProvider | null {
    let url: URL;
    try {
        url = new URL(pageUrl);
    } catch {
        return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return EMBED_PROVIDERS.find((provider) => provider.pageHosts.some((host) => onHost(url.hostname, host))) ?? null;
}

/**
 * A player address from an oEmbed `html` iframe, when it is an https URL on a player origin of
 * the provider of `pageUrl`; null otherwise. A protocol-relative `//host/…` is read as https
 * (the page is served over https, so that is what the browser would load).
 */
export function providerPlayerSrc(frameSrc: string, pageUrl: string): string | null {
    const provider = embedProviderOf(pageUrl);
    if (!provider) return null;
    let url: URL;
    try {
        url = new URL(frameSrc.trim(), 'https://protocol-relative.invalid');
    } catch {
        return null;
    }
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (url.hostname === 'protocol-relative.invalid') return null;
    return provider.playerOrigins.some((origin) => originAllows(origin, url)) ? url.href : null;
}

/**
 * The picture a `photo` embed shows: oEmbed's `url` (for a photo, the oEmbed spec makes it the
 * picture's address), else its thumbnail; a web address without credentials. Null for other embeds.
 */
export function embedPhotoSource(oembed: unknown): string | null {
    if (typeof oembed !== 'object' || oembed === null) return null;
    const { type, url, thumbnail_url: thumbnail } = oembed as Record<string, unknown>;
    if (type !== 'photo') return null;
    for (const candidate of [url, thumbnail]) {
        if (typeof candidate !== 'string') continue;
        try {
            const parsed = new URL(candidate.trim());
            const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
            if (web && !parsed.username && !parsed.password) return parsed.href;
        } catch {}
    }
    return null;
}
