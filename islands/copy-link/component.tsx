import { CopyButton } from '../../browser/clipboard/CopyButton';

export type CopyLinkProps = (
    | {
          /** The page's URL (made absolute against the address bar when copied). */
          url: string;
      }
    | {
          /** A text copied as it is: a fediverse handle (`@press@newsroom.example`). */
          text: string;
      }
) & { labels: { copy: string; copied: string } };

/**
 * Copies the page's absolute URL and announces 'URL copied!' (docs/product-rules.md §2.12, §8.4) in a live region,
 * or copies a given text (the "Follow on Mastodon" handle) with its own labels.
 * The button shows only when scripts run (CSS: `:root[data-islands]`); the first click, even
 * before this island has woken, copies: the runtime holds it and replays it here.
 */
export default function CopyLinkButton(props: CopyLinkProps) {
    return (
        <CopyButton
            block="copy-link"
            text={() => ('text' in props ? props.text : new URL(props.url, window.location.href).href)}
            labels={props.labels}
            failure={'text' in props ? 'Could not copy the text' : 'Could not copy the URL'}
        />
    );
}
