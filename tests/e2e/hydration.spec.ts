import {test, expect, visit} from './fixtures/test';
import {readHydrationCensus, recordHydration} from './fixtures/hydration';

const PAGE = '/cms/configurations/middlewares';

test.describe('hydration does only the work the reader needs', () => {
  test('a phone leaves the hidden desktop sidebar and table of contents to the server HTML; its menus still work', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await recordHydration(page);
    await visit(page, PAGE);
    const census = await readHydrationCensus(page);
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

  test('a desktop window hydrates the sidebar and table of contents it shows', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 844});
    await recordHydration(page);
    await visit(page, PAGE);
    const census = await readHydrationCensus(page);
    expect(census.desktopSidebarLinks).toBeGreaterThan(20);
    expect(census.desktopTocLinks).toBeGreaterThan(10);
  });

  test('static paragraphs and tables hydrate as one element each; other inline code as plain elements', async ({page}) => {
    await recordHydration(page);
    await visit(page, PAGE);
    const census = await readHydrationCensus(page);
    expect(census.staticBlocks).toBeGreaterThan(20);
    expect(census.inlineCodeThroughComponents).toBe(0);
    // Inline code in blocks with links or components is still hydrated, as a plain element.
    expect(census.inlineCode).toBeGreaterThan(0);
    // The reader sees every table and its inline code all the same.
    expect(await page.locator('.theme-doc-markdown table code').count()).toBeGreaterThan(100);
  });
});
