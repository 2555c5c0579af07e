import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed files never change under their name: browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and stable names (the search manifest, the sitemap) are checked on every visit. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** `.html` and `/index.html` URLs answer with a redirect to the clean path, as a CDN set up for clean URLs would. */
function cleanPath(pathname: string): string | null {
  if (pathname === '/404.html') return null;
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'/index.html'.length) || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return null;
}

/**
 * Serves a Docusaurus build the way a CDN would: precompressed brotli and
 * gzip, long-lived caching for hashed assets, clean URLs, and the not-found
 * page with status 404.
 */
export function createStaticServer(buildDir: string): http.Server {
  const notFound = fs.readFileSync(path.join(buildDir, '404.html'));
  const files = sirv(buildDir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
    onNoMatch(_req, res) {
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE});
      res.end(notFound);
    },
  });
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = cleanPath(url.pathname);
    if (clean !== null) {
      res.writeHead(301, {Location: `${clean}${url.search}`});
      res.end();
      return;
    }
    files(req, res);
  });
}
