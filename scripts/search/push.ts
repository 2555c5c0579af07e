/**
 * `npm run search:push`: uploads the last build's records and the DocSearch
 * index settings to Algolia. Needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and
 * ALGOLIA_INDEX_NAME; ALGOLIA_HOST targets another server (tests, self-hosting).
 */
import {pushIndex} from '@site/plugins/search-local/src/server/pushIndex';
import {readBuiltIndex} from './readBuiltIndex';

function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`search:push needs ${name} in the environment.`);
    process.exit(1);
  }
  return value;
}

const options = {
  appId: required('ALGOLIA_APP_ID'),
  apiKey: required('ALGOLIA_ADMIN_KEY'),
  indexName: required('ALGOLIA_INDEX_NAME'),
  host: process.env.ALGOLIA_HOST?.trim() || undefined,
  records: readBuiltIndex(),
};
pushIndex(options).then(
  ({records}) => console.log(`Pushed ${records} records and the DocSearch settings to "${options.indexName}".`),
  (error: unknown) => {
    console.error(`search:push failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
