import { Link, type LinkProps } from 'react-router';

/**
 * A link to a page of this site: react-router's `<Link>`, whose `to` is a path from
 * `urls.to.*` (no BASE_PATH) and whose href the router completes with its basename, BASE_PATH
 * (server/render/render-page.tsx renders every page inside a `StaticRouter`). Pages are
 * server-rendered documents, so a click is an ordinary navigation (`reloadDocument`), and no
 * route-discovery attribute is written (`discover="none"`): the markup is a plain `<a href>`.
 */
export function InternalLink(props: LinkProps) {
    return <Link reloadDocument discover="none" {...props} />;
}
