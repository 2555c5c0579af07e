import {test, expect, visit} from './fixtures/test';

const PAGE = '/cms/api/rest/interactive-query-builder';

test.describe('interactive query builder', () => {
  test('encodes the typed query object live and copies the URL', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, PAGE);
    const builder = page.getByRole('region', {name: 'Interactive query builder'});
    await builder.getByLabel('Endpoint').fill('/api/articles');
    await builder.getByLabel(/Query object/).fill("{ filters: { title: { $containsi: 'café' } }, sort: ['title:asc'] }");
    const url = builder.getByTestId('query-url');
    await expect(url).toHaveText('/api/articles?filters[title][$containsi]=caf%C3%A9&sort[0]=title%3Aasc');
    await builder.getByRole('button', {name: 'Copy URL'}).click();
    await expect(builder.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '/api/articles?filters[title][$containsi]=caf%C3%A9&sort[0]=title%3Aasc',
    );
  });

  test('explains invalid input in place and recovers', async ({page}) => {
    await visit(page, PAGE);
    const builder = page.getByRole('region', {name: 'Interactive query builder'});
    const query = builder.getByLabel(/Query object/);
    await query.fill('{ filters: { name: ');
    await expect(builder.getByRole('alert')).toContainText('The query object does not parse');
    await query.fill('<img src=x onerror=alert(1)>');
    await expect(builder.getByRole('alert')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await query.fill("{ status: 'draft' }");
    await expect(builder.getByTestId('query-url')).toHaveText('/api/restaurants?status=draft');
    await expect(builder.getByRole('alert')).toHaveCount(0);
  });
});
