import {test, expect, visit} from './fixtures/test';
import type {Page} from '@playwright/test';

const PAGE = '/cms/api/rest/populate-select';

/** The background of the first highlighted code block and the colour of its first token. */
async function blockColours(page: Page) {
  const token = page.locator('article .theme-code-block .token-line span[class]').first();
  return token.evaluate((span) => ({
    background: getComputedStyle(span.closest('.theme-code-block')!).backgroundColor,
    token: getComputedStyle(span).color,
  }));
}

test.describe('code blocks highlighted at build time', () => {
  test('keep the server-rendered block through hydration', async ({page}) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {firstPre: Element | null}).firstPre = document.querySelector('article pre');
      });
    });
    await visit(page, PAGE);
    // The theme's CodeBlock replaced every block right after hydration; ours must not.
    expect(await page.evaluate(() => (window as unknown as {firstPre: Element | null}).firstPre === document.querySelector('article pre'))).toBe(true);
  });

  test('are coloured for the mode the reader chose, before and after switching', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await visit(page, PAGE);
    const dark = await blockColours(page);
    expect(dark.background).toBe('rgb(40, 42, 54)');
    await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).not.toBe('dark');
    const light = await blockColours(page);
    expect(light.background).toBe('rgb(246, 248, 250)');
    expect(light.token).not.toBe(dark.token);
  });

  test('keep their copy button, which copies the source', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, PAGE);
    const block = page.locator('article .theme-code-block').filter({has: page.locator('.token-line')}).first();
    const source = await block.locator('.token-line').evaluateAll((lines) => lines.map((line) => line.textContent).join('\n'));
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source);
  });

  test('show the title given in the metastring', async ({page}) => {
    await visit(page, '/cms/backend-customization/webhooks');
    const titled = page.locator('article .theme-code-block', {has: page.locator('[class*="codeBlockTitle"]')}).first();
    await expect(titled.locator('[class*="codeBlockTitle"]')).toHaveText(/\S/);
    await expect(titled.locator('.token-line span[class]').first()).toBeVisible();
  });
});
