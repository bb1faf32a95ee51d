import { defineIsland } from '../../views/islands/define-island';
import CopyLinkButton, { type CopyLinkProps } from './component';

/**
 * `<CopyLink url=… />`: copies the page's URL; `<CopyLink handle=… />`: copies a fediverse handle
 * as written ("Follow on Mastodon"). Shown only when scripts run, since copying needs them.
 */
export const CopyLink = defineIsland({
    name: 'copy-link',
    hydrate: 'interaction',
    component: CopyLinkButton,
    props: ({ language: { t } }, view: { url: string } | { handle: string }): CopyLinkProps =>
        'handle' in view
            ? { text: view.handle, labels: { copy: t('follow.copyHandle'), copied: t('follow.handleCopied') } }
            : { url: view.url, labels: { copy: t('story.copyUrl'), copied: t('story.urlCopied') } },
});
