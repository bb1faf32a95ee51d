import { type MouseEvent, useEffect, useRef, useState } from 'react';

export interface EmbedPlayerProps {
    /** What plays after the click: a provider's player frame, or a video file on our own hosts. */
    player: { kind: 'frame' | 'file'; src: string };
    /** The video's own page: where the play link goes without scripts (or with a modifier key). */
    href: string;
    /** The frame's or video's accessible name: the video's title. */
    title: string;
    /** The play link's words around the title ('Play video: ', ''), so the title sits in a <bdi>. */
    label: { before: string; after: string };
    /** A picture from the site or the assets CDN, never from the provider (decision 21). */
    thumbnail: { src: string; width?: number; height?: number } | null;
    /** The frame's shape, a content-ratio-* class. */
    ratio: string;
}

const FRAME_PERMISSIONS = 'autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write';
// Scripts and the provider's own origin are what a player needs; no top navigation, no forms.
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/**
 * An embedded video as a facade (decision 21): the server renders a picture, the title and a play
 * button that is a real link to the video's page, so the page loads nothing of the provider's and
 * works without scripts. The visitor's click is the consent to load the player: it replaces the
 * facade with the player's frame (or a `<video>` for a file) and moves the focus into it.
 * The play triangle is not mirrored in right-to-left pages: media controls keep their direction.
 */
export default function EmbedPlayer({ player, href, title, label, thumbnail, ratio }: EmbedPlayerProps) {
    const [playing, setPlaying] = useState(false);
    const playerRef = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
    useEffect(() => {
        if (playing) playerRef.current?.focus();
    }, [playing]);

    const play = (event: MouseEvent<HTMLAnchorElement>) => {
        // A modified click opens the video's page, as a link does.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setPlaying(true);
    };

    return (
        <div className={`content-embed__frame content-ratio-${ratio}`}>
            {!playing ? (
                <a className="content-player" href={href} onClick={play} data-embed-play="">
                    {thumbnail ? (
                        <img
                            className="content-player__thumbnail"
                            src={thumbnail.src}
                            width={thumbnail.width}
                            height={thumbnail.height}
                            alt=""
                            loading="lazy"
                            decoding="async"
                        />
                    ) : null}
                    <span className="content-player__button" aria-hidden="true">
                        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                            <path d="M8 5v14l11-7z" />
                        </svg>
                    </span>
                    <span className="content-player__label">
                        {label.before}
                        <bdi>{title}</bdi>
                        {label.after}
                    </span>
                </a>
            ) : player.kind === 'file' ? (
                // biome-ignore lint/a11y/useMediaCaption: an uploaded video carries no caption track to offer.
                <video ref={playerRef} src={player.src} controls autoPlay playsInline aria-label={title} />
            ) : (
                <iframe
                    ref={playerRef}
                    src={player.src}
                    title={title}
                    allow={FRAME_PERMISSIONS}
                    referrerPolicy="strict-origin-when-cross-origin"
                    sandbox={FRAME_SANDBOX}
                />
            )}
        </div>
    );
}
