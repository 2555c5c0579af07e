import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync, brotliCompressSync} from 'node:zlib';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer} from '../createStaticServer';

let server: Server;
let base: string;

function write(dir: string, file: string, content: string, compressed = false) {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), {recursive: true});
  fs.writeFileSync(full, content);
  if (compressed) {
    fs.writeFileSync(`${full}.gz`, gzipSync(content));
    fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
  }
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  write(dir, 'index.html', '<h1>Home</h1>');
  write(dir, '404.html', '<h1>Page Not Found</h1>');
  write(dir, 'cms/intro/index.html', `<h1>Intro</h1>${'x'.repeat(2000)}`, true);
  write(dir, 'cms/intro.md', `# Intro${'\n\ntext'.repeat(400)}`, true);
  write(dir, 'cms/no-twin/index.html', '<h1>No twin</h1>');
  write(dir, 'assets/js/main.abc123.js', `console.log(1);${' '.repeat(2000)}`, true);
  server = createStaticServer(dir);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static server', () => {
  it('serves clean URLs, with or without a trailing slash', async () => {
    for (const route of ['/cms/intro', '/cms/intro/']) {
      const response = await fetch(`${base}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Intro</h1>');
    }
  });

  it('redirects .html and /index.html paths to the clean URL', async () => {
    for (const route of ['/cms/intro.html', '/cms/intro/index.html']) {
      const response = await fetch(`${base}${route}?q=1`, {redirect: 'manual'});
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/cms/intro?q=1');
    }
  });

  it('sends the precompressed brotli or gzip file the client accepts', async () => {
    const br = await fetch(`${base}/cms/intro`, {headers: {'Accept-Encoding': 'br'}});
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await fetch(`${base}/cms/intro`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('<h1>Intro</h1>');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const asset = await fetch(`${base}/assets/js/main.abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/cms/intro`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('serves twins as text/markdown, precompressed', async () => {
    const response = await fetch(`${base}/cms/intro.md`, {headers: {'Accept-Encoding': 'br'}});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toMatch(/^# Intro/);
  });

  it('answers a page URL with its twin when the client prefers Markdown, varying on Accept', async () => {
    for (const route of ['/cms/intro', '/cms/intro/']) {
      const response = await fetch(`${base}${route}`, {headers: {Accept: 'text/markdown, text/html;q=0.5'}});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/);
      expect(await response.text()).toMatch(/^# Intro/);
    }
    const html = await fetch(`${base}/cms/intro`, {headers: {Accept: 'text/html, text/markdown;q=0.5'}});
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(html.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('answers 404 in plain text, never the HTML page, when a twin is missing', async () => {
    for (const request of [fetch(`${base}/cms/no-twin.md`), fetch(`${base}/cms/no-twin`, {headers: {Accept: 'text/markdown'}})]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).not.toContain('<h1>');
    }
  });
});
