import { defineIsland } from '../../views/islands/define-island';
import CopyStoryTextButton from './component';

/** `<CopyStoryText text=… />`: copies the story as plain text; shown only when scripts run. */
export const CopyStoryText = defineIsland({
    name: 'copy-story-text',
    hydrate: 'interaction',
    component: CopyStoryTextButton,
    props: ({ language: { t } }, { text }: { text: string }) => ({
        text,
        labels: { copy: t('story.copyText'), copied: t('story.textCopied') },
    }),
});
