/** `/a/b/index.html` and `/a/b.html` become `/a/b`; other paths are left alone. */
export function cleanPathname(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    const parent = pathname.slice(0, -'/index.html'.length);
    return parent === '' ? '/' : parent;
  }
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}
