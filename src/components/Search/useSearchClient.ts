import {useCallback} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {SearchGlobalData} from '@site/plugins/search-local/src';
import {createLocalSearchClient, type SearchClientLike} from '@site/plugins/search-local/src/client/localSearchClient';
import {loadIndex} from '@site/plugins/search-local/src/client/loadIndex';

export type SearchBackend = {
  /** Replaces DocSearch's Algolia client with the in-browser one, when the site has a local index. */
  transformSearchClient: (client: SearchClientLike) => SearchClientLike;
  /** Starts downloading what the first search needs. */
  warmUp: () => void;
};

export function useSearchBackend(): SearchBackend {
  const local = usePluginData('search-local', undefined, {failfast: false}) as SearchGlobalData | undefined;
  const transformSearchClient = useCallback(
    (client: SearchClientLike) => (local ? createLocalSearchClient(local.manifestUrl, local.indexName) : client),
    [local],
  );
  const warmUp = useCallback(() => {
    if (local) loadIndex(local.manifestUrl).catch(() => undefined);
  }, [local]);
  return {transformSearchClient, warmUp};
}
