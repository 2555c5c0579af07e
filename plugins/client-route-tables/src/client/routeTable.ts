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

/** Docusaurus's `routes`, each component created as its generated `routes.js` does. */
export function routesOf(table: RouteEntry[], createComponent: CreateComponent): RouteConfig[] {
  const components = new Map<RouteEntry, RouteConfig['component']>();
  hashed(table, (entry, hash) => components.set(entry, hash === undefined ? createComponent(entry[0]) : createComponent(entry[0], hash)));
  const build = (entries: RouteEntry[]): RouteConfig[] =>
    entries.map((entry) => {
      const [path, , , exact, rest, routes] = entry;
      return {
        path,
        component: components.get(entry),
        ...(exact ? {exact: true} : {}),
        ...rest,
        ...(routes ? {routes: build(routes)} : {}),
      };
    });
  return build(table);
}
