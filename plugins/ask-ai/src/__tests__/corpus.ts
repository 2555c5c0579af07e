import {buildInvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {record} from '@site/plugins/search-local/src/engine/__tests__/records';
import type {CodeBlock} from '@site/plugins/search-local/src/types';
import type {Corpus} from '../answer/corpus';

/** A few sections in the search index's shape, with one code example. */
export const RECORDS = [
  record({url: '/cms/api/rest/populate-select', lvl1: 'Populate and select'}),
  record({
    url: '/cms/api/rest/populate-select#population',
    lvl1: 'Populate and select',
    lvl2: 'Population',
    content:
      'The REST API does not populate relations, media fields, components or dynamic zones by default. Add the populate parameter to a request to include them.',
  }),
  record({
    url: '/cms/api/rest/populate-select#population',
    lvl1: 'Populate and select',
    lvl2: 'Population',
    content: 'Use populate=* to populate every relation one level deep.',
  }),
  record({
    url: '/cms/api/rest/populate-select#related-pages',
    lvl1: 'Populate and select',
    lvl2: 'Related pages',
    content: 'Relations: populate relations in REST requests.',
  }),
  record({url: '/cms/configurations/server', lvl1: 'Server configuration'}),
  record({
    url: '/cms/configurations/server#available-options',
    lvl1: 'Server configuration',
    lvl2: 'Available options',
    content: 'The server listens on port 1337 unless the PORT environment variable sets another port.',
  }),
  {
    ...record({
      url: '/cms/configurations/server#available-options',
      lvl1: 'Server configuration',
      lvl2: 'Available options',
      content: 'The server listens on port 1337 unless you set the PORT environment variable.',
    }),
    // Where the page sets `PORT` as code.
    codeSpans: [51, 55],
  },
  record({url: '/cloud/cli/cloud-cli', lvl1: 'Cloud CLI'}),
  record({
    url: '/cloud/cli/cloud-cli#deploy',
    lvl1: 'Cloud CLI',
    lvl2: 'Deploy',
    content: 'Run strapi deploy to send your project to Strapi Cloud. The command builds and uploads the project.',
  }),
  record({
    url: '/cms/api/entity-service#populate',
    lvl1: 'Entity Service API',
    lvl2: 'Populate',
    content: 'The deprecated Entity Service can populate relations too.',
    pageRank: -1,
  }),
];

export const CODE: Record<string, CodeBlock[]> = {
  '/cms/api/rest/populate-select#population': [
    {language: 'http', title: null, code: 'GET /api/articles?populate=*'},
  ],
};

export function corpus(): Corpus {
  const index = buildInvertedIndex(RECORDS);
  return {index, loadCode: async () => (key: string) => CODE[key]};
}
