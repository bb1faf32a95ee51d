/**
 * Browser side of an island: `hydrateRoot` from react-dom/client over the server's markup, with
 * the same props and the page's analytics (the runtime's queue, handed over by the runtime).
 * Every island entry imports this (the build generates the entries), so React and
 * react-dom/client end up in one shared chunk.
 */
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Analytics } from '../analytics/context';
import { IslandTree } from './IslandTree';

/**
 * Resolves once the island has hydrated and its effects have run. `component` is undefined when
 * the runtime asked a file for an island it does not hold (the build's entries look it up by name).
 */
export function hydrateIsland<Props>(
    name: string,
    component: ComponentType<Props> | undefined,
    root: HTMLElement,
    props: Props,
    analytics: Analytics,
): Promise<void> {
    if (!component) return Promise.reject(new Error('This file holds no island of that name'));
    return new Promise((resolve) => {
        hydrateRoot(
            root,
            <IslandTree component={component} props={props} analytics={analytics} onHydrated={resolve} />,
            { onRecoverableError: (error) => console.error(`Island "${name}" did not hydrate cleanly`, error) },
        );
    });
}
