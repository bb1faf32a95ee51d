import type { ComponentType, ReactNode } from 'react';
import type { HydrationStrategy, IslandName } from '../../islands/types';
import { useIslandCollector } from './island-collector';

type IslandProps<P> = {
    name: IslandName;
    hydrate: HydrationStrategy;
    /** Serialised into a JSON data block; keep it small and free of secrets. */
    props: P;
    /** Extra class for the wrapper (which is `display: contents` by default). */
    className?: string;
} & ({ component: ComponentType<P>; children?: never } | { component?: never; children: ReactNode });

/** `</script>` inside JSON must not end the data block; escape every `<`. */
export function serializeProps(props: unknown): string {
    return JSON.stringify(props ?? null)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}

/**
 * Marks a piece of server-rendered markup as an island (DESIGN.md §5). A React island passes
 * its `component`, rendered here on the server and hydrated in the browser with the same props.
 * A behaviour island (no component) wraps plain markup that a small module enhances.
 */
export function Island<P>({ name, hydrate, props, component: Component, children, className }: IslandProps<P>) {
    useIslandCollector()?.add(name, hydrate);
    return (
        <div data-island={name} data-hydrate={hydrate} className={className ? `island ${className}` : 'island'}>
            <script
                type="application/json"
                data-island-props=""
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data, not script
                dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
            />
            <div data-island-root="" className="island-root">
                {Component ? <Component {...(props as P & object)} /> : children}
            </div>
        </div>
    );
}
