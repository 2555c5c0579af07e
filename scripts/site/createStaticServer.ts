import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import {prefersMarkdown, twinPathFor} from './negotiateMarkdown';

/** Hashed files never change under their name: browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages and stable names (the search manifest, the sitemap) are checked on every visit. */
const REVALIDATE = 'public, max-age=0, must-revalidate';
const MARKDOWN = 'text/markdown; charset=utf-8';
const KEEP_ALIVE_MS = 65_000;

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
 * page with status 404. A page's Markdown twin (`/cms/intro.md`) is served
 * as `text/markdown`, and also at the page's own URL to clients whose
 * Accept header prefers Markdown to HTML.
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
      if (pathname.endsWith('.md')) res.setHeader('Content-Type', MARKDOWN);
    },
    onNoMatch(req, res) {
      // An agent asking for Markdown must never get the HTML not-found page instead.
      if (new URL(req.url ?? '/', 'http://localhost').pathname.endsWith('.md')) {
        res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE});
        res.end('Not found: this page has no Markdown version.\n');
        return;
      }
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE});
      res.end(notFound);
    },
  });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = cleanPath(url.pathname);
    if (clean !== null) {
      res.writeHead(301, {Location: `${clean}${url.search}`});
      res.end();
      return;
    }
    const twin = twinPathFor(url.pathname);
    if (twin !== null) {
      // The same URL answers HTML or Markdown: caches must key on Accept too.
      res.setHeader('Vary', 'Accept, Accept-Encoding');
      if (prefersMarkdown(req.headers.accept)) req.url = `${twin}${url.search}`;
    }
    files(req, res);
  });
  // Node closes idle keep-alive sockets after 5 s, and a client that reuses one just then
  // sees "fetch failed". Keep them open longer than clients do, as CDNs and load balancers do.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
