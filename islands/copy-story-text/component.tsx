import { CopyButton } from '../../browser/clipboard/CopyButton';

export interface CopyStoryTextProps {
    /** The story as plain text (domain/stories/story-blocks.ts, storyPlainText). */
    text: string;
    labels: { copy: string; copied: string };
}

/**
 * "Copy text" (docs/product-rules.md §2.16): puts the story on the clipboard as plain text and
 * says "Text copied!" in a polite live region. Shown only when scripts run (CSS:
 * `:root[data-islands]`), so a page without JavaScript has no button that does nothing.
 */
export default function CopyStoryTextButton({ text, labels }: CopyStoryTextProps) {
    return <CopyButton block="copy-story-text" text={() => text} labels={labels} failure="Could not copy the story" />;
}
