import { useEffect, useRef, useState } from 'react';
import { copyText } from './copy-text';

export interface CopyButtonProps {
    /** The block's class: `{block}`, `{block}__button` and `{block}__status` are styled. */
    block: string;
    /** What to copy, worked out at the click (the page's address needs the address bar). */
    text: () => string;
    labels: { copy: string; copied: string };
    /** What the console says when the browser refuses to copy. */
    failure: string;
}

const CONFIRMATION_MS = 3000;

/**
 * A button that copies a text and says so for three seconds in a polite live region: the
 * Copy URL and Copy text islands. Shown only when scripts run (CSS: `:root[data-islands]`).
 */
export function CopyButton({ block, text, labels, failure }: CopyButtonProps) {
    const [copied, setCopied] = useState(false);
    const timer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearTimeout(timer.current), []);

    const copy = async () => {
        try {
            await copyText(text());
            setCopied(true);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
        } catch (error) {
            console.error(failure, error);
        }
    };

    return (
        <span className={block}>
            <button
                type="button"
                className={`button button--secondary ${block}__button`}
                data-copied={copied ? 'true' : undefined}
                onClick={copy}
            >
                {labels.copy}
            </button>
            <span className={`${block}__status`} role="status" aria-live="polite">
                {copied ? labels.copied : null}
            </span>
        </span>
    );
}
