import {test, expect, visit} from './fixtures/test';

const PAGE = '/cms/backend-customization/middlewares';
const OTHER_PAGE = '/cms/backend-customization/models';

test.describe('tabs', () => {
  test('tab groups are hydrated in place, not rebuilt after the page loads', async ({page}) => {
    // Counts elements removed from in or around a tab group from the first parsed byte on.
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as Window & {removedInTabs?: string[]}).removedInTabs = removed;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const inTabs = mutation.target instanceof Element && mutation.target.closest('.tabs-container');
          for (const node of Array.from(mutation.removedNodes)) {
            if (!(node instanceof Element)) continue;
            if (inTabs || node.matches('.tabs-container') || node.querySelector('.tabs-container')) removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await visit(page, PAGE);
    await expect(page.locator('.tabs-container').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {removedInTabs?: string[]}).removedInTabs)).toEqual([]);
  });

  test('a choice in one group switches every group of its kind and is remembered on the next page', async ({page}) => {
    await visit(page, PAGE);
    const groups = page.locator('.tabs-container');
    expect(await groups.count()).toBeGreaterThan(1);
    await groups.first().getByRole('tab', {name: 'TypeScript'}).click();
    for (const group of await groups.all()) {
      await expect(group.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
    }
    await visit(page, OTHER_PAGE);
    await expect(page.locator('.tabs-container').first().getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.tabs-container').first().locator('[role=tabpanel]:not([hidden])')).toContainText('.ts');
  });

  test('arrow keys move between tabs and Enter selects', async ({page}) => {
    await visit(page, PAGE);
    const group = page.locator('.tabs-container').first();
    await group.getByRole('tab', {name: 'JavaScript'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', {name: 'TypeScript'})).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', {name: 'JavaScript'})).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(group.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
  });
});
