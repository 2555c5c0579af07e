import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {builtHtml} from './fixtures/builtPage';
import {chunksOnlyFor, rewriteChunks} from './fixtures/chunks';

const DOC = '/cms/intro';

/** Data saver stops in-view prefetching, so a test controls when chunks load. */
async function turnOffPrefetching(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({effectiveType: '4g', saveData: true}),
      configurable: true,
    });
  });
}
const SIBLING = '/cms/faq';

/**
 * A host that answers `/cms/intro.html` with the page, in a browser where our
 * clean-URL client module cannot rewrite the address: Docusaurus then matches
 * the route only at render time and shows its own loading states.
 */
async function openThroughHtmlSuffix(page: Page): Promise<void> {
  await page.addInitScript(() => {
    History.prototype.replaceState = function replaceState() {};
  });
  await page.route(`**${DOC}.html`, (route) =>
    route.fulfill({body: builtHtml(DOC), contentType: 'text/html'}),
  );
  await page.goto(`${DOC}.html`);
}

test.describe('page loading', () => {
  test('marks the page hydrated after the first client render', async ({page}) => {
    expect(builtHtml(DOC)).toContain('data-has-hydrated=false');
    await visit(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('shows the spinner while a slow page loads, then the page', async ({page, problems, browser, baseURL}) => {
    problems.ignore();
    const own = await chunksOnlyFor(browser, baseURL!, DOC, SIBLING);
    await page.route('**/assets/js/*.js', async (route) => {
      // Long enough to outlast a slow hydration on a busy CI machine.
      if (own.has(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await openThroughHtmlSuffix(page);
    await expect(page.locator('svg#loader')).toBeVisible({timeout: 15_000});
    await expect(page.locator('article h1')).toHaveText(/Welcome to the Strapi CMS documentation/);
    await expect(page.locator('svg#loader')).toHaveCount(0);
  });

  test('a failed load shows the error and a Retry button that loads the page', async ({page, problems, browser, baseURL}) => {
    problems.ignore();
    const own = await chunksOnlyFor(browser, baseURL!, DOC, SIBLING);
    await page.route('**/assets/js/*.js', (route) =>
      own.has(route.request().url()) ? route.abort('connectionrefused') : route.continue(),
    );
    await openThroughHtmlSuffix(page);
    const retry = page.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeVisible({timeout: 15_000});
    const box = retry.locator('xpath=../..');
    await expect(box).toContainText(/Loading chunk|failed|error/i);
    await expect(box).toHaveCSS('max-width', '50%');
    // Centred: the two side margins are equal.
    const margins = await box.evaluate((node) => {
      const style = getComputedStyle(node);
      return [parseFloat(style.marginLeft), parseFloat(style.marginRight)];
    });
    expect(margins[0]).toBeGreaterThan(0);
    expect(margins[0]).toBeCloseTo(margins[1]!, 0);

    await page.unroute('**/assets/js/*.js');
    await retry.click();
    await expect(page.locator('article h1')).toHaveText(/Welcome to the Strapi CMS documentation/);
  });

  test('a failed route preload during navigation logs a warning and reloads the page', async ({page, problems, browser, baseURL}) => {
    await turnOffPrefetching(page);
    problems.ignore();
    const target = await chunksOnlyFor(browser, baseURL!, SIBLING, DOC);
    await visit(page, DOC);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/assets/js/*.js', (route) =>
      target.has(route.request().url()) ? route.abort('connectionrefused') : route.continue(),
    );
    const reload = page.waitForEvent('load');
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, SIBLING);
    await reload;
    expect(warnings.join('\n')).toMatch(/chunk|load/i);
    await expect(page).toHaveURL(SIBLING);
    // The server-rendered page is there even though its scripts could not load.
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('the progress bar appears 200 ms into a slow navigation and ends with it', async ({page, browser, baseURL}) => {
    await turnOffPrefetching(page);
    const target = await chunksOnlyFor(browser, baseURL!, SIBLING, DOC);
    await visit(page, DOC);
    await page.route('**/assets/js/*.js', async (route) => {
      if (target.has(route.request().url())) await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, SIBLING);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('article h1')).toHaveText(/Frequently asked questions|FAQ/i);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('render errors', () => {
  test('a crashing page shows "This page crashed." and Try again recovers', async ({page, problems, browser, baseURL}) => {
    problems.ignore();
    const content = await chunksOnlyFor(browser, baseURL!, SIBLING, DOC);
    // The page's MDX component throws while the test keeps `simulateCrash` set.
    await rewriteChunks(page, content, (source) =>
      source.replace(
        /default:\(\)=>([\w$]+)/,
        'default:()=>function(crashProps){if(window.simulateCrash)throw new Error("Simulated render error");return $1(crashProps)}',
      ),
    );
    await page.addInitScript(() => {
      (window as unknown as {simulateCrash: boolean}).simulateCrash = true;
    });
    await page.goto(SIBLING);
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Simulated render error')).toBeVisible();
    // The navbar still works around the crashed content.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as {simulateCrash: boolean}).simulateCrash = false;
    });
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('a page module without a default export is reported as a developer error', async ({page, problems, browser, baseURL}) => {
    problems.ignore();
    const pageChunks = await chunksOnlyFor(browser, baseURL!, '/home/Home', '/');
    await rewriteChunks(page, pageChunks, (source) => source.replaceAll('{default:', '{withoutDefault:'));
    await page.goto('/home/Home');
    await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
    await expect(page.getByText("The page component at /home/Home doesn't have a default export")).toBeVisible();
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  });
});

test('a wrong base URL shows the help banner', async ({page, problems}) => {
  problems.ignore();
  // Deployed under the wrong base URL, the home page's scripts and styles 404.
  await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Your Docusaurus site did not load properly.');
  await expect(banner).toContainText('baseUrl');
});
