import {test, expect, waitForHydration} from './fixtures/test';

/**
 * Opens every page of the sitemap, plus the tag index, and fails on any
 * console error or failed request (the `problems` fixture) or a missing title.
 */
test.describe.configure({mode: 'parallel'});

test('every sitemap page and /tags load cleanly', async ({page, request, baseURL}) => {
  test.setTimeout(10 * 60_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  paths.push('/tags');
  expect(paths.length).toBeGreaterThan(5);
  for (const path of paths) {
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
});
