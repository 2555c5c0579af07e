/**
 * `npm run search:serve`: answers Algolia multi-queries from the last build's
 * index over HTTP, so a team can self-host search (point the site at it with
 * ALGOLIA_HOST). Port: SEARCH_PORT, 8787 by default.
 */
import {createSearchServer} from '@site/plugins/search-local/src/server/createSearchServer';
import {readBuiltIndex} from './readBuiltIndex';

const port = Number(process.env.SEARCH_PORT ?? 8787);
const indexName = process.env.ALGOLIA_INDEX_NAME ?? 'strapi-docs';
const records = readBuiltIndex();
createSearchServer({indexes: {[indexName]: records}}).listen(port, () => {
  console.log(`Search server: ${records.length} records in "${indexName}" at http://localhost:${port}/1/indexes/*/queries`);
});
