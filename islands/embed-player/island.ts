import { defineIsland } from '../../views/islands/define-island';
import EmbedPlayer, { type EmbedPlayerProps } from './component';

/** A marker splitting "Play video: {title}" around the title, whatever the language's word order. */
const TITLE_MARKER = '\u0000';

type EmbedPlayerView = Omit<EmbedPlayerProps, 'label'>;

/**
 * `<EmbedPlayerFacade player=… href=… title=… thumbnail=… ratio=… />`: an embedded video that
 * loads its player only when the visitor presses play (decision 21, docs/islands.md). Wakes on
 * interaction; the click that woke it is replayed and starts the player.
 */
export const EmbedPlayerFacade = defineIsland({
    name: 'embed-player',
    hydrate: 'interaction',
    component: EmbedPlayer,
    props: ({ language: { t } }, view: EmbedPlayerView): EmbedPlayerProps => {
        const [before = '', after = ''] = t('story.playVideo', { title: TITLE_MARKER }).split(TITLE_MARKER);
        return { ...view, label: { before, after } };
    },
});
