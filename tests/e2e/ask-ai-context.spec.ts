import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {AskAi} from './fixtures/askAi';

const PAGE = '/cms/configurations/functions';

/** What issue 16's page actions menu sends for "Ask AI about this page". */
async function askAboutPage(page: Page, detail: Record<string, unknown>): Promise<void> {
  await page.evaluate((eventDetail) => window.dispatchEvent(new CustomEvent('docs:ask-ai', {detail: eventDetail})), detail);
}

/** The id of the heading a code block sits under. */
async function sectionOfBlock(page: Page, index: number): Promise<string> {
  return page.evaluate((blockIndex) => {
    const block = document.querySelectorAll('article .theme-code-block')[blockIndex]!;
    const headings = Array.from(document.querySelectorAll<HTMLElement>('article h2[id], article h3[id]'));
    return headings.filter((heading) => heading.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1)!.id;
  }, index);
}

/** Index of the first code block of five lines or more, and its button. */
async function longBlock(page: Page) {
  const index = await page.evaluate(() =>
    Array.from(document.querySelectorAll('article .theme-code-block')).findIndex((block) => block.querySelectorAll('.token-line').length >= 5),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const block = page.locator('article .theme-code-block').nth(index);
  return {index, block, button: block.getByRole('button', {name: 'Ask AI about this code'})};
}

test.describe('Ask AI about this page', () => {
  test('the docs:ask-ai event opens the widget scoped to the page, which comes first among the sources', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, PAGE);
    await askAboutPage(page, {pagePath: PAGE});
    await expect(askAi.dialog).toBeVisible();
    await expect(askAi.input).toBeFocused();
    await expect(askAi.dialog).toContainText('Asking about Lifecycle functions');
    const turn = await askAi.ask('How do I seed data?');
    const first = turn.getByRole('region', {name: 'Sources'}).getByRole('link').first();
    expect(new URL((await first.getAttribute('href'))!, 'http://x').pathname).toBe(PAGE);
  });

  test('the page actions menu item opens the widget scoped to the page, by keyboard', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, PAGE);
    const toggle = page.getByRole('button', {name: 'More page actions'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menu', {name: 'Page actions'}).getByRole('menuitem', {name: /Ask AI about this page/});
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(askAi.dialog).toBeVisible();
    await expect(askAi.dialog).toContainText('Asking about Lifecycle functions');
  });

  test('prefills the question it is given, and the scope can be dropped by keyboard', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, PAGE);
    await askAboutPage(page, {pagePath: PAGE, question: 'When does bootstrap run?'});
    await expect(askAi.input).toHaveValue('When does bootstrap run?');
    const clear = askAi.dialog.getByRole('button', {name: 'Ask about the whole documentation instead'});
    await clear.focus();
    await page.keyboard.press('Enter');
    await expect(askAi.dialog).not.toContainText('Asking about');
  });

  test('ignores a malformed detail instead of failing', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, PAGE);
    await askAboutPage(page, {pagePath: 'javascript:alert(1)', question: 42, code: {}});
    await expect(askAi.dialog).toBeVisible();
    await expect(askAi.input).toHaveValue('');
    await expect(askAi.dialog).not.toContainText('Asking about');
  });
});

test.describe('Ask AI about this code', () => {
  test('blocks of five lines or more get the button, shorter ones do not', async ({page}) => {
    await visit(page, PAGE);
    const {button} = await longBlock(page);
    await expect(button).toHaveCount(1);
    const short = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article .theme-code-block')).filter((block) => block.querySelectorAll('.token-line').length < 5).length,
    );
    // Blocks in hidden tabs count too.
    const buttons = await page.locator('article button[aria-label="Ask AI about this code"]').count();
    const blocks = await page.locator('article .theme-code-block').count();
    expect(buttons).toBe(blocks - short);
  });

  test('opens by keyboard with a question about the block, whose section is the first source', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, PAGE);
    const {index, button} = await longBlock(page);
    const section = await sectionOfBlock(page, index);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(askAi.dialog).toBeVisible();
    await expect(askAi.input).toHaveValue(/^What does this example from ".+" do\?$/);
    await askAi.input.press('Enter');
    const turn = askAi.turns.last();
    await expect(turn).toHaveAttribute('data-status', 'done', {timeout: 15_000});
    const first = turn.getByRole('region', {name: 'Sources'}).getByRole('link').first();
    expect(await first.getAttribute('href')).toBe(`${PAGE}#${section}`);
  });

  test('is in sight and works at phone width', async ({page}) => {
    const askAi = new AskAi(page);
    await page.setViewportSize({width: 390, height: 844});
    await visit(page, PAGE);
    const {button} = await longBlock(page);
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect(askAi.dialog).toBeVisible();
    const box = (await askAi.dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(askAi.dialog).toContainText('Asking about');
  });
});

test.describe('Ask AI on a question in a reader’s words', () => {
  test('cites the page that answers it', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    const turn = await askAi.ask('How do I list articles newest first?');
    const first = turn.getByRole('region', {name: 'Sources'}).getByRole('link').first();
    expect(await first.getAttribute('href')).toMatch(/^\/cms\/api\/rest\/sort-pagination/);
    await expect(turn).toContainText(':desc');
  });
});
