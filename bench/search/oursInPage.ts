import path from 'node:path';
import type {Page} from 'playwright-core';
import {bundleForPage} from './bundleForPage';
import {docsearchQuery} from '@site/tests/fixtures/docsearchRequest';
import type {LabelledQuery} from './queries';

/** What the modal sends for a query on this site: DocSearch's request with the site's facet filters. */
const docsearchRequest = (query: string) => ({
  requests: [
    docsearchQuery('strapi-docs', query, {
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    }),
  ],
});

/**
 * Our search client as the site bundles it, injected into a served page so
 * the engine's per-keystroke time is measured in Chromium, the way the
 * peers' JS APIs are.
 */
export function oursBundle(manifestUrl: string): Promise<string> {
  const client = path.resolve('plugins/search-local/src/client/localSearchClient.ts');
  return bundleForPage(
    `import {createLocalSearchClient} from ${JSON.stringify(client)};
     (globalThis as any).benchClient = createLocalSearchClient(${JSON.stringify(manifestUrl)}, 'strapi-docs');`,
    process.cwd(),
  );
}

/** Time of each DocSearch request, for every prefix of the queries, once the index is loaded. */
export async function oursKeystrokes(page: Page, queries: LabelledQuery[]): Promise<number[]> {
  const requests = queries.flatMap(({query}) =>
    Array.from({length: query.length}, (_, i) => docsearchRequest(query.slice(0, i + 1))),
  );
  return page.evaluate(async (list) => {
    const client = (globalThis as unknown as {benchClient: {search: (body: unknown) => Promise<unknown>}}).benchClient;
    await client.search(list[0]);
    const times: number[] = [];
    for (const body of list) {
      const started = performance.now();
      await client.search(body);
      times.push(performance.now() - started);
    }
    return times;
  }, requests);
}

/** One search through the injected client: on a cold page, the first one loads the index. */
export async function oursSearch(page: Page, query: string): Promise<void> {
  await page.evaluate(async (body) => {
    const client = (globalThis as unknown as {benchClient: {search: (body: unknown) => Promise<unknown>}}).benchClient;
    await client.search(body);
  }, docsearchRequest(query));
}
