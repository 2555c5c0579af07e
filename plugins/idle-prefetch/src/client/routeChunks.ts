import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** The leaf values of a route's chunk names tree, as `flat` in the Docusaurus client lists them. */
function leafChunkNames(tree: ChunkNames | string): string[] {
  if (typeof tree === 'string') return [tree];
  return Object.values(tree).flatMap((value) => leafChunkNames(value as ChunkNames | string));
}

/**
 * Route path to the chunk names its modules need, built once. The Docusaurus
 * client scans every entry of `routesChunkNames` with a regular expression
 * for each route of each link it prefetches instead.
 */
export function chunkNamesByRoutePath(routesChunkNames: RouteChunkNames): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [pathWithHash, chunkNames] of Object.entries(routesChunkNames)) {
    // "/cms/intro-3a2": the last dash-separated part is the route's hash.
    const routePath = pathWithHash.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...leafChunkNames(chunkNames)]);
  }
  return byPath;
}
