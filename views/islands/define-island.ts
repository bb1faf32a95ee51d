import { createElement, type ReactNode } from 'react';
import { sharedJsonData } from '../components/JsonScript';
import { type EditionCache, useEditionCache } from '../edition-cache';
import { type SiteContextValue, useSite } from '../site-context';
import { BrowserModuleSettings, Island } from './Island';
import type { IslandDeclaration } from './island-declaration';

/** What views render, `<CopyLink url=… />`; its declaration is `CopyLink.island`. */
type DeclaredIsland<Props extends object, ViewProps extends object> = ((view: ViewProps) => ReactNode) & {
    readonly island: IslandDeclaration<Props, ViewProps>;
};

/** Declares an island and yields the component views render: the island's marker, props and server rendering. */
export function defineIsland<Props extends object, ViewProps extends object = Record<string, never>>(
    island: IslandDeclaration<Props, ViewProps>,
): DeclaredIsland<Props, ViewProps> {
    const DeclaredIsland = (view: ViewProps) => {
        const props = islandProps(island, useSite(), useEditionCache(), view);
        return props === null ? null : createElement(Island<Props>, { island, props });
    };
    return Object.assign(DeclaredIsland, { island, displayName: `Island(${island.name})` });
}

function islandProps<Props extends object, ViewProps extends object>(
    island: IslandDeclaration<Props, ViewProps>,
    site: SiteContextValue,
    cache: EditionCache,
    view: ViewProps,
): Props | null {
    if (!island.siteWide) return island.props(site, view);
    const made = cache.sharedData(`${site.language.languageCode}\u0000island-props\u0000${island.name}`, () => {
        const props = island.props(site, view);
        return { props: props === null ? null : sharedJsonData(props) };
    }) as { props: Props | null };
    return made.props;
}

/**
 * A browser module: code the runtime starts on idle with settings from the page, and no markup
 * of its own (analytics). Listed in `islands/registry.ts` beside the islands.
 */
interface BrowserModuleDeclaration<Settings, ViewProps extends object> {
    /** Its `data-module` and its name in the asset manifest. */
    name: string;
    /** Its browser file's entry point, from the repository's root; it exports `start(settings, connect)`. */
    entry: string;
    /** Its settings for this page; null renders nothing (and the page loads no code for it). */
    settings(site: SiteContextValue, view: ViewProps): Settings | null;
}

type DeclaredBrowserModule<Settings, ViewProps extends object> = ((view: ViewProps) => ReactNode) & {
    readonly module: BrowserModuleDeclaration<Settings, ViewProps>;
};

/** Declares a browser module and yields the component views render: its settings as a data block. */
export function defineBrowserModule<Settings, ViewProps extends object = Record<string, never>>(
    module: BrowserModuleDeclaration<Settings, ViewProps>,
): DeclaredBrowserModule<Settings, ViewProps> {
    const DeclaredBrowserModule = (view: ViewProps) => {
        const settings = module.settings(useSite(), view);
        return settings === null ? null : createElement(BrowserModuleSettings, { name: module.name, settings });
    };
    return Object.assign(DeclaredBrowserModule, { module, displayName: `BrowserModule(${module.name})` });
}
