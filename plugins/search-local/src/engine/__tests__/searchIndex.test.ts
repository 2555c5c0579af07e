import {describe, expect, it} from 'vitest';
import {buildInvertedIndex, termsWithPrefix} from '../invertedIndex';
import {INDEX_DEFAULTS, searchIndex, type SearchParams} from '../searchIndex';
import {RECORDS, record} from './records';

const index = buildInvertedIndex(RECORDS);

function search(query: string, extra: Partial<SearchParams> = {}) {
  return searchIndex(index, {...INDEX_DEFAULTS, query, ...extra});
}

const paths = (query: string, extra: Partial<SearchParams> = {}) =>
  search(query, extra).hits.map((hit) => new URL(hit.url as string).pathname + new URL(hit.url as string).hash);

describe('searchIndex ranking', () => {
  it('finds API identifiers whole and by their parts', () => {
    expect(paths('findMany')[0]).toBe('/cms/api/document-service#findmany');
    expect(paths('find many')[0]).toBe('/cms/api/document-service#findmany');
  });

  it('matches a prefix of the last word only', () => {
    expect(paths('popul')[0]).toBe('/cms/api/rest/populate-select');
    expect(search('popul parameter').nbHits).toBeGreaterThan(0);
    expect(search('popul paramet').nbHits).toBeGreaterThan(0);
    // Not the last word: "popul" must be whole, so only "select" matches.
    const [hit] = search('popul select').hits;
    const lvl1 = (hit!._highlightResult as {hierarchy: Record<string, {matchedWords: string[]}>}).hierarchy.lvl1!;
    expect(lvl1.matchedWords).toEqual(['select']);
  });

  it('expands a prefix to its most frequent words first', () => {
    expect(termsWithPrefix(index, 'doc', 10)).toEqual(expect.arrayContaining(['document', 'documentid', 'documents']));
    // "document" (three titles) is more frequent than "documents" or "documentid".
    expect(termsWithPrefix(index, 'doc', 1)).toEqual(['document']);
    expect(termsWithPrefix(index, 'zzz', 10)).toEqual([]);
  });

  it('tolerates one typo from 3 letters and two from 7, not more', () => {
    expect(paths('popluate')[0]).toMatch(/populate-select/); // transposition: one typo
    expect(paths('deploymnet')).toContain('/cms/deployment'); // 7+ letters: two allowed
    expect(search('xyzzyqq').nbHits).toBe(0);
    expect(search('ab').nbHits).toBe(0); // too short for a typo
  });

  it('ranks fewer typos first, then higher attributes', () => {
    const hits = paths('deployment');
    // Exact "Deployment" in lvl1 beats the same word in content.
    expect(hits[0]).toBe('/cms/deployment');
  });

  it('lets records missing a word follow only when fewer than three hold them all', () => {
    // One record holds both words and leads; the records holding one of them follow.
    const populate = paths('populate parameter');
    expect(populate[0]).toBe('/cms/api/rest/populate-select#population');
    expect([...populate].sort()).toEqual([
      '/cms/api/document-service#findmany',
      '/cms/api/rest/populate-select',
      '/cms/api/rest/populate-select#population',
    ]);
    // Three records hold both: the one holding only "api" (in API_TOKEN_SALT) stays out.
    expect(paths('api document').sort()).toEqual([
      '/cms/api/document-service',
      '/cms/api/document-service#findmany',
      '/cms/api/document-service#findone',
    ]);
    expect(paths('api')).toContain('/cms/deployment#environment-variables');
  });

  it('ranks on the criteria in order: words, typos, attribute, then page rank', () => {
    // The title match (lvl1) outranks content matches on other pages.
    expect(paths('deploy')[0]).toBe('/cloud/getting-started/deployment');
    // Equal criteria: the page with the higher page rank first.
    const deployment = paths('deployment');
    expect(deployment.indexOf('/cms/deployment')).toBeLessThan(deployment.indexOf('/old/intro'));
  });

  it('puts the shallower page first when every criterion ties', () => {
    // The nested page comes first in the index, as routes sort.
    const pageRecord = (url: string, lvl1: string) => ({...record({url, lvl1}), weight: {pageRank: 0, level: 100, position: 0}});
    const tied = buildInvertedIndex([pageRecord('/cms/configurations/typescript', 'TypeScript configuration'), pageRecord('/cms/typescript', 'TypeScript setup')]);
    const order = (query: string) => searchIndex(tied, {...INDEX_DEFAULTS, query}).hits.map((hit) => new URL(hit.url as string).pathname);
    expect(order('typescr')).toEqual(['/cms/typescript', '/cms/configurations/typescript']);
    // A criterion that tells them apart still decides.
    expect(order('typescript configuration')[0]).toBe('/cms/configurations/typescript');
  });

  it('keeps one hit per URL', () => {
    const urls = search('document').hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('applies facet filters on language and docusaurus tag', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    expect(paths('older versions', {facetFilters: filters})).toEqual([]);
    expect(paths('older versions')).toEqual(['/old/intro']);
    expect(search('deployment', {facetFilters: ['language:fr']}).nbHits).toBe(0);
  });

  it('pages through results', () => {
    const all = search('the', {hitsPerPage: 2});
    expect(all.hits).toHaveLength(2);
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = search('the', {hitsPerPage: 2, page: 1});
    expect(second.hits[0]!.url).not.toBe(all.hits[0]!.url);
  });

  it('gives pages that are slices of one ranked list, however few hits a page shows', () => {
    // Forty pages that all hold "widget", ranked apart by where it occurs, by page rank and by typos.
    const many = buildInvertedIndex(
      Array.from({length: 40}, (_, i) =>
        record({
          url: `/widgets/${i}`,
          lvl1: i % 3 === 0 ? `Widget ${i}` : `Page ${i}`,
          content: i % 4 === 0 ? `A widgte, not the word ${i}.` : `Some text about the widget ${i}.`,
          pageRank: i % 5 === 0 ? -1 : 0,
        }),
      ),
    );
    for (const query of ['widget', 'widget text', 'wid']) {
      const whole = searchIndex(many, {...INDEX_DEFAULTS, query, hitsPerPage: 1000}).hits.map((hit) => hit.objectID);
      expect(whole.length).toBeGreaterThan(20);
      for (const hitsPerPage of [1, 3, 7]) {
        const paged = Array.from({length: Math.ceil(whole.length / hitsPerPage)}, (_, page) =>
          searchIndex(many, {...INDEX_DEFAULTS, query, hitsPerPage, page}).hits.map((hit) => hit.objectID),
        ).flat();
        expect(paged).toEqual(whole);
      }
    }
  });

  it('survives empty, huge and odd queries', () => {
    expect(search('').nbHits).toBeGreaterThan(0);
    expect(() => search('a'.repeat(10_000))).not.toThrow();
    expect(search('<script>alert(1)</script>').hits.every((hit) => typeof hit.objectID === 'string')).toBe(true);
    expect(search('%%% ((( $$$').nbHits).toBe(search('').nbHits);
  });
});

describe('highlight and snippet', () => {
  it('wraps matches in the request tags and escapes everything else', () => {
    const [hit] = search('escaped script', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    const lvl2 = (hit!._highlightResult as {hierarchy: Record<string, {value: string; matchLevel: string}>}).hierarchy.lvl2!;
    expect(lvl2.value).toBe('Is &lt;<mark>script</mark>&gt; <mark>escaped</mark>?');
    expect(lvl2.matchLevel).toBe('full');
    const content = (hit!._snippetResult as {content: {value: string}}).content.value;
    expect(content).not.toMatch(/<img|<script/);
    expect(content).toContain('&lt;img');
  });

  it('marks only the typed prefix of a word', () => {
    const [hit] = search('popul', {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits;
    const lvl1 = (hit!._highlightResult as {hierarchy: Record<string, {value: string}>}).hierarchy.lvl1!;
    expect(lvl1.value).toBe('<mark>Popul</mark>ate and select');
  });

  it('highlights the same text afresh for each keystroke', () => {
    const lvl1Of = (query: string) =>
      (search(query, {highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0]!._highlightResult as {hierarchy: Record<string, {value: string}>})
        .hierarchy.lvl1!.value;
    expect(lvl1Of('popul')).toBe('<mark>Popul</mark>ate and select');
    expect(lvl1Of('populate sel')).toBe('<mark>Populate</mark> and <mark>sel</mark>ect');
    expect(lvl1Of('popul')).toBe('<mark>Popul</mark>ate and select');
  });

  it('cuts snippets to the requested number of words around the match, with the ellipsis', () => {
    const [hit] = search('pagination', {attributesToSnippet: ['content:5'], snippetEllipsisText: '…'}).hits;
    const value = (hit!._snippetResult as {content: {value: string}}).content.value;
    const words = value.replace(/<[^>]+>/g, '').replace(/…/g, ' ').trim().split(/\s+/);
    expect(words.length).toBeLessThanOrEqual(6);
    expect(value).toMatch(/^…/);
    expect(value).toContain('pagination');
  });

  it('returns only the retrieved attributes, highlighting non-empty levels in order', () => {
    const [hit] = search('findOne', {attributesToRetrieve: ['hierarchy.lvl1', 'url']}).hits;
    expect(Object.keys(hit!).sort()).toEqual(['_highlightResult', '_snippetResult', 'hierarchy', 'objectID', 'url']);
    const levels = Object.keys((hit!._highlightResult as {hierarchy: object}).hierarchy);
    expect(levels).toEqual(['lvl0', 'lvl1', 'lvl2']);
  });
});
