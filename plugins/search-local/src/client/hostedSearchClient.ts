import type {SearchBackendClient} from './localSearchClient';
import {algoliaHostsOf} from '../algoliaHosts';
import {onceUntilFailure} from './onceUntilFailure';

/** The spec's client timeouts, in milliseconds (connect 1 s, read 2 s, write 30 s). */
export const HOSTED_TIMEOUTS = {connect: 1_000, read: 2_000, write: 30_000};

type LiteClient = {search: (body: unknown) => Promise<{results: unknown[]}>};

/**
 * An Algolia client with the spec's timeouts. The Algolia library loads with
 * the first query; its hosts cache retries an unreachable host after two
 * minutes.
 */
export function createHostedSearchClient(
  appId: string,
  apiKey: string,
  agent: string,
  hostedUrl: string | null,
): SearchBackendClient {
  const getClient = onceUntilFailure(async () => {
    const {liteClient} = await import('algoliasearch/lite');
    const created = liteClient(appId, apiKey, {timeouts: HOSTED_TIMEOUTS, hosts: algoliaHostsOf(hostedUrl)});
    created.addAlgoliaAgent(agent);
    return created as unknown as LiteClient;
  });
  return {
    search: async (body) => (await getClient()).search(body),
    // On the reader's first sign of intent, the Algolia library, so the first query does not wait for it.
    // Nothing is worth downloading before intent, and nothing is left to do once the library is in.
    prepare: () => {},
    warmUp: () => void getClient().catch(() => undefined),
    prepareIndex: () => {},
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: {value: agent, add: () => {}}},
  };
}
