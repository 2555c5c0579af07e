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
});
