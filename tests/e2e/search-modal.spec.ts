import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchButton = (page: Page) => page.locator('.DocSearch-Button:visible');

test.describe('search modal', () => {
  test('opens from the button and shows the start screen', async ({page}) => {
    await visit(page, '/cms/quick-start');
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('Escape closes it and focus returns to the button', async ({page}) => {
    await visit(page, '/cms/quick-start');
    await searchButton(page).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  for (const shortcut of ['Control+k', 'Meta+k']) {
    test(`opens with ${shortcut} and closes with it again`, async ({page}) => {
      await visit(page, '/');
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toHaveCount(0);
    });
  }

  test('opens with "/" unless an input has focus', async ({page}) => {
    await visit(page, '/cms/intro');
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('');
    await page.keyboard.press('Escape');

    await visit(page, '/search');
    const pageInput = page.locator('input[name="q"]');
    await pageInput.focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toHaveCount(0);
    await expect(pageInput).toHaveValue('/');
  });

  test('input stops at 64 characters', async ({page}) => {
    await visit(page, '/');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('x'.repeat(80), {delay: 0});
    await expect(input).toHaveValue('x'.repeat(64));
  });

  test('only one modal opens when several buttons are on the page', async ({page}) => {
    await visit(page, '/cms/quick-start');
    expect(await page.locator('.DocSearch-Button').count()).toBeGreaterThan(1);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(1);
  });
});
