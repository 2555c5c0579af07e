import {test, expect, waitForHydration} from './fixtures/test';

/**
 * Opens every page of the sitemap, plus the tag index, and fails on any
 * console error or failed request (the `problems` fixture), a missing title,
 * or a request to any host but the site's.
 */
test.describe.configure({mode: 'parallel'});

test('every sitemap page and /tags load cleanly', async ({page, request, baseURL}) => {
  test.setTimeout(10 * 60_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  paths.push('/tags');
  expect(paths.length).toBeGreaterThan(5);
  const siteHost = new URL(baseURL!).host;
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.host !== siteHost) elsewhere.push(request.url());
  });
  for (const path of paths) {
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  expect(elsewhere).toEqual([]);
});
