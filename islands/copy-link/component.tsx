import { CopyButton } from '../../browser/clipboard/CopyButton';

export interface CopyLinkProps {
    /** The page's URL (made absolute against the address bar when copied). */
    url: string;
    labels: { copy: string; copied: string };
}

/**
 * Copies the page's absolute URL and announces 'URL copied!' (docs/product-rules.md §2.12, §8.4) in a live region.
 * The button shows only when scripts run (CSS: `:root[data-islands]`); the first click, even
 * before this island has woken, copies: the runtime holds it and replays it here.
 */
export default function CopyLinkButton({ url, labels }: CopyLinkProps) {
    return (
        <CopyButton
            block="copy-link"
            text={() => new URL(url, window.location.href).href}
            labels={labels}
            failure="Could not copy the URL"
        />
    );
}
