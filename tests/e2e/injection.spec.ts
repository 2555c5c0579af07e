import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {SearchModal} from './fixtures/searchModal';
import {AskAi} from './fixtures/askAi';
import {INJECTION_PAYLOADS} from './fixtures/injectionPayloads';

const SEARCH_INPUT_LIMIT = 64;
const QUESTION_LIMIT = 500;

async function expectNothingRan(page: Page, payload: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned), payload).toBeUndefined();
}

/** The page still fits the viewport and its navbar is where it belongs. */
async function expectLayoutIntact(page: Page, payload: string): Promise<void> {
  const {scrollWidth, innerWidth} = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, payload).toBeLessThanOrEqual(innerWidth);
  await expect(page.locator('.navbar')).toBeVisible();
}

test.describe('hostile input', () => {
  test.describe.configure({timeout: 180_000});

  test('the search modal escapes every payload and keeps its 64-character limit', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    expect(INJECTION_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of INJECTION_PAYLOADS) {
      await search.input.fill(payload);
      await expect(page.locator('.DocSearch-Container')).not.toHaveClass(/Stalled/);
      expect((await search.input.inputValue()).length, payload).toBeLessThanOrEqual(SEARCH_INPUT_LIMIT);
      await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal iframe, .DocSearch-Modal script:not([type])')).toHaveCount(0);
      await expectNothingRan(page, payload);
    }
    await expectLayoutIntact(page, 'search modal');
  });

  test('the /search page renders every payload as text', async ({page}) => {
    for (const payload of INJECTION_PAYLOADS) {
      await visit(page, `/search?q=${encodeURIComponent(payload)}`);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('main img, main iframe, main svg[onload]')).toHaveCount(0);
      await expectNothingRan(page, payload);
      await expectLayoutIntact(page, payload);
    }
  });

  test('Ask AI answers or declines every payload without running it', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    for (const payload of INJECTION_PAYLOADS.filter((text) => text.trim())) {
      await askAi.input.fill(payload);
      expect((await askAi.input.inputValue()).length, payload).toBeLessThanOrEqual(QUESTION_LIMIT);
      await askAi.input.press('Enter');
      await expect(askAi.turns.last()).toHaveAttribute('data-status', 'done', {timeout: 15_000});
      await expect(askAi.dialog.locator('img, iframe, script:not([type])')).toHaveCount(0);
      await expectNothingRan(page, payload);
    }
    await expectLayoutIntact(page, 'Ask AI');
  });
});
