import type { ComponentType } from 'react';
import type { HydrationStrategy } from '../../browser/runtime/island-marker';
import type { SiteContextValue } from '../site-context';

/**
 * One island (docs/islands.md): a React component the server renders into the page and the browser
 * hydrates from the same props. Declared once, in `islands/{name}/island.ts`, and listed in
 * `islands/registry.ts`, from which the build makes the browser files (docs/islands.md).
 */
export interface IslandDeclaration<Props extends object, ViewProps extends object> {
    /** The island's folder under islands/, its marker's `data-island`, its name in the asset manifest. */
    name: string;
    hydrate: HydrationStrategy;
    /** What the server renders and the browser hydrates: the default export of `islands/{name}/component.tsx`. */
    component: ComponentType<Props>;
    /**
     * The props the island is rendered and hydrated with, from the page's site context and what
     * the view passes; null renders nothing. They travel in the page as JSON: keep them small
     * and free of secrets.
     */
    props(site: SiteContextValue, view: ViewProps): Props | null;
    /**
     * True when the props depend on the site alone (the language and content version), never on
     * the page or the view: they are then made, and written as JSON, once per version and
     * language (the edition cache's `sharedData`, views/edition-cache.tsx) instead of on every render.
     */
    siteWide?: boolean;
    /**
     * Elements outside the island whose first click wakes it (CSS selector), e.g. the gallery
     * links the lightbox opens. The click is held and replayed once the island has hydrated.
     */
    triggers?: string;
    /**
     * The browser file the island shares with other islands that always render on the same
     * pages (the consent bar and the cookie toggle: `consent`): one request instead of several.
     * Without it the island has a file of its own, named as the island.
     */
    bundle?: string;
}
