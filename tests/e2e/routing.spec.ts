import {test, expect, visit} from './fixtures/test';
import {builtHtml} from './fixtures/builtPage';

test.describe('routing', () => {
  for (const suffix of ['.html', '/index.html']) {
    test(`a path ending in ${suffix} renders the clean route`, async ({page}) => {
      // Static hosts may answer /cms/intro.html with the page's HTML; the client
      // router must then match the doc, not the not-found route.
      await page.route(`**/cms/intro${suffix}`, (route) =>
        route.fulfill({body: builtHtml('/cms/intro'), contentType: 'text/html'}),
      );
      await visit(page, `/cms/intro${suffix}`);
      await expect(page).toHaveURL('/cms/intro');
      await expect(page.locator('article h1')).toHaveText(/Welcome to the Strapi CMS documentation/);
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }

  test('the served build redirects .html paths to clean URLs', async ({page}) => {
    const response = await page.goto('/cms/quick-start.html');
    expect(response!.ok()).toBe(true);
    await expect(page).toHaveURL('/cms/quick-start');
  });

  // Tag pages are matched as one group in the browser (plugins/client-route-tables): an unknown tag is still a 404.
  for (const unknown of ['/cms/this-page-does-not-exist', '/tags/no-such-tag']) {
    test(`unknown paths show the not-found page with status 404: ${unknown}`, async ({page, problems}) => {
      problems.ignore();
      const response = await page.goto(unknown);
      expect(response!.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('Page Not Found');
    });
  }

  for (const unknown of ['/cloud/nowhere', '/tags/nowhere']) {
    test(`client-side navigation to an unknown path shows the not-found page: ${unknown}`, async ({page}) => {
      await visit(page, '/cms/intro');
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, unknown);
      await expect(page.locator('main h1')).toHaveText('Page Not Found');
    });
  }

  test('client-side navigation reaches tag pages and the tag list', async ({page}) => {
    await visit(page, '/cms/intro');
    for (const [path, heading] of [
      ['/tags/installation', /tagged with "Installation"/i],
      ['/tags', /^Tags$/],
    ] as const) {
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('main h1')).toHaveText(heading);
    }
  });

  for (const [from, to] of [
    ['/cms', '/cms/intro'],
    ['/cloud', '/cloud/intro'],
  ]) {
    test(`${from} redirects to ${to}`, async ({page}) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('snippets are pages under /snippets/{name}; partials are not', async ({page, problems}) => {
    await visit(page, '/snippets/installation-prerequisites');
    await expect(page.locator('article h1')).toHaveText('Installation prerequisites');
    problems.ignore();
    const partial = await page.goto('/snippets/_install-command-tabs');
    expect(partial!.status()).toBe(404);
  });

  test('/home/Home shows the home page', async ({page}) => {
    await visit(page, '/home/Home');
    await expect(page.locator('h1')).toHaveText('Strapi 5 Documentation');
    await expect(page.getByRole('region', {name: 'Documentation areas'})).toBeVisible();
  });
});
