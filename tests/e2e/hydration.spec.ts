import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {isRenderedByReact, readHydrationCensus, recordHydration, type HydrationCensus} from './fixtures/hydration';

const PAGE = '/cms/configurations/middlewares';

/** Opens the page in a window of the given width and reads what React hydrated. */
async function hydrateAt(page: Page, width: number): Promise<HydrationCensus> {
  await page.setViewportSize({width, height: 844});
  await recordHydration(page);
  await visit(page, PAGE);
  return readHydrationCensus(page);
}

test.describe('hydration does only the work the reader needs', () => {
  test('a phone leaves the hidden desktop sidebar and table of contents to the server HTML; its menus still work', async ({page}) => {
    const census = await hydrateAt(page, 390);
    expect(census.desktopSidebarLinks).toBe(0);
    expect(census.desktopTocLinks).toBe(0);
    await expect(page.locator('aside.theme-doc-sidebar-container .menu')).toHaveCount(0);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await page.locator('.theme-doc-toc-mobile button').click();
    await expect(page.locator('.theme-doc-toc-mobile a.table-of-contents__link').first()).toBeVisible();
    await page.getByRole('button', {name: /toggle navigation/i}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Middlewares', exact: true}).first()).toBeVisible();
    // A window that grows past the breakpoint gets the desktop sidebar.
    await page.setViewportSize({width: 1280, height: 844});
    await expect(page.locator('aside.theme-doc-sidebar-container .menu__link').first()).toBeVisible();
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first()).toBeVisible();
  });

  test('a phone never builds the desktop sidebar in the browser, not even for one render', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.addInitScript(() => {
      const built = {links: 0};
      (window as Window & {desktopSidebarBuilt?: typeof built}).desktopSidebarBuilt = built;
      // What the parser inserts is the server's; anything inserted later was rendered in the browser.
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const {target, addedNodes} of records) {
            if (!(target instanceof Element) || !target.closest('aside.theme-doc-sidebar-container')) continue;
            for (const node of Array.from(addedNodes)) if (node instanceof Element) built.links += node.querySelectorAll('a.menu__link').length;
          }
        }).observe(document.body, {childList: true, subtree: true});
      });
    });
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as Window & {desktopSidebarBuilt?: {links: number}}).desktopSidebarBuilt!.links)).toBe(0);
  });

  test('a phone builds the drawer\'s menus when the reader first opens it, and they slide in with it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, PAGE);
    await page.waitForLoadState('networkidle');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeAttached();
    await expect(drawer.locator('.menu__link')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation/i}).click();
    await expect(drawer.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'Middlewares', exact: true})).toBeVisible();
    // Closed again, the drawer keeps them.
    await page.getByRole('button', {name: /close navigation bar/i}).click();
    await expect(drawer).toBeHidden();
    expect(await drawer.locator('.theme-doc-sidebar-menu .menu__link').count()).toBeGreaterThan(20);
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px, what the page updates once hydrated (window size, code blocks' scroll state, the browser flag) renders in idle time, not as one blocking task`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await recordHydration(page);
      await visit(page, '/cms/api/document-service');
      // Hydration's effects, which mark the page hydrated, have made their updates; later ones count too.
      await page.waitForLoadState('networkidle');
      expect((await readHydrationCensus(page)).blockingUpdateLanes).toBe(0);
    });
  }

  test('a desktop window hydrates the sidebar and table of contents it shows', async ({page}) => {
    const census = await hydrateAt(page, 1280);
    expect(census.desktopSidebarLinks).toBeGreaterThan(20);
    expect(census.desktopTocLinks).toBeGreaterThan(10);
  });

  test('static paragraphs, tables and lists hydrate as one element each, links included; other inline code as plain elements', async ({page}) => {
    const census = await hydrateAt(page, 1280);
    expect(census.staticBlocks).toBeGreaterThan(20);
    // Every link of this page's article sits in a static block: none is hydrated, though the page has 20.
    expect(census.articleLinks).toBe(0);
    expect(await page.locator('.theme-doc-markdown a:not(.hash-link)').count()).toBeGreaterThanOrEqual(20);
    expect(census.inlineCodeThroughComponents).toBe(0);
    // Inline code in blocks with links or components is still hydrated, as a plain element.
    expect(census.inlineCode).toBeGreaterThan(0);
    // The reader sees every table and its inline code all the same.
    expect(await page.locator('.theme-doc-markdown table code').count()).toBeGreaterThan(100);
  });

  test('the site footer keeps the server HTML on load; its links navigate inside the app', async ({page}) => {
    const census = await hydrateAt(page, 390);
    expect(census.footerLinks).toBe(0);
    await page.evaluate(() => ((window as Window & {sameDocument?: boolean}).sameDocument = true));
    await page.locator('footer.footer a[href="/cms/faq"]').click();
    await expect(page).toHaveURL('/cms/faq');
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {sameDocument?: boolean}).sameDocument)).toBe(true);
  });

  test('a footer mounted after load, by a page with a layout of its own, is rendered by React', async ({page}) => {
    await hydrateAt(page, 1280);
    // The search page has its own layout: moving to it inside the app mounts a new footer.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/search?q=cron');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('main h1')).toContainText('cron');
    const faq = page.locator('footer.footer a[href="/cms/faq"]');
    await expect(faq).toHaveCount(1);
    expect(await isRenderedByReact(faq)).toBe(true);
  });
});
