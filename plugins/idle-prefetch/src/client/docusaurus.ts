import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import prefetchAsset from '@docusaurus/core/lib/client/prefetch';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {chunkNamesByRoutePath} from './routeChunks';
import {isSlowConnection} from './connection';

declare const __webpack_require__: {gca: (chunkName: string) => string | undefined};

/**
 * Replaces `@docusaurus/core/lib/client/docusaurus` (see ../index.ts). Same
 * contract: `prefetch` fetches the chunks of a linked page when its link comes
 * into view, `preload` loads them on hover or touch, and neither runs on a 2g
 * or data-saver connection. What changes is the cost at page load, where
 * every link in view asks for a prefetch at once: the Docusaurus client
 * scans the whole route table for each and adds a `<link rel="prefetch">` per
 * chunk even when an earlier link or the page itself already has it (375
 * elements for 24 files on a doc page). Here prefetches wait for idle time,
 * find their chunks in an index and skip files already requested.
 */

const fetchedRoutes = new Set<string>();
const loadedRoutes = new Set<string>();
const requestedAssets = new Set<string>();
const pending: {routePath: string; done: () => void}[] = [];
let chunkIndex: Map<string, string[]> | undefined;
let scheduled = false;

function prefetchNow(index: Map<string, string[]>, routePath: string): Promise<void[]> {
  const chunkNames = matchRoutes(routes, routePath).flatMap((match) => index.get(match.route.path!) ?? []);
  return Promise.all(
    chunkNames.map((chunkName) => {
      const asset = __webpack_require__.gca(chunkName);
      // Webpack may have merged a chunk into another: there is nothing of its own to fetch.
      if (!asset || asset.includes('undefined') || requestedAssets.has(asset)) return Promise.resolve();
      requestedAssets.add(asset);
      return prefetchAsset(asset);
    }),
  );
}

/** Work per idle slice, in ms: a slow phone's CPU turns more than this into a long task. */
const SLICE_MS = 8;

const whenIdle = (run: (deadline?: IdleDeadline) => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, {timeout: 3000}) : setTimeout(run, 200);

function drain(deadline?: IdleDeadline): void {
  scheduled = false;
  if (!chunkIndex) {
    // Building the index takes a slice of its own.
    chunkIndex = chunkNamesByRoutePath(routesChunkNames);
    schedule();
    return;
  }
  const index = chunkIndex;
  const sliceEnd = performance.now() + SLICE_MS;
  // The page's own chunks, and those of pages visited since, are loaded already.
  for (const script of Array.from(document.scripts)) if (script.src) requestedAssets.add(new URL(script.src).pathname);
  do {
    const next = pending.shift();
    if (!next) return;
    prefetchNow(index, next.routePath).then(next.done, next.done);
  } while (performance.now() < sliceEnd && (!deadline || deadline.timeRemaining() > 2));
  schedule();
}

function schedule(): void {
  if (scheduled || pending.length === 0) return;
  scheduled = true;
  whenIdle(drain);
}

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath) || fetchedRoutes.has(routePath)) return false;
  fetchedRoutes.add(routePath);
  return new Promise<void[]>((resolve) => {
    pending.push({routePath, done: () => resolve([])});
    schedule();
  });
}

function preload(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loadedRoutes.has(routePath)) return false;
  loadedRoutes.add(routePath);
  return preloadRoute(routePath);
}

export default Object.freeze({prefetch, preload});
