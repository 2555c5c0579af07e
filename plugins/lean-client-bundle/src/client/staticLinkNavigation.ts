import type {History} from 'history';

/**
 * What `<Link>` does for a link, done once for the whole document for the
 * links that static blocks write as HTML (see `../rehypeStaticHtml.ts`):
 * a plain left click navigates inside the app, pointing at or touching a
 * link preloads its page, and a link in view prefetches it. A link counts
 * when its `href` is one of the paths registered by the pages on screen.
 */

/** Paths written as static links by the mounted pages, with how many pages registered each. */
const registeredPaths = new Map<string, number>();
let currentHistory: History | undefined;
let listening = false;

const isPlainLeftClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** The static link an event happened in, if any. */
function staticAnchor(event: Event): HTMLAnchorElement | undefined {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  return anchor && href && registeredPaths.has(href) ? anchor : undefined;
}

function navigate(event: MouseEvent): void {
  // A click that `<Link>` or any other handler took is theirs.
  if (event.defaultPrevented || !isPlainLeftClick(event) || !currentHistory) return;
  const anchor = staticAnchor(event);
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  event.preventDefault();
  const href = anchor.getAttribute('href')!;
  const {pathname, search, hash} = currentHistory.location;
  // As react-router's link: the current location again replaces its entry instead of adding one.
  if (pathname + search + hash === href) currentHistory.replace(href);
  else currentHistory.push(href);
}

function preload(event: Event): void {
  const anchor = staticAnchor(event);
  if (anchor) void window.docusaurus.preload(anchor.getAttribute('href')!);
}

function listen(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', navigate);
  document.addEventListener('mouseover', preload);
  document.addEventListener('touchstart', preload, {passive: true});
}

/** Prefetches each of `paths`' links when it comes into view, as `<Link>` does; the returned function stops. */
function prefetchInView(paths: ReadonlySet<string>): () => void {
  const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')).filter((anchor) => paths.has(anchor.getAttribute('href')!));
  if (typeof IntersectionObserver === 'undefined') {
    for (const anchor of anchors) void window.docusaurus.prefetch(anchor.getAttribute('href')!);
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
      observer.unobserve(entry.target);
      void window.docusaurus.prefetch(entry.target.getAttribute('href')!);
    }
  });
  for (const anchor of anchors) observer.observe(anchor);
  return () => observer.disconnect();
}

/**
 * Registers the links to this site of HTML that React left as the server
 * wrote it (a page's static blocks, the footer) while it is on screen; the
 * returned function unregisters them.
 */
export function registerStaticLinks(history: History, links: readonly string[]): () => void {
  currentHistory = history;
  const paths = new Set(links.filter((link) => link.startsWith('/')));
  for (const path of paths) registeredPaths.set(path, (registeredPaths.get(path) ?? 0) + 1);
  listen();
  const stopPrefetching = prefetchInView(paths);
  return () => {
    stopPrefetching();
    for (const path of paths) {
      const count = registeredPaths.get(path)! - 1;
      if (count === 0) registeredPaths.delete(path);
      else registeredPaths.set(path, count);
    }
  };
}
