import {test, expect, visit} from './fixtures/test';

test.describe('/search page', () => {
  test('shows results for ?q= with highlighted titles and local links', async ({page}) => {
    await visit(page, '/search?q=document%20service');
    await expect(page.locator('main h1')).toHaveText('Search results for "document service"');
    const hits = page.locator('main ol > li');
    await expect(hits.first()).toBeVisible();
    await expect(hits.first().locator('mark').first()).toBeVisible();
    const href = await hits.first().locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/cms\//);
    await expect(page.getByText(/documents? found/)).toBeVisible();
  });

  test('updates the URL as the reader types and pages through results', async ({page}) => {
    await visit(page, '/search');
    await page.getByRole('searchbox', {name: 'Search'}).fill('strapi');
    await expect(page).toHaveURL(/\/search\?q=strapi/);
    await expect(page.locator('main ol > li')).toHaveCount(20);
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test('says when nothing matches', async ({page}) => {
    await visit(page, '/search?q=zzqxv');
    await expect(page.getByText('No results for "zzqxv"')).toBeVisible();
  });

  test('says when the index cannot be loaded', async ({page, problems}) => {
    problems.ignore();
    await page.route('**/search-manifest.json', (route) => route.abort('connectionrefused'));
    await visit(page, '/search?q=populate');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
  });

  test('keeps HTML in the query as text', async ({page}) => {
    await visit(page, '/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.locator('main h1')).toContainText('<img src=x');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});
