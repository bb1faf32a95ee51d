import { SERVER_ANALYTICS } from '../../islands/analytics/context';
import type { IslandDefinition } from '../../islands/island';
import { IslandTree } from '../../islands/runtime/IslandTree';
import { useIslandCollector, useStaticIslands } from './island-collector';

interface IslandProps<P> {
    island: IslandDefinition<P>;
    /** Serialised into a JSON data block; keep it small and free of secrets. */
    props: P;
}

/** `</script>` inside JSON must not end the data block; escape every `<`. */
export function serializeProps(props: unknown): string {
    return JSON.stringify(props ?? null)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders an island (docs/islands.md) inside its marker: the name, the strategy, the props as a
 * JSON data block, and the component's server rendering in `[data-island-root]`, which the
 * browser hydrates with the same props (islands/runtime/hydrate-island.tsx). The wrappers are
 * `display: contents`, so they do not change the layout.
 */
export function Island<P>({ island, props }: IslandProps<P>) {
    const collector = useIslandCollector();
    if (useStaticIslands()) return <IslandTree island={island} props={props} analytics={SERVER_ANALYTICS} />;
    collector?.add(island.name, island.hydrate);
    return (
        <div data-island={island.name} data-hydrate={island.hydrate} data-triggers={island.triggers} className="island">
            <script
                type="application/json"
                data-island-props=""
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not script
                dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
            />
            <div data-island-root="" className="island-root">
                <IslandTree island={island} props={props} analytics={SERVER_ANALYTICS} />
            </div>
        </div>
    );
}

/**
 * A framework-free module with no markup (analytics): its settings as a JSON data block; the
 * runtime starts it on idle.
 */
export function ClientModule({ name, settings }: { name: string; settings: unknown }) {
    const collector = useIslandCollector();
    if (useStaticIslands()) return null;
    collector?.add(name, 'idle');
    return (
        <script
            type="application/json"
            data-module={name}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not script
            dangerouslySetInnerHTML={{ __html: serializeProps(settings) }}
        />
    );
}
