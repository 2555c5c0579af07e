import {algoliasearch} from 'algoliasearch';
import type {SearchRecord} from '../types';
import {DOCS_SYNONYMS, DOCSEARCH_INDEX_SETTINGS} from '../engine/indexSettings';
import {algoliaHostsOf} from '../algoliaHosts';

export type PushOptions = {
  appId: string;
  /** An admin (write) key; never the search-only key the site ships. */
  apiKey: string;
  indexName: string;
  records: SearchRecord[];
  /** Self-hosted or test server, such as `http://localhost:8787`; Algolia when absent. */
  host?: string;
};

const BATCH_SIZE = 1000;

/** Replaces the index's settings, synonyms and records with ours, waiting for each task. */
export async function pushIndex({appId, apiKey, indexName, records, host}: PushOptions): Promise<{records: number}> {
  const client = algoliasearch(appId, apiKey, {hosts: algoliaHostsOf(host)});
  const settings = await client.setSettings({indexName, indexSettings: {...DOCSEARCH_INDEX_SETTINGS}});
  await client.waitForTask({indexName, taskID: settings.taskID});
  const synonyms = await client.saveSynonyms({indexName, synonymHit: DOCS_SYNONYMS, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  for (let start = 0; start < records.length || start === 0; start += BATCH_SIZE) {
    const chunk = records.slice(start, start + BATCH_SIZE).map((record) => ({action: 'addObject' as const, body: record}));
    const requests = start === 0 ? [{action: 'clear' as const, body: {}}, ...chunk] : chunk;
    const batch = await client.batch({indexName, batchWriteParams: {requests}});
    await client.waitForTask({indexName, taskID: batch.taskID});
    if (records.length === 0) break;
  }
  return {records: records.length};
}
