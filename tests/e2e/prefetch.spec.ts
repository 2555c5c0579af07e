import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';

/** Pretends to be on a slow or data-saving connection, as Chromium reports it. */
async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {get: () => value, configurable: true});
  }, connection);
}

/** JS chunks requested after `action`, beyond what the page had already loaded. */
async function chunksRequestedDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  const onRequest = (request: {url: () => string; resourceType: () => string}) => {
    if (request.url().endsWith('.js')) requested.push(request.url());
  };
  page.on('request', onRequest);
  await action();
  await page.waitForTimeout(500);
  page.off('request', onRequest);
  return requested;
}

/** Every prefetch of the page: linked pages' chunks, and the search modal's and Ask AI dialog's code. */
const prefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]');
/** Linked pages' chunks alone: the bundler prefetches the dialogs' code with `as="script"`, Docusaurus pages without. */
const pagePrefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"]:not([as="script"])');
/** The search modal's and the Ask AI dialog's code, which the bundler prefetches once the page is idle. */
const codePrefetchLinks = (page: Page) => page.locator('head link[rel="prefetch"][as="script"]');

/**
 * Runs `open` once the page has prefetched the dialogs' code and the network
 * is quiet, and returns the prefetched files it requested, with their
 * transfer sizes (0 when they came from the cache).
 */
async function prefetchedFilesUsedBy(page: Page, open: () => Promise<void>) {
  await expect.poll(() => codePrefetchLinks(page).count()).toBeGreaterThan(0);
  const prefetched = await codePrefetchLinks(page).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => performance.now());
  await open();
  return page.evaluate(
    ([since, urls]) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= since && urls.includes(entry.name))
        .map((entry) => ({url: entry.name, transferSize: entry.transferSize})),
    [before, prefetched] as const,
  );
}
const quickLink = (page: Page) => page.locator('main a[href="/cms/faq"]').first();

test.describe('link prefetching', () => {
  test('links in view are prefetched', async ({page}) => {
    await visit(page, '/');
    await expect.poll(() => pagePrefetchLinks(page).count()).toBeGreaterThan(0);
  });

  test('each file is prefetched once, and never one the page has loaded already', async ({page}) => {
    await visit(page, '/cms/configurations/middlewares');
    await expect.poll(() => prefetchLinks(page).count()).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    const prefetched = await prefetchLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const loaded = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(prefetched.length).toBe(new Set(prefetched).size);
    expect(prefetched.filter((href) => loaded.includes(href!))).toEqual([]);
  });

  test('hovering a link preloads the target page', async ({page}) => {
    // Silence in-view prefetching so that only the hover can load the chunks.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    await visit(page, '/');
    expect(await pagePrefetchLinks(page).count()).toBe(0);
    const chunks = await chunksRequestedDuring(page, () => quickLink(page).hover());
    expect(chunks.length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['a 2g connection', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({page}) => {
      await emulateConnection(page, connection);
      await visit(page, '/');
      const chunks = await chunksRequestedDuring(page, async () => {
        await quickLink(page).hover();
        await page.mouse.wheel(0, 2000);
      });
      // The dialogs' code would be prefetched within 3 s, once the page is idle.
      await page.waitForTimeout(3000);
      expect(await prefetchLinks(page).count()).toBe(0);
      expect(chunks).toEqual([]);
      // Navigation still works: the page loads on click.
      await quickLink(page).click();
      await expect(page).toHaveURL('/cms/faq');
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test.describe('dialog code prefetching', () => {
  test('the search modal\'s code downloads once the page is idle, and Ctrl+K finds it in the cache', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const used = await prefetchedFilesUsedBy(page, async () => {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Input')).toBeVisible();
    });
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((file) => file.transferSize > 0)).toEqual([]);
  });

  test('the Ask AI dialog\'s code downloads once the page is idle, and opening it finds it in the cache', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const used = await prefetchedFilesUsedBy(page, async () => {
      await page.locator('.theme-doc-sidebar-container').getByRole('button', {name: 'Ask AI'}).click();
      await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
    });
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((file) => file.transferSize > 0)).toEqual([]);
  });
});

test.describe('search index for a reader who searched before', () => {
  /** Requests for the search index file from now on. */
  function indexRequests(page: Page): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/search\/index\.\w+\.json$/.test(request.url())) requested.push(request.url());
    });
    return requested;
  }

  /** Searches, opens the first hit (DocSearch saves it as a recent search), then loads `path` afresh. */
  async function searchThenReload(page: Page, path: string) {
    await visit(page, path);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('webhooks');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__')))).toBe(true);
    await visit(page, path);
  }

  test('a first visit never downloads the index before the reader asks to search', async ({page}) => {
    const requested = indexRequests(page);
    await visit(page, '/cms/quick-start');
    // Everything else the page prepares when idle is in by then.
    await expect.poll(() => codePrefetchLinks(page).count()).toBeGreaterThan(0);
    await page.waitForTimeout(3000);
    expect(requested).toEqual([]);
  });

  test('the index is ready before Ctrl+K, from the browser\'s cache, and the first search downloads nothing', async ({page}) => {
    await searchThenReload(page, '/cms/quick-start');
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/assets/search/index.')).length)).toBe(1);
    await page.waitForLoadState('networkidle');
    const searchRequests: string[] = [];
    page.on('request', (request) => searchRequests.push(request.url()));
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('webhooks');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(searchRequests.filter((url) => url.includes('/assets/search/'))).toEqual([]);
  });

  test('on data saver the index still waits for the reader\'s intent', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await searchThenReload(page, '/cms/quick-start');
    const requested = indexRequests(page);
    await page.waitForTimeout(3000);
    expect(requested).toEqual([]);
  });
});
