import {test, expect, visit} from './fixtures/test';
import {readHydrationCensus, recordHydration} from './fixtures/hydration';

const PAGE = '/cms/configurations/middlewares';

test.describe('hydration does only the work the reader needs', () => {
  test('a phone leaves the hidden desktop sidebar to the server HTML, and its menu still lists the pages', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await recordHydration(page);
    await visit(page, PAGE);
    expect((await readHydrationCensus(page)).desktopSidebarLinks).toBe(0);
    await expect(page.locator('aside.theme-doc-sidebar-container .menu')).toHaveCount(0);
    await page.getByRole('button', {name: /toggle navigation/i}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Middlewares', exact: true}).first()).toBeVisible();
    // A window that grows past the breakpoint gets the desktop sidebar.
    await page.setViewportSize({width: 1280, height: 844});
    await expect(page.locator('aside.theme-doc-sidebar-container .menu__link').first()).toBeVisible();
  });

  test('a desktop window hydrates the sidebar it shows', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 844});
    await recordHydration(page);
    await visit(page, PAGE);
    expect((await readHydrationCensus(page)).desktopSidebarLinks).toBeGreaterThan(20);
  });

  test('inline code is hydrated as plain elements, without a component each', async ({page}) => {
    await recordHydration(page);
    await visit(page, PAGE);
    const census = await readHydrationCensus(page);
    expect(census.inlineCode).toBeGreaterThan(100);
    expect(census.inlineCodeThroughComponents).toBe(0);
  });
});
