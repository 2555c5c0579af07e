import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures/test';
import {SearchModal, RECENT_KEY, FAVORITE_KEY} from './fixtures/searchModal';
import {AskAi} from './fixtures/askAi';

/** Every key the site reads, each holding something it cannot use. */
const CORRUPT_VALUES: Record<string, string> = {
  theme: '{"dark"',
  [RECENT_KEY]: '[{"broken":',
  [FAVORITE_KEY]: 'null-ish garbage',
  'docusaurus.announcement.dismiss': '{maybe}',
  'docusaurus.announcement.id': '\u0000',
  'docs-preferred-version-default': '<script>',
  'askAi.conversation': '[{"id":1,"question":null}]',
};

async function expectSiteWorks(page: Page): Promise<void> {
  await visit(page, '/cms/quick-start');
  await expect(page.locator('h1')).toBeVisible();

  // Colour mode still switches: system (light here), then light, then dark.
  const html = page.locator('html');
  const toggle = page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // Search still answers.
  const search = new SearchModal(page);
  await search.open();
  await search.search('populate');
  await expect(search.hits.first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Ask AI still answers.
  const askAi = new AskAi(page);
  await askAi.openFromSidebar();
  const turn = await askAi.ask('Which databases does Strapi 5 support?');
  await expect(turn).toHaveAttribute('data-status', 'done');
}

test.describe('storage', () => {
  test('pages, colour mode, search and Ask AI work when localStorage throws on access', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await expectSiteWorks(page);
  });

  test('pages, colour mode, search and Ask AI work with a corrupt value under every key', async ({page}) => {
    await page.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
    }, CORRUPT_VALUES);
    await expectSiteWorks(page);
  });
});
