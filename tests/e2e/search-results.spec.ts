import {test, expect, visit} from './fixtures/test';
import {FAVORITE_KEY, RECENT_KEY, SearchModal, storedSearch} from './fixtures/searchModal';

test.describe('search results in the modal', () => {
  test('answers from the offline index without contacting any other host', async ({page}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) external.push(request.url());
    });
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('findMany');
    await expect(search.hits.first()).toBeVisible();
    await expect(search.hits.first()).toContainText('findMany');
    expect(external).toEqual([]);
  });

  test('a question in everyday words finds the page about the whole question first', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('code that runs when the app starts');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-href', /^\/cms\/configurations\/functions(#|$)/);
  });

  test('groups hits by top category, at most 5 per group, with local URLs', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('deploy');
    const groups = page.locator('.DocSearch-Hits');
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) {
      await expect(group.locator('.DocSearch-Hit-source')).toHaveCount(1);
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('data-href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/[^/]/);
  });

  test('arrow keys move the active hit; Enter opens it, closes the modal and saves it', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('docker');
    const first = await search.activeHit().getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(search.activeHit()).not.toHaveAttribute('id', first!);
    await page.keyboard.press('ArrowUp');
    await expect(search.activeHit()).toHaveAttribute('id', first!);
    const title = (await search.activeHit().locator('.DocSearch-Hit-title').textContent())!.trim();
    const href = await search.activeHit().locator('a').getAttribute('data-href');
    await page.keyboard.press('Enter');
    await expect(search.modal).toHaveCount(0);
    await expect(page).toHaveURL(href!);

    await search.open();
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit').first()).toContainText(title);
  });

  test('Ctrl+Enter opens the hit in a new tab and Shift+Enter in a new window', async ({page, context}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('docker');
    const href = await search.activeHit().locator('a').getAttribute('data-href');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    const [windowPage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await windowPage.waitForLoadState();
    expect(new URL(windowPage.url()).pathname).toBe(new URL(href!, 'http://x').pathname);
  });

  // DocSearch asks for 10-word snippets, and 5 at 768 px wide and below.
  for (const {width, words} of [
    {width: 1280, words: 10},
    {width: 390, words: 5},
  ]) {
    test(`snippets are ${words} words at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      const search = new SearchModal(page);
      await visit(page, '/cms/intro');
      await search.open();
      await search.search('environment variables');
      const snippets = page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title');
      await expect(snippets.first()).toBeVisible();
      const contents = await snippets.allTextContents();
      for (const text of contents) {
        expect(text.replace(/…/g, ' ').trim().split(/\s+/).length).toBeLessThanOrEqual(words + 1);
      }
    });
  }

  test('on a phone, the results reach the bottom of the screen, with no empty footer bar below them', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('configuration');
    await expect(search.hits.first()).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
    const dropdown = await page.locator('.DocSearch-Dropdown').boundingBox();
    expect(dropdown!.y + dropdown!.height).toBeGreaterThan(844 - 12);
  });

  test('the see-all link opens /search with the query, without reloading the page', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('populate');
    await page.evaluate(() => ((window as {samePage?: boolean}).samePage = true));
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', '/search?q=populate');
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL('/search?q=populate');
    await expect(page.locator('main ol li').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(await page.evaluate(() => (window as {samePage?: boolean}).samePage)).toBe(true);
  });
});

test.describe('search screens', () => {
  test('no results: the query, up to 3 suggestions and the report link', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('deployment');
    await expect(search.hits.first()).toBeVisible();
    await search.search('zzqxv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "zzqxv"');
    await expect(screen).toContainText('Try searching for');
    expect(await screen.locator('.DocSearch-NoResults-Prefill-List li').count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /github\.com\/strapi\/documentation\/issues\/new/);
  });

  test('error: the index cannot be loaded, and search recovers when the network returns', async ({page, problems}) => {
    problems.ignore();
    await page.route('**/assets/search/index.*.json', (route) => route.abort('connectionrefused'));
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.input.fill('populate');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await page.unroute('**/assets/search/index.*.json');
    await search.input.fill('populat');
    await search.input.fill('populate');
    await expect(search.hits.first()).toBeVisible({timeout: 10_000});
  });

  test('stalled: a slow index marks the modal after 300 ms, then shows results', async ({page}) => {
    // The index arrives once the modal has shown it is waiting, however slow the machine is.
    let sendIndex!: () => void;
    const indexSent = new Promise<void>((resolve) => (sendIndex = resolve));
    await page.route('**/assets/search/index.*.json', async (route) => {
      await indexSent;
      await route.continue();
    });
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.input.fill('populate');
    await expect(page.locator('.DocSearch-Container')).toHaveClass(/DocSearch-Container--Stalled/);
    sendIndex();
    await expect(search.hits.first()).toBeVisible({timeout: 10_000});
    await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/Stalled/);
  });

  test('HTML and very long text in the query stay text', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.input.fill('<img src=x onerror="document.body.dataset.pwned=1">');
    await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.body.dataset.pwned)).toBeUndefined();
    await search.input.fill('');
    await page.evaluate((text) => navigator.clipboard?.writeText?.(text).catch(() => undefined), 'x'.repeat(10_000));
    await search.input.fill('word '.repeat(2000));
    expect((await search.input.inputValue()).length).toBeLessThanOrEqual(64);
  });
});

test.describe('saved searches', () => {
  test('start screen lists 7 recent searches', async ({page}) => {
    await page.addInitScript(
      ([key, items]) => localStorage.setItem(key, JSON.stringify(items)),
      [RECENT_KEY, Array.from({length: 9}, (_, n) => storedSearch(n))] as const,
    );
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await expect(page.locator('.DocSearch-StartScreen, .DocSearch-Dropdown').getByText(/^Stored search \d$/)).toHaveCount(7);
  });

  test('with favorites, 4 recent searches and up to 10 favorites', async ({page}) => {
    await page.addInitScript(
      ([recentKey, favoriteKey, recents, favorites]) => {
        localStorage.setItem(recentKey, JSON.stringify(recents));
        localStorage.setItem(favoriteKey, JSON.stringify(favorites));
      },
      [
        RECENT_KEY,
        FAVORITE_KEY,
        Array.from({length: 9}, (_, n) => storedSearch(n)),
        Array.from({length: 12}, (_, n) => storedSearch(20 + n)),
      ] as const,
    );
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    const dropdown = page.locator('.DocSearch-Dropdown');
    await expect(dropdown.getByText(/^Stored search \d$/)).toHaveCount(4);
    await expect(dropdown.getByText(/^Stored search \d\d$/)).toHaveCount(10);
  });

  test('a corrupt stored value falls back to "No recent searches"', async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{broken'), RECENT_KEY);
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });
});
