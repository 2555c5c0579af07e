import path from 'node:path';
import type {Page} from 'playwright-core';
import {bundleForPage} from './bundleForPage';
import {docsearchRequest} from './docsearchRequest';
import type {LabelledQuery} from './queries';

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
