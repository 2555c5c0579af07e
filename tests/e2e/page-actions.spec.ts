import AxeBuilder from '@axe-core/playwright';
import {test, expect, visit} from './fixtures/test';

const PAGE = '/cms/api/rest/populate-select';

test.describe('page actions', () => {
  test('every doc page names its Markdown twin in its head', async ({page}) => {
    await visit(page, PAGE);
    const alternate = page.locator('head link[rel="alternate"][type="text/markdown"]');
    await expect(alternate).toHaveCount(1);
    expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(`${PAGE}.md`);
  });

  test('nothing is fetched before a click; the menu opens with the mouse and acts', async ({page, context}) => {
    const markdownRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) markdownRequests.push(request.url());
    });
    await visit(page, PAGE);
    expect(markdownRequests).toEqual([]);

    const toggle = page.getByRole('button', {name: 'More page actions'});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('menu', {name: 'Page actions'});
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem')).toHaveText([/View as Markdown/, /Open in ChatGPT/, /Open in Claude/, /Copy MCP setup/, /Ask AI about this page/]);
    expect(markdownRequests).toEqual([]);

    // Chat links open a new tab with a prompt naming the public Markdown URL.
    const chatGpt = menu.getByRole('menuitem', {name: /Open in ChatGPT/});
    await expect(chatGpt).toHaveAttribute('target', '_blank');
    const prompt = new URL((await chatGpt.getAttribute('href'))!).searchParams.get('q');
    expect(prompt).toContain(`https://docs.strapi.io${PAGE}.md`);
    const claude = new URL((await menu.getByRole('menuitem', {name: /Open in Claude/}).getAttribute('href'))!);
    expect(claude.origin).toBe('https://claude.ai');
    expect(claude.searchParams.get('q')).toContain(`${PAGE}.md`);

    // "Ask AI about this page" hands the page to the Ask AI dialog through its event.
    await page.evaluate(() => {
      window.addEventListener('docs:ask-ai', (event) => {
        (window as unknown as {askAiDetail: unknown}).askAiDetail = (event as CustomEvent).detail;
      });
    });
    await menu.getByRole('menuitem', {name: /Ask AI about this page/}).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {askAiDetail: unknown}).askAiDetail)).toEqual({pagePath: PAGE});
    // Ask AI opens on it; close it before going on with the menu.
    const askAiDialog = page.getByRole('dialog', {name: 'Ask your question'});
    await expect(askAiDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(askAiDialog).toBeHidden();

    // Clicking outside closes the menu.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.locator('article h1').click();
    await expect(menu).toBeHidden();
    await context.clearPermissions();
  });

  test('the menu follows the ARIA menu button pattern with the keyboard', async ({page}) => {
    await visit(page, PAGE);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', {name: 'Page actions'});
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp on the button opens the menu on its last item.
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the open menu has no serious accessibility violations in ${scheme} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await visit(page, PAGE);
      await page.getByRole('button', {name: 'More page actions'}).click();
      await expect(page.getByRole('menu')).toBeVisible();
      const results = await new AxeBuilder({page}).include('[role="menu"]').include('[aria-label="More page actions"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
    });
  }

  test('"Copy page" copies the Markdown twin, fetched on click', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, PAGE);
    const twin = page.waitForResponse((response) => response.url().endsWith(`${PAGE}.md`));
    await page.getByRole('button', {name: 'Copy page'}).click();
    expect((await twin).status()).toBe(200);
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Populate and field selection\n/);
    expect(copied).toContain('/llms.txt');

    await page.getByRole('button', {name: 'More page actions'}).click();
    await page.getByRole('menuitem', {name: /Copy MCP setup/}).click();
    await expect(page.getByRole('status').filter({hasText: 'MCP setup copied'})).toBeVisible();
    expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toHaveProperty(['mcpServers', 'strapi-docs', 'url']);
  });

  test('a menu that fails to download says so, and the next click tries again', async ({page, problems}) => {
    await visit(page, PAGE);
    problems.ignore();
    // Every script request fails from now on, as when offline or after a new deploy.
    await page.route('**/*.js', (route) => route.abort());
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.click();
    await expect(page.getByRole('status').filter({hasText: 'The menu could not load'})).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(toggle).toBeFocused();

    await page.unroute('**/*.js');
    await toggle.click();
    await expect(page.getByRole('menu', {name: 'Page actions'})).toBeVisible();
  });

  test('"View as Markdown" opens the twin, served as text/markdown', async ({page, problems}) => {
    await visit(page, PAGE);
    await page.getByRole('button', {name: 'More page actions'}).click();
    // A plain-text document makes Chromium ask for /favicon.ico, which the site does not have.
    problems.ignore();
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith(`${PAGE}.md`)),
      page.getByRole('menuitem', {name: /View as Markdown/}).click(),
    ]);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\.md$`));
    await expect(page.locator('body')).toContainText('# Populate and field selection');
  });
});

test.describe('Markdown for agents over HTTP', () => {
  test('twins, llms.txt and Accept negotiation', async ({request}) => {
    const twin = await request.get(`${PAGE}.md`);
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const text = await twin.text();
    expect(text.replace(/```[\s\S]*?```/g, '')).not.toMatch(/^(import|export) |<[A-Za-z]/m);

    const negotiated = await request.get(PAGE, {headers: {Accept: 'text/markdown, text/html;q=0.8'}});
    expect(negotiated.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(negotiated.headers()['vary']).toContain('Accept');
    expect(await negotiated.text()).toBe(text);

    const html = await request.get(PAGE, {headers: {Accept: 'text/html,*/*;q=0.8'}});
    expect(html.headers()['content-type']).toMatch(/^text\/html/);

    const index = await request.get('/llms.txt');
    expect(index.status()).toBe(200);
    const llms = await index.text();
    expect(llms).toMatch(/^# Strapi 5 Documentation\n\n> /);
    expect(llms).toContain(`${PAGE}.md)`);
    expect(llms.length).toBeLessThan(50_000);
    for (const area of ['/cms/llms.txt', '/cloud/llms.txt', '/llms-full.txt']) expect((await request.get(area)).status()).toBe(200);
  });

  test('a missing twin is a 404, never the HTML page', async ({request}) => {
    const missing = await request.get('/cms/no-such-page.md');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/plain/);
    const negotiated = await request.get('/cms/no-such-page', {headers: {Accept: 'text/markdown'}});
    expect(negotiated.status()).toBe(404);
    expect(await negotiated.text()).not.toContain('<html');
  });
});
