import {describe, expect, it} from 'vitest';
import {answerMultiQuery, InvalidRequestError} from '../algoliaContract';
import {buildInvertedIndex} from '../invertedIndex';
import {RECORDS} from './records';

const index = buildInvertedIndex(RECORDS);
const indexes = (name: string) => (name === 'strapi-docs' ? index : undefined);

/** What DocSearch 3.9 sends (v5 client, flat parameters). */
const DOCSEARCH_REQUEST = {
  query: 'findMany',
  indexName: 'strapi-docs',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

describe('answerMultiQuery', () => {
  it('answers the three request shapes alike', () => {
    const {query, indexName, ...params} = DOCSEARCH_REQUEST;
    const v4String = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString();
    const shapes = [
      {requests: [DOCSEARCH_REQUEST]},
      {requests: [{indexName, params: {query, ...params}}]},
      {requests: [{indexName, query, params: v4String}]},
      [{indexName, params: {query, ...params}}],
    ];
    const answers = shapes.map((body) => answerMultiQuery(indexes, body, () => 0).results[0]!);
    for (const answer of answers) {
      expect(answer).toMatchObject({query: 'findMany', index: 'strapi-docs', hitsPerPage: 20, page: 0});
      expect(answer.hits.map((hit) => hit.url)).toEqual(answers[0]!.hits.map((hit) => hit.url));
      const snippet = (answer.hits[0]!._snippetResult as {content: {value: string}}).content.value;
      expect(snippet).toContain('<mark>findMany</mark>');
    }
  });

  it('returns results in request order, with the fields DocSearch and the helper read', () => {
    const {results} = answerMultiQuery(indexes, {
      requests: [
        {indexName: 'strapi-docs', query: 'deployment', hitsPerPage: 1, clickAnalytics: true},
        {indexName: 'strapi-docs', query: 'populate'},
        {indexName: 'missing-index', query: 'populate'},
      ],
    });
    expect(results.map((result) => result.query)).toEqual(['deployment', 'populate', 'populate']);
    expect(results[0]).toMatchObject({hitsPerPage: 1, exhaustiveNbHits: true});
    expect(results[0]!.nbPages).toBe(results[0]!.nbHits);
    expect(results[0]!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(results[1]!.queryID).toBeUndefined();
    expect(results[1]!.params).toBe('query=populate');
    expect(typeof results[1]!.processingTimeMS).toBe('number');
    expect(results[2]).toMatchObject({hits: [], nbHits: 0});
  });

  it('uses the index default highlight tags and snippet length when the request has none', () => {
    const [result] = answerMultiQuery(indexes, {requests: [{indexName: 'strapi-docs', query: 'documentId'}]}).results;
    const content = (result!.hits[0]!._snippetResult as {content: {value: string}}).content.value;
    expect(content).toContain('<span class="algolia-docsearch-suggestion--highlight">documentId</span>');
  });

  it('rejects bodies without requests with a clear error', () => {
    expect(() => answerMultiQuery(indexes, {})).toThrow(InvalidRequestError);
    expect(() => answerMultiQuery(indexes, {requests: [{query: 'x'}]})).toThrow('requests[0] needs an "indexName".');
    expect(() => answerMultiQuery(indexes, null)).toThrow('The body must hold a "requests" array.');
  });
});
