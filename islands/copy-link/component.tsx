import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';

export interface CopyLinkProps {
    /** The page's URL (made absolute against the address bar when copied). */
    url: string;
    labels: { copy: string; copied: string };
}

const CONFIRMATION_MS = 3000;

/**
 * Copies the page's absolute URL and announces 'URL copied!' (docs/product-rules.md §2.12, §8.4) in a live region.
 * The button shows only when scripts run (CSS: `:root[data-islands]`); the first click, even
 * before this island has woken, copies: the runtime holds it and replays it here.
 */
export default function CopyLinkButton({ url, labels }: CopyLinkProps) {
    const [copied, setCopied] = useState(false);
    const timer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearTimeout(timer.current), []);

    const copy = async () => {
        try {
            await copyText(new URL(url, window.location.href).href);
            setCopied(true);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
        } catch (error) {
            console.error('Could not copy the URL', error);
        }
    };

    return (
        <span className="copy-link">
            <button
                type="button"
                className="button button--secondary copy-link__button"
                data-copied={copied ? 'true' : undefined}
                onClick={copy}
            >
                {labels.copy}
            </button>
            <span className="copy-link__status" role="status" aria-live="polite">
                {copied ? labels.copied : null}
            </span>
        </span>
    );
}
