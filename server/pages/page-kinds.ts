import { type PageKindName, ROUTES, type RouteDefinition, type RouteName } from '../../domain/routes';
import type { SiteDeps } from '../app-deps';
import type { RouteAnswers } from '../http/route-answers';
import type { StoryFeeds } from '../push/change-pushes';
import type { PageKind } from './page-kind';

export interface NamedPageKind extends PageKind {
    readonly name: PageKindName;
    /** The routes the route table gives the kind: its answers must be exactly these. */
    readonly routes: readonly RouteName[];
}

/**
 * Every page kind, in the order the route table first names each among the pages (which is
 * the order of their pages in the sitemap): the route table is the list of kinds, so a kind is
 * added by its folder and its routes, and nothing else (docs/architecture.md, "Adding a page
 * kind"). Each is `server/pages/{kind}/{kind}-kind.ts`, whose `pageKind` must be there: a route
 * naming a kind without one fails start-up here, a kind lacking a part fails the type-check.
 */
export const PAGE_KINDS: readonly NamedPageKind[] = await Promise.all(kindsOfTheRouteTable().map(loadPageKind));

function kindsOfTheRouteTable(): PageKindName[] {
    const entries = Object.values(ROUTES) as RouteDefinition[];
    const kinds = new Set<PageKindName>();
    for (const route of entries) if (route.scope === 'page' && route.kind) kinds.add(route.kind);
    for (const route of entries) if (route.kind) kinds.add(route.kind);
    return [...kinds];
}

/** One kind's declaration, from its folder; a folder without a `pageKind` fails. */
export async function loadPageKind(name: PageKindName): Promise<NamedPageKind> {
    // esbuild bundles every file this pattern matches; Node, tsx and vitest load the one named.
    const module: { pageKind?: PageKind } = await import(`./${name}/${name}-kind.ts`);
    if (!module.pageKind) throw new Error(`server/pages/${name}/${name}-kind.ts declares no pageKind`);
    const routes = (Object.keys(ROUTES) as RouteName[]).filter((route) => ROUTES[route].kind === name);
    return { ...module.pageKind, name, routes };
}

/** A page kind's answers, which must be for exactly the routes the route table gives it. */
export function kindAnswers(kind: NamedPageKind, deps: SiteDeps): RouteAnswers {
    const answers = kind.answers(deps);
    const answered = new Set(answers.names);
    const missing = kind.routes.filter((name) => !answered.has(name));
    const extra = answers.names.filter((name) => !kind.routes.includes(name));
    if (missing.length > 0) throw new Error(`Page kind ${kind.name} does not answer ${missing.join(', ')}`);
    if (extra.length > 0)
        throw new Error(`Page kind ${kind.name} answers ${extra.join(', ')}, routes of no kind or another`);
    return answers;
}

/** The self URLs of every feed that lists a story: each kind's (WebSub, server/push/change-pushes.ts). */
export const storyFeeds: StoryFeeds = (story, snapshot, urls) =>
    PAGE_KINDS.flatMap((kind) => kind.feedsListing(story, snapshot, urls));
