import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {SearchRecord} from '@site/plugins/search-local/src/types';
import {installPeer} from '../peers';
import type {LabelledQuery} from './queries';


type MiniSearchLike = {
  addAll: (documents: object[]) => void;
  search: (query: string, options?: object) => {url: string}[];
};

/**
 * MiniSearch over the same records, tuned as a reader of its docs would:
 * field boosts in DocSearch's attribute order, prefix and fuzzy matching.
 * Installed for the benchmark only.
 */
export async function miniSearchPeer(records: SearchRecord[], queries: LabelledQuery[]) {
  const entry = path.join(installPeer('minisearch', ['minisearch@7.2.0']), 'minisearch/dist/es/index.js');
  const {default: MiniSearch} = (await import(pathToFileURL(entry).href)) as {
    default: new (options: object) => MiniSearchLike;
  };
  const fields = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'content'];
  const started = performance.now();
  const index = new MiniSearch({fields, storeFields: ['url'], idField: 'id'});
  index.addAll(
    records.map((record, id) => ({id, url: record.url, content: record.content ?? '', ...record.hierarchy})),
  );
  const buildMs = performance.now() - started;
  const options = {prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: {lvl0: 1, lvl1: 6, lvl2: 4, lvl3: 3, lvl4: 2, content: 1}};
  const results = queries.map(({query}) =>
    index.search(query, options).map((hit) => new URL(hit.url).pathname),
  );
  const keystrokes: number[] = [];
  for (const {query} of queries) {
    for (let end = 1; end <= query.length; end++) {
      const t = performance.now();
      index.search(query.slice(0, end), options);
      keystrokes.push(performance.now() - t);
    }
  }
  return {buildMs, results, keystrokes};
}
