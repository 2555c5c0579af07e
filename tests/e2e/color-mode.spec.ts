import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';

const toggle = (page: Page) =>
  page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/});

test.describe('colour mode', () => {
  test('is light by default', async ({page}) => {
    await visit(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('cycles light, dark and system, and persists under "theme"', async ({page}) => {
    await visit(page, '/cms/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme-choice', 'system');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await toggle(page).click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html).toHaveAttribute('data-theme', 'light');
  });

  test('a stored choice applies before first paint', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/cms/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in one tab shows in the others', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await visit(first, '/cms/intro');
    await visit(second, '/cloud/intro');
    await toggle(first).click();
    await toggle(first).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('an unknown stored value falls back to light', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await visit(page, '/cms/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('article h1')).toBeVisible();
  });
});
