import {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchGlobalData} from '@site/plugins/search-local/src';
import {
  createLocalSearchClient,
  type SearchBackendClient,
  type SearchClientLike,
} from '@site/plugins/search-local/src/client/localSearchClient';
import {createHostedSearchClient} from '@site/plugins/search-local/src/client/hostedSearchClient';

export type SearchBackend = {
  mode: SearchGlobalData['mode'];
  /** The client DocSearch and the /search page query: in-browser or hosted Algolia. */
  client: SearchClientLike;
  /** DocSearch's hook to swap its own client for ours. */
  transformSearchClient: () => SearchClientLike;
  /** Fetches, once the page is idle, what saves the first search a round trip (never the index). */
  prepare: () => void;
  /** Starts downloading what the first search needs. */
  warmUp: () => void;
  /** Builds the local index in idle slices: once the modal has rendered, or before for a reader who has searched here before. */
  prepareIndex: () => void;
};

type AlgoliaCredentials = {appId: string; apiKey: string};

export function useSearchBackend(): SearchBackend {
  const data = usePluginData('search-local') as SearchGlobalData;
  const {siteConfig} = useDocusaurusContext();
  const {appId, apiKey} = siteConfig.themeConfig.algolia as AlgoliaCredentials;

  const client = useMemo<SearchBackendClient>(
    () =>
      data.mode === 'local'
        ? createLocalSearchClient(data.manifestUrl, data.indexName)
        : createHostedSearchClient(appId, apiKey, 'strapi-docs', data.hostedUrl),
    [data, appId, apiKey],
  );
  const transformSearchClient = useCallback(() => client, [client]);
  const prepare = useCallback(() => client.prepare(), [client]);
  const warmUp = useCallback(() => client.warmUp(), [client]);
  const prepareIndex = useCallback(() => client.prepareIndex(), [client]);
  return useMemo(
    () => ({mode: data.mode, client, transformSearchClient, prepare, warmUp, prepareIndex}),
    [data.mode, client, transformSearchClient, prepare, warmUp, prepareIndex],
  );
}
