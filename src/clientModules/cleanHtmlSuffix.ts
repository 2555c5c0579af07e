import {cleanPathname} from '@site/src/utils/cleanPathname';

/**
 * Some static hosts answer `/page.html` or `/page/index.html` with the page.
 * Client modules run before Docusaurus preloads the first route, so fixing the
 * address here lets it preload the right chunks and hydrate without a flash
 * of the loading screen, and readers copy clean links.
 */
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  const clean = cleanPathname(pathname);
  if (clean !== pathname) {
    window.history.replaceState(window.history.state, '', `${clean}${search}${hash}`);
  }
}

export {};
