import { defineIsland } from '../../views/islands/define-island';
import CopyLinkButton from './component';

/** `<CopyLink url=… />`: copies the page's URL; shown only when scripts run, since copying needs them. */
export const CopyLink = defineIsland({
    name: 'copy-link',
    hydrate: 'interaction',
    component: CopyLinkButton,
    props: ({ language: { t } }, { url }: { url: string }) => ({
        url,
        labels: { copy: t('story.copyUrl'), copied: t('story.urlCopied') },
    }),
});
