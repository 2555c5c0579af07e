import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {test, expect, waitForHydration} from './fixtures/test';
import {SearchModal} from './fixtures/searchModal';
import {HOSTED_PORT} from '../../playwright.config';
import {createSearchServer} from '@site/plugins/search-local/src/server/createSearchServer';
import {readBuiltIndex} from '@site/scripts/search/readBuiltIndex';

// build-hosted points its Algolia client at this port (see `npm run build:hosted`).
const SEARCH_PORT = 8799;
const SITE = `http://localhost:${HOSTED_PORT}`;

test.describe.configure({mode: 'serial'});

test.describe('hosted search mode', () => {
  const requests: unknown[] = [];
  let server: Server;

  test.beforeAll(async () => {
    server = createSearchServer({
      indexes: {'strapi-docs': readBuiltIndex()},
      onRequest: ({path, body}) => {
        if (path === '/1/indexes/*/queries') requests.push(body);
      },
    });
    await new Promise<void>((resolve) => server.listen(SEARCH_PORT, resolve));
    expect((server.address() as AddressInfo).port).toBe(SEARCH_PORT);
  });

  test.afterAll(async () => {
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('sends the DocSearch request to the configured host and shows its hits', async ({page}) => {
    const search = new SearchModal(page);
    await page.goto(`${SITE}/cms/intro`);
    await waitForHydration(page);
    await search.open();
    await search.search('findMany');
    await expect(search.hits.first()).toContainText('findMany');
    expect(requests.at(-1)).toEqual({
      requests: [
        {
          query: 'findMany',
          indexName: 'strapi-docs',
          attributesToRetrieve: [
            'hierarchy.lvl0',
            'hierarchy.lvl1',
            'hierarchy.lvl2',
            'hierarchy.lvl3',
            'hierarchy.lvl4',
            'hierarchy.lvl5',
            'hierarchy.lvl6',
            'content',
            'type',
            'url',
          ],
          attributesToSnippet: [
            'hierarchy.lvl1:10',
            'hierarchy.lvl2:10',
            'hierarchy.lvl3:10',
            'hierarchy.lvl4:10',
            'hierarchy.lvl5:10',
            'hierarchy.lvl6:10',
            'content:10',
          ],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: false,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    const href = await search.hits.first().locator('a').getAttribute('data-href');
    expect(href).toMatch(/^\/cms\//);
  });

  test('the /search page uses the same host', async ({page}) => {
    await page.goto(`${SITE}/search?q=populate`);
    await waitForHydration(page);
    await expect(page.locator('main ol > li').first()).toBeVisible();
  });

  test('shows the error screen once the host is gone', async ({page, problems}) => {
    problems.ignore();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const search = new SearchModal(page);
    await page.goto(`${SITE}/cms/intro`);
    await waitForHydration(page);
    await search.open();
    await search.input.fill('populate');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results', {timeout: 15_000});
    await expect(screen).toContainText('You might want to check your network connection.');
  });
});
