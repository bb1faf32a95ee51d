import type { AnchorHTMLAttributes } from 'react';
import { useHref } from 'react-router';

export type InternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    /** A path from `urls.to.*`: without BASE_PATH, which the router's basename adds. */
    to: string;
};

/**
 * A link to a page of this site. Its href comes from react-router's `useHref`, which completes
 * the path with the router's basename, BASE_PATH (server/render/render-page.tsx renders every
 * page inside a `StaticRouter`). Pages are server-rendered documents and a click is an ordinary
 * navigation, so the anchor is a plain `<a href>`: react-router's `<Link>` added a click handler
 * and route discovery that nothing here uses, and cost a visible share of an uncached page render
 * (decision 12; figures: docs/benchmarks.md#figures-behind-the-codes-choices).
 */
export function InternalLink({ to, ...anchor }: InternalLinkProps) {
    return <a {...anchor} href={useHref(to)} />;
}
