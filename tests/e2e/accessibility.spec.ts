import {test, expect, visit} from './fixtures/test';
import {SearchModal} from './fixtures/searchModal';
import {AskAi} from './fixtures/askAi';
import {seriousViolations} from './fixtures/axe';

const PAGES = {landing: '/', doc: '/cms/quick-start', tag: '/tags/installation', search: '/search?q=populate'};

test.describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [type, path] of Object.entries(PAGES)) {
      test(`${type} page in ${scheme} mode has no serious violations`, async ({page}) => {
        await page.emulateMedia({colorScheme: scheme});
        await visit(page, path);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test('the open search modal has no serious violations', async ({page}) => {
    const search = new SearchModal(page);
    await visit(page, '/cms/intro');
    await search.open();
    await search.search('populate');
    await expect(search.hits.first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open Ask AI widget with an answer has no serious violations', async ({page}) => {
    const askAi = new AskAi(page);
    await visit(page, '/cms/intro');
    await askAi.openFromSidebar();
    await askAi.ask('How do I populate relations with the REST API?');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
