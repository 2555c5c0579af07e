import type {SearchClientLike} from './localSearchClient';
import {algoliaHostsOf} from '../algoliaHosts';

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
): SearchClientLike {
  let client: Promise<LiteClient> | null = null;
  const getClient = () =>
    (client ??= import('algoliasearch/lite').then(({liteClient}) => {
      const created = liteClient(appId, apiKey, {timeouts: HOSTED_TIMEOUTS, hosts: algoliaHostsOf(hostedUrl)});
      created.addAlgoliaAgent(agent);
      return created as unknown as LiteClient;
    }));
  return {
    search: async (body) => (await getClient()).search(body),
    addAlgoliaAgent: () => {},
    transporter: {algoliaAgent: {value: agent, add: () => {}}},
  };
}
