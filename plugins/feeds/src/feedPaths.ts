/** Where a page's feeds are written: next to the page, as the blog plugin does. */
export function feedPaths(route: string): {rss: string; atom: string} {
  return {rss: `${route}/rss.xml`, atom: `${route}/atom.xml`};
}
