import {test, expect, visit} from './fixtures/test';

test.use({viewport: {width: 390, height: 844}});

test.describe('mobile navigation', () => {
  test('drawer shows fixed CMS and Cloud links and a search box', async ({page}) => {
    await visit(page, '/cms/quick-start');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    const areas = drawer.getByRole('navigation', {name: 'Documentation areas'});
    await expect(areas.getByRole('link', {name: 'CMS'})).toHaveAttribute('href', '/cms/intro');
    await expect(areas.getByRole('link', {name: 'Cloud'})).toHaveAttribute('href', '/cloud/intro');
    // On a doc page the drawer opens on the doc sidebar panel; the links stay visible.
    await expect(areas).toBeVisible();
    const search = drawer.locator('.DocSearch-Button');
    await expect(search).toBeVisible();
    await search.click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test('fixed links navigate and close the drawer', async ({page}) => {
    await visit(page, '/cms/quick-start');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('navigation', {name: 'Documentation areas'}).getByRole('link', {name: 'Cloud'}).click();
    await expect(page).toHaveURL('/cloud/intro');
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('drawer closes when navigating back', async ({page}) => {
    await visit(page, '/cms/intro');
    await page.locator('article a[href="/cms/quick-start"]').first().click();
    await expect(page).toHaveURL('/cms/quick-start');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    // Back closes the drawer instead of leaving the page (Android back button).
    await page.evaluate(() => window.history.back());
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(page).toHaveURL('/cms/quick-start');
  });

  test('layout switches to desktop above 996 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await visit(page, '/cms/quick-start');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
  });
});
