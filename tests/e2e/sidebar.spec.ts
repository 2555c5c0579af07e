import {test, expect, visit} from './fixtures/test';

test.describe('doc sidebar', () => {
  test('starts with the search button', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const search = sidebar.locator('.DocSearch-Button');
    await expect(search).toBeVisible();
    const searchBox = await search.boundingBox();
    const firstItem = await sidebar.locator('.theme-doc-sidebar-menu').boundingBox();
    expect(searchBox!.y).toBeLessThan(firstItem!.y);
    // The navbar copy of the button is hidden while the sidebar shows one.
    await expect(page.locator('.navbar .DocSearch-Button')).toBeHidden();
  });

  test('can be hidden and shown again', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const menu = page.locator('.theme-doc-sidebar-menu');
    await expect(menu).toBeVisible();
    await page.getByRole('button', {name: 'Collapse sidebar'}).click();
    await expect(menu).toBeHidden();
    // With the sidebar hidden, search moves back to the navbar.
    await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
    // Hidden state outlives a navigation between docs, which rewrites <html>'s classes.
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/cms\/quick-start$/);
    await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
    await page.getByRole('button', {name: 'Expand sidebar'}).click();
    await expect(menu).toBeVisible();
    await expect(page.locator('.navbar .DocSearch-Button')).toBeHidden();
  });

  test('marks recently updated pages with a badge', async ({page}) => {
    await visit(page, '/cloud/intro');
    const item = page.locator('.theme-doc-sidebar-menu a[href="/cloud/getting-started/usage-billing"]');
    const badge = await item.evaluate((link) => getComputedStyle(link, '::after').content);
    expect(badge).toBe('"Updated"');
    const plain = page.locator('.theme-doc-sidebar-menu a[href="/cloud/getting-started/caching"]');
    expect(await plain.evaluate((link) => getComputedStyle(link, '::after').content)).not.toBe('"Updated"');
  });

  test('sections without a page of their own are labels, not links without an address', async ({page}) => {
    await visit(page, '/cms/quick-start');
    const menu = page.locator('.theme-doc-sidebar-menu');
    await expect(menu.locator('a:not([href])')).toHaveCount(0);
    await expect(menu.locator('.menu__list-item-collapsible > span.menu__link', {hasText: 'Getting Started'})).toBeVisible();
    // A section with a page of its own stays a link.
    await expect(menu.getByRole('link', {name: 'APIs', exact: true})).toHaveAttribute('href', '/cms/api/content-api');
  });

  test('standalone pages render without a sidebar', async ({page}) => {
    for (const path of ['/cms/faq', '/cms/community', '/cms/usage-information', '/release-notes', '/whats-new']) {
      await visit(page, path);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
      // Without a sidebar, search stays in the navbar.
      await expect(page.locator('.navbar .DocSearch-Button')).toBeVisible();
    }
  });
});
