import { Fragment, type ReactNode } from 'react';

/**
 * Renders a list of story nodes. A story body is rendered once on the server and never
 * reordered, so a node's position is its natural and stable key (nodes have no id of their own).
 */
export function renderEach<T>(items: readonly T[], render: (item: T) => ReactNode): ReactNode[] {
    return items.map((item, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static; the position is the identity
        <Fragment key={position}>{render(item)}</Fragment>
    ));
}
