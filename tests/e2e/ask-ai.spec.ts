import {test, expect, visit} from './fixtures/test';
import {AskAi} from './fixtures/askAi';

const DISCLAIMER =
  'Disclaimer: Answers are AI-generated and might be inaccurate. Please ensure you double-check the information provided by visiting source pages.';

test.describe('Ask AI entry points', () => {
  test('the doc sidebar button opens the widget with the spec title and disclaimer', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    await expect(askAi.dialog.getByRole('heading', {name: 'Ask your question'})).toBeVisible();
    await expect(askAi.dialog).toContainText(DISCLAIMER);
    await expect(askAi.dialog).toHaveAccessibleDescription(DISCLAIMER);
  });

  test('the landing page has an "Ask AI anything" button', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/');
    await page.getByRole('button', {name: 'Ask AI anything'}).click();
    await expect(askAi.dialog).toBeVisible();
  });

  test('the mobile drawer has an Ask AI button', async ({page}) => {
    const askAi = new AskAi(page);
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, '/cms/quick-start');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('button', {name: 'Ask AI'}).click();
    await expect(askAi.dialog).toBeVisible();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    const box = (await askAi.dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('any element with the opener class opens the widget', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#';
      link.className = 'kapa-widget-button';
      link.textContent = 'Ask about this page';
      document.querySelector('article')!.prepend(link);
    });
    await page.getByRole('link', {name: 'Ask about this page'}).click();
    await expect(askAi.dialog).toBeVisible();
    await expect(page).toHaveURL(/\/cms\/intro$/);
  });
});

