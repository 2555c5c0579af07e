import type {RouteConfig} from 'react-router-config';
import type {RouteChunkNames} from '@docusaurus/types';

/**
 * One route of the compact table: its path, the hash Docusaurus gave it (none
 * for the catch-all), its chunk names, whether it is exact, its other fields
 * (such as `sidebar`) and its child routes. Written by
 * `../../loaders/routeTable.cjs` from Docusaurus's generated files.
 */
export type RouteEntry = [path: string, hash: string | null, chunkNames: RouteChunkNames | null, exact: 0 | 1, rest?: Record<string, unknown>, routes?: RouteEntry[]];

/** Docusaurus's `routesChunkNames`: chunk names by `<path>-<hash>`. */
export function chunkNamesOf(table: RouteEntry[], into: Record<string, RouteChunkNames> = {}): Record<string, RouteChunkNames> {
  for (const [path, hash, chunkNames, , , routes] of table) {
    if (hash !== null && chunkNames) into[`${path}-${hash}`] = chunkNames;
    if (routes) chunkNamesOf(routes, into);
  }
  return into;
}

type CreateComponent = (path: string, hash?: string) => RouteConfig['component'];

/** Docusaurus's `routes`, each component created as its generated `routes.js` does. */
export function routesOf(table: RouteEntry[], createComponent: CreateComponent): RouteConfig[] {
  return table.map(([path, hash, , exact, rest, routes]) => ({
    path,
    component: hash === null ? createComponent(path) : createComponent(path, hash),
    ...(exact ? {exact: true} : {}),
    ...rest,
    ...(routes ? {routes: routesOf(routes, createComponent)} : {}),
  }));
}
