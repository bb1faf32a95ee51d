import { SERVER_ANALYTICS } from '../../browser/analytics/context';
import { IslandTree } from '../../browser/runtime/IslandTree';
import { JsonScript } from '../components/JsonScript';
import { useIslandCollector, useStaticIslands } from './island-collector';
import type { IslandDeclaration } from './island-declaration';

interface IslandProps<P extends object> {
    island: Pick<IslandDeclaration<P, object>, 'name' | 'hydrate' | 'triggers' | 'component'>;
    /** Serialised into a JSON data block; keep it small and free of secrets. */
    props: P;
}

/**
 * Renders an island (docs/islands.md) inside its marker (browser/runtime/island-marker.ts reads
 * it): the name, the strategy, the props as a JSON data block, and the component's server
 * rendering in `[data-island-root]`, which the browser hydrates with the same props
 * (browser/runtime/hydrate-island.tsx). The wrappers are
 * `display: contents`, so they do not change the layout.
 */
export function Island<P extends object>({ island, props }: IslandProps<P>) {
    const collector = useIslandCollector();
    if (useStaticIslands())
        return <IslandTree component={island.component} props={props} analytics={SERVER_ANALYTICS} />;
    collector?.add(island.name, island.hydrate);
    return (
        <div data-island={island.name} data-hydrate={island.hydrate} data-triggers={island.triggers} className="island">
            <JsonScript data-island-props="" data={props} />
            <div data-island-root="" className="island-root">
                <IslandTree component={island.component} props={props} analytics={SERVER_ANALYTICS} />
            </div>
        </div>
    );
}

/**
 * A browser module (analytics): its settings as a JSON data block; the runtime starts it on
 * idle. It has no markup.
 */
export function BrowserModuleSettings({ name, settings }: { name: string; settings: unknown }) {
    const collector = useIslandCollector();
    if (useStaticIslands()) return null;
    collector?.add(name, 'idle');
    return <JsonScript data-module={name} data={settings} />;
}