test.describe('Ask AI modal', () => {
  test('has the spec geometry: 4px radius, 20px top padding, 25vh offset', async ({page}) => {
    const askAi = new AskAi(page);
    await page.setViewportSize({width: 1280, height: 800});
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    await expect(askAi.dialog).toHaveCSS('border-radius', '4px');
    const body = askAi.dialog.locator('[class*="body"]').first();
    await expect(body).toHaveCSS('padding-top', '20px');
    const box = (await askAi.dialog.boundingBox())!;
    expect(Math.round(box.y)).toBe(200);
  });

  test('answers a question with citations and source links to the exact section', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('How do I populate relations with the REST API?');
    await expect(turn).toHaveAttribute('data-status', 'done');
    const citations = turn.getByRole('link', {name: /^Source \d+:/});
    await expect(citations.first()).toBeVisible();
    const sources = turn.getByRole('region', {name: 'Sources'}).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    const href = await sources.first().getAttribute('href');
    expect(href).toMatch(/^\/cms\/.+#.+/);
    await sources.first().click();
    await expect(askAi.dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const anchor = decodeURIComponent(href!.split('#')[1]!);
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  });

  test('shows a code example when the question asks how', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('How do I deploy a project to Strapi Cloud with the CLI?');
    await expect(turn.getByRole('region', {name: 'Sources'})).toContainText('Cloud');
    await expect(turn.locator('pre code').first()).toBeVisible();
  });

  test('gets the index, the texts and the code examples while the reader types the first question', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    const loaded = ['index', 'tails', 'code'].map((file) => page.waitForResponse(new RegExp(`/assets/search/${file}\\.\\w+\\.json$`)));
    await askAi.openFromSidebar();
    for (const response of await Promise.all(loaded)) expect(response.ok()).toBe(true);
    await expect(askAi.turns).toHaveCount(0);
  });

  test('shows the code names of an extracted answer as inline code', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('How do I get the second page of results from the REST API?');
    // The index keeps where the page set inline code, so pagination[page] reads as code in the answer too.
    await expect(turn.locator('p code', {hasText: /^pagination\[page(Size)?\]$/}).first()).toBeVisible();
  });

  test('says when it has no clear answer and lists the closest pages', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('How do I configure Kubernetes autoscaling for Strapi?');
    await expect(turn).toContainText('I could not find a clear answer to this question in the documentation.');
    expect(await turn.getByRole('region', {name: 'Sources'}).getByRole('link').count()).toBeGreaterThan(0);
    await expect(turn.getByRole('link', {name: /^Source \d+:/})).toHaveCount(0);
  });

  test('keeps follow-up questions in one conversation, and resets it', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    await askAi.ask('How do I deploy a project to Strapi Cloud?');
    await askAi.ask('which command uploads it from the CLI?');
    await expect(askAi.turns).toHaveCount(2);
    await expect(askAi.turns.last().getByRole('region', {name: 'Sources'})).toContainText('CLI');
    await askAi.dialog.getByRole('button', {name: 'New conversation'}).click();
    await expect(askAi.turns).toHaveCount(0);
    await expect(askAi.dialog.getByRole('heading', {name: 'Try one of these'})).toBeVisible();
  });

  test('scrolls the conversation to the end of the latest answer', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 600});
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    await askAi.ask('How do I deploy a project to Strapi Cloud?');
    await askAi.ask('Which port does Strapi listen on?');
    await askAi.ask('How do I sort REST results newest first?');
    // The turns' list, then the part of the dialog that scrolls.
    const conversation = askAi.turns.first().locator('xpath=../..');
    expect(await conversation.evaluate((element) => element.scrollHeight > element.clientHeight + 100)).toBe(true);
    await expect
      .poll(() => conversation.evaluate((element) => element.scrollHeight - element.clientHeight - element.scrollTop))
      .toBeLessThanOrEqual(1);
  });

  test('copies the answer with its sources, and keeps feedback after a reload', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('Which databases does Strapi 5 support?');
    await turn.getByRole('button', {name: 'Copy answer'}).click();
    await expect(turn.getByRole('button', {name: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\[1\][\s\S]*Sources:\n\[1\] .+: https?:\/\/.+#/);

    await turn.getByRole('button', {name: 'Helpful answer', exact: true}).click();
    await expect(turn.getByRole('button', {name: 'Helpful answer', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await askAi.openFromSidebar();
    await expect(askAi.turns).toHaveCount(1);
    await expect(askAi.turns.first().getByRole('button', {name: 'Helpful answer', exact: true})).toHaveAttribute('aria-pressed', 'true');
  });

  test('escapes markup in questions', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const payload = '<img src=x onerror="window.__askAiXss=1"> populate relations';
    const turn = await askAi.ask(payload);
    await expect(turn.getByText(payload)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__askAiXss?: number}).__askAiXss)).toBeUndefined();
    await expect(askAi.dialog.locator('img')).toHaveCount(0);
  });

  test('holds the question length limit', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    await askAi.input.fill('populate '.repeat(200));
    expect((await askAi.input.inputValue()).length).toBe(500);
  });

  test('starts fresh when the saved conversation is corrupt', async ({page}) => {
    const askAi = new AskAi(page);
    await page.addInitScript(() => window.localStorage.setItem('askAi.conversation', '{"not": "a conversation"'));
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    await expect(askAi.turns).toHaveCount(0);
    const turn = await askAi.ask('Which databases does Strapi 5 support?');
    await expect(turn).toHaveAttribute('data-status', 'done');
  });
});

test.describe('Ask AI keyboard use', () => {
  test('Escape closes the widget and focus returns to the opener', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    await expect(askAi.input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(askAi.dialog).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container').getByRole('button', {name: 'Ask AI'})).toBeFocused();
  });

  test('Tab and Shift+Tab stay inside the widget', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await askAi.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await askAi.dialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
  });

  test('a question can be asked and a source followed with the keyboard only', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/quick-start');
    await askAi.openFromSidebar();
    await page.keyboard.type('Which databases does Strapi 5 support?');
    await page.keyboard.press('Enter');
    const source = askAi.turns.first().getByRole('region', {name: 'Sources'}).getByRole('link').first();
    await expect(source).toBeVisible();
    await source.focus();
    await page.keyboard.press('Enter');
    await expect(askAi.dialog).toBeHidden();
    await expect(page).toHaveURL(/#/);
  });
});
