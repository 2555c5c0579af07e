/**
 * Prints what each page type loads before the reader can interact: JavaScript
 * (raw and gzip), CSS and HTML, measured in Chromium against the served build.
 * Run after `npm run build`: `npm run bench:js`.
 */
import {spawn} from 'node:child_process';
import {gzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/e2e/fixtures/browser';

const PORT = 4180;
const PAGES: Record<string, string> = {
  landing: '/',
  doc: '/cms/quick-start',
  tag: '/tags/installation',
  search: '/search',
};

type Weight = {jsRaw: number; jsGzip: number; css: number; html: number; requests: number};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server at ${url} did not start.`);
}

async function measure(path: string): Promise<Weight> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage();
  // Count what the page needs, not the links it prefetches for later visits.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({effectiveType: '4g', saveData: true}),
      configurable: true,
    });
  });
  const weight: Weight = {jsRaw: 0, jsGzip: 0, css: 0, html: 0, requests: 0};
  const pending: Promise<void>[] = [];
  // Everything requested until React has hydrated the page: what the reader
  // waits for before the page responds. Prefetches of linked pages start later.
  let hydrated = false;
  page.on('response', (response) => {
    if (hydrated) return;
    pending.push(
      response.body().then(
        (body) => {
          weight.requests++;
          const type = response.request().resourceType();
          if (type === 'script') {
            weight.jsRaw += body.length;
            weight.jsGzip += gzipSync(body).length;
          } else if (type === 'stylesheet') {
            weight.css += gzipSync(body).length;
          } else if (type === 'document') {
            weight.html += gzipSync(body).length;
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`http://localhost:${PORT}${path}`, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  hydrated = true;
  await Promise.all(pending);
  await browser.close();
  return weight;
}

async function main(): Promise<void> {
  const server = spawn('npx', ['docusaurus', 'serve', '--no-open', '--port', String(PORT)], {
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    console.log('page type  path                 JS raw     JS gzip    CSS gzip   HTML gzip  requests');
    for (const [type, path] of Object.entries(PAGES)) {
      const w = await measure(path);
      console.log(
        `${type.padEnd(10)} ${path.padEnd(20)} ${kb(w.jsRaw).padEnd(10)} ${kb(w.jsGzip).padEnd(10)} ${kb(w.css).padEnd(10)} ${kb(w.html).padEnd(10)} ${w.requests}`,
      );
    }
  } finally {
    process.kill(-server.pid!);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
