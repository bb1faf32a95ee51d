/**
 * Every island and browser module of the site. The build makes browser files of these and of no
 * others (scripts/build/island-entries.mjs reads this file), and a page can use only what it
 * lists. Adding an island: its folder under islands/ and its line here (docs/islands.md).
 */
import { AnalyticsModule } from '../views/islands/AnalyticsModule';
import { ConsentBar } from './consent-bar/island';
import { CookieToggle } from './cookie-toggle/island';
import { CopyLink } from './copy-link/island';
import { CopyStoryText } from './copy-story-text/island';
import { EmbargoTimeNotice } from './embargo-time/island';
import { EmbedPlayerFacade } from './embed-player/island';
import { Lightbox } from './lightbox/island';
import { LoadMore } from './load-more/island';
import { QuickSearch } from './quick-search/island';

export const islands = [
    ConsentBar,
    CookieToggle,
    CopyLink,
    CopyStoryText,
    EmbargoTimeNotice,
    EmbedPlayerFacade,
    Lightbox,
    LoadMore,
    QuickSearch,
] as const;

export const browserModules = [AnalyticsModule] as const;
