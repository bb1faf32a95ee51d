/**
 * Video players we embed. Only these hosts are framed (and allowed by the CSP's frame-src); the
 * player URL is built from the video id, never taken from oEmbed HTML. YouTube plays from its
 * no-cookie domain and Vimeo with do-not-track, so a visitor is not profiled before pressing play.
 */
export interface VideoPlayer {
    provider: 'youtube' | 'vimeo';
    src: string;
}

const YOUTUBE_HOSTS = new Set([
    'youtube.com',
    'www.youtube.com',
    'm.youtube.com',
    'youtube-nocookie.com',
    'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parse(value: string): URL | null {
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
    } catch {
        return null;
    }
}

/** "90", "90s" or "1m30s" → 90. */
function startSeconds(value: string | null): number | null {
    if (!value) return null;
    const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
    if (!match || value === '') return null;
    const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
    return seconds > 0 ? seconds : null;
}

function youtubeId(url: URL): string | null {
    const segments = url.pathname.split('/').filter(Boolean);
    if (url.hostname === 'youtu.be') return segments[0] ?? null;
    if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
    if (segments[0] === 'watch') return url.searchParams.get('v');
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
    return null;
}

function youtubePlayer(url: URL): VideoPlayer | null {
    const id = youtubeId(url);
    if (!id || !YOUTUBE_ID.test(id)) return null;
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    const query = start ? `?start=${start}` : '';
    return { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${id}${query}` };
}

function vimeoPlayer(url: URL): VideoPlayer | null {
    if (!VIMEO_HOSTS.has(url.hostname)) return null;
    const segments = url.pathname.split('/').filter(Boolean);
    const at = segments.findIndex((segment) => /^\d+$/.test(segment));
    if (at < 0) return null;
    const id = segments[at]!;
    // Unlisted videos carry a privacy hash: vimeo.com/{id}/{hash} or ?h={hash}.
    const hash = url.searchParams.get('h') ?? segments[at + 1] ?? null;
    const params = new URLSearchParams({ dnt: '1' });
    if (hash && /^[0-9a-f]{6,32}$/i.test(hash)) params.set('h', hash);
    return { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}?${params}` };
}

/** The https player URL for a YouTube or Vimeo page URL; null for anything else. */
export function videoPlayer(pageUrl: string): VideoPlayer | null {
    const url = parse(pageUrl);
    if (!url) return null;
    return youtubePlayer(url) ?? vimeoPlayer(url);
}

/** Classes for the common frame shapes; the ratio comes from the oEmbed width and height. */
const RATIOS = [
    { name: '21x9', value: 21 / 9 },
    { name: '16x9', value: 16 / 9 },
    { name: '4x3', value: 4 / 3 },
    { name: '1x1', value: 1 },
    { name: '9x16', value: 9 / 16 },
] as const;

export function aspectRatioName(width: number | undefined, height: number | undefined): string {
    if (!width || !height) return '16x9';
    const ratio = width / height;
    return RATIOS.reduce((best, candidate) =>
        Math.abs(candidate.value - ratio) < Math.abs(best.value - ratio) ? candidate : best,
    ).name;
}
