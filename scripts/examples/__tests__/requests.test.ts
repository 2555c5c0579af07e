import {describe, expect, it} from 'vitest';
import {parseCurl} from '../curl';
import {comparableUrl, urlBuiltBy} from '../jsVariant';
import {examplesOf} from '../examples';
import type {DocSample} from '../../samples/docSamples';
import {fenceMetaOf} from '../../samples/fenceMeta';

describe('cURL examples', () => {
  it('reads method, URL, headers and body, with escaped dollars and the token variable', () => {
    const request = parseCurl(
      [
        `curl -X PUT "http://localhost:1337/api/articles?filters[slug][\\$eq]=a" \\`,
        '  -H "Authorization: Bearer $STRAPI_API_TOKEN" \\',
        `  -d '{ "data": { "views": 121 } }'`,
      ].join('\n'),
      {STRAPI_API_TOKEN: 'secret'},
    );
    expect(request).toEqual({
      method: 'PUT',
      url: 'http://localhost:1337/api/articles?filters[slug][$eq]=a',
      headers: {Authorization: 'Bearer secret'},
      body: '{ "data": { "views": 121 } }',
      files: [],
    });
  });
});

describe('JavaScript variants', () => {
  it('builds the URL with qs and stops at fetch', async () => {
    const code = [
      "import qs from 'qs';",
      "const query = qs.stringify({ fields: ['title'], sort: ['views:desc'] }, { encodeValuesOnly: true });",
      'const response = await fetch(`http://localhost:1337/api/articles?${query}`);',
      'const { data } = await response.json();',
    ].join('\n');
    const built = await urlBuiltBy(code);
    expect(comparableUrl(built ?? '')).toBe(comparableUrl('http://localhost:1337/api/articles?fields[0]=title&sort[0]=views:desc'));
  });
});

describe('example pairing', () => {
  const sample = (line: number, lang: string, value: string, meta: string | null = null): DocSample => ({
    lang,
    meta,
    value,
    line,
    page: 'docs/cms/api/graphql.mdx',
    firstCodeLine: line + 1,
    fence: fenceMetaOf(meta),
  });

  it('takes variables whose keys the operation declares, then the response', () => {
    const [example] = examplesOf([
      sample(1, 'graphql', 'mutation Create($data: RestaurantInput!) { createRestaurant(data: $data) { name } }'),
      sample(3, 'json', '{ "data": { "name": "Chez Lou" } }'),
      sample(5, 'json', '{ "data": { "createRestaurant": { "name": "Chez Lou" } } }'),
    ]);
    expect(example.variables?.line).toBe(3);
    expect(example.response?.line).toBe(5);
  });
});
