import type {RouteConfig} from 'react-router-config';
import type {RouteChunkNames} from '@docusaurus/types';

/**
 * One route of the compact table: its path, 1 if Docusaurus gave it a hash
 * (all but the catch-all), its chunk names, whether it is exact, its other
 * fields (such as `sidebar`) and its child routes. Written by
 * `../../loaders/routeTable.cjs` from Docusaurus's generated files.
 */
export type RouteEntry = [path: string, hashed: 1 | null, chunkNames: RouteChunkNames | null, exact: 0 | 1, rest?: Record<string, unknown>, routes?: RouteEntry[]];

/**
 * Each route's hash in the browser: its rank among the routes with one, in
 * table order. A hash only pairs a route with its chunk names (under
 * `<path>-<hash>`), so any unique one will do.
 */
function hashed(table: RouteEntry[], visit: (entry: RouteEntry, hash: string | undefined) => void, next = {rank: 0}): void {
  for (const entry of table) {
    visit(entry, entry[1] === null ? undefined : (next.rank++).toString(36));
    if (entry[5]) hashed(entry[5], visit, next);
  }
}

/** Docusaurus's `routesChunkNames`: chunk names by `<path>-<hash>`. */
export function chunkNamesOf(table: RouteEntry[]): Record<string, RouteChunkNames> {
  const byKey: Record<string, RouteChunkNames> = {};
  hashed(table, ([path, , chunkNames], hash) => {
    if (hash !== undefined && chunkNames) byKey[`${path}-${hash}`] = chunkNames;
  });
  return byKey;
}

type CreateComponent = (path: string, hash?: string) => RouteConfig['component'];

/**
 * The path segments whose pages are matched as a group. Only tag pages:
 * doc pages must stay direct children of their docs root, which finds the
 * current doc (and its sidebar) among its child routes.
 */
export const GROUPED_SEGMENTS: readonly string[] = ['/tags'];

const firstSegment = (path: string) => /^\/[^/:*]+(?=\/|$)/.exec(path)?.[0];
const groupSegment = (route: RouteConfig) => {
  const segment = route.routes ? undefined : firstSegment(route.path as string);
  return segment && GROUPED_SEGMENTS.includes(segment) ? segment : undefined;
};

/**
 * Consecutive sibling routes without children under a grouped segment (the
 * 261 tag pages and the tag list) become the child routes of one route for
 * that segment. The router compiles a route's path into a regular
 * expression the first time it tests it, in order, and stops at the first
 * match: without the group, showing a doc page compiled every tag page's
 * path first. Unknown paths in the segment still reach the 404 page through
 * a last `*` member. The group's path ends with a slash, which matches as
 * the segment itself does, so that it is no other route's path.
 */
function grouped(routes: RouteConfig[], createComponent: CreateComponent, groupComponent: RouteConfig['component']): RouteConfig[] {
  const result: RouteConfig[] = [];
  for (let start = 0; start < routes.length; ) {
    const segment = groupSegment(routes[start]!);
    let end = start + 1;
    while (segment && end < routes.length && groupSegment(routes[end]!) === segment) end++;
    if (segment) {
      const notFound: RouteConfig = {path: '*', component: createComponent('*')};
      result.push({path: `${segment}/`, component: groupComponent, routes: [...routes.slice(start, end), notFound]});
    } else {
      result.push(routes[start]!);
    }
    start = end;
  }
  return result;
}

/**
 * Docusaurus's `routes`, each component created as its generated `routes.js`
 * does, but on first use: a page renders a few of the 500 routes, and
 * creating every route's loadable component up front was a tenth of the time
 * `main.js` takes to run on a phone. Tag pages are matched as a group (see
 * `grouped`).
 */
export function routesOf(table: RouteEntry[], createComponent: CreateComponent, groupComponent: RouteConfig['component']): RouteConfig[] {
  const hashes = new Map<RouteEntry, string | undefined>();
  hashed(table, (entry, hash) => hashes.set(entry, hash));
  const build = (entries: RouteEntry[]): RouteConfig[] =>
    grouped(
      entries.map((entry) => {
        const [path, , , exact, rest, routes] = entry;
        const hash = hashes.get(entry);
        let component: RouteConfig['component'];
        return {
          path,
          get component() {
            return (component ??= hash === undefined ? createComponent(path) : createComponent(path, hash));
          },
          ...(exact ? {exact: true} : {}),
          ...rest,
          ...(routes ? {routes: build(routes)} : {}),
        };
      }),
      createComponent,
      groupComponent,
    );
  return build(table);
}
