import {test, expect, visit} from './fixtures/test';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

test.describe('announcement bar', () => {
  test('shows its content in the configured colours', async ({page}) => {
    await visit(page, '/cms/intro');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('You are reading the Strapi 5 documentation.');
    await expect(bar.getByRole('link', {name: 'See what is new'})).toHaveAttribute('href', '/whats-new');
    await expect(bar).toHaveCSS('background-color', 'rgb(73, 69, 255)');
    await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('stays dismissed after a reload and returns when its id changes', async ({page}) => {
    await visit(page, '/cms/intro');
    const bar = page.locator('.theme-announcement-bar');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISS_KEY)).toBe('true');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(bar).toHaveCount(0);

    // A new announcement (different id) must be shown even to readers who closed the old one.
    await page.evaluate((key) => localStorage.setItem(key, 'an-older-announcement'), ID_KEY);
    await page.reload();
    await expect(bar).toBeVisible();
  });

  test('survives a corrupt stored value', async ({page}) => {
    await page.addInitScript((key) => localStorage.setItem(key, '{not json'), DISMISS_KEY);
    await visit(page, '/cms/intro');
    await expect(page.locator('article h1')).toBeVisible();
  });
});
