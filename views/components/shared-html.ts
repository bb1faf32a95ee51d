import type { HydrationStrategy } from '../../browser/runtime/island-marker';

/** Markup rendered once and shared by the pages of one site version and language. */
export interface SharedHtml {
    html: string;
    /** The islands inside it, so that every page that shows it loads their code. */
    islands: [string, HydrationStrategy][];
}
