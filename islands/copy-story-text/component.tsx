import { useEffect, useRef, useState } from 'react';
import { copyText } from '../copy-link/copy-text';

export interface CopyStoryTextProps {
    /** The story as plain text (domain/stories/story-blocks.ts, storyPlainText). */
    text: string;
    labels: { copy: string; copied: string };
}

const CONFIRMATION_MS = 3000;

/**
 * "Copy text" (docs/product-rules.md §2.16): puts the story on the clipboard as plain text and
 * says "Text copied!" in a polite live region. Shown only when scripts run (CSS:
 * `:root[data-islands]`), so a page without JavaScript has no button that does nothing.
 */
export default function CopyStoryTextButton({ text, labels }: CopyStoryTextProps) {
    const [copied, setCopied] = useState(false);
    const timer = useRef<number | undefined>(undefined);
    useEffect(() => () => window.clearTimeout(timer.current), []);

    const copy = async () => {
        try {
            await copyText(text);
            setCopied(true);
            window.clearTimeout(timer.current);
            timer.current = window.setTimeout(() => setCopied(false), CONFIRMATION_MS);
        } catch (error) {
            console.error('Could not copy the story', error);
        }
    };

    return (
        <span className="copy-story-text">
            <button
                type="button"
                className="button button--secondary copy-story-text__button"
                data-copied={copied ? 'true' : undefined}
                onClick={copy}
            >
                {labels.copy}
            </button>
            <span className="copy-story-text__status" role="status" aria-live="polite">
                {copied ? labels.copied : null}
            </span>
        </span>
    );
}
