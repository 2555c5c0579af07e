import {describe, expect, it} from 'vitest';
import {compileFacetFilters} from '../facetFilters';
import {record} from './records';

const english = record({url: '/a', lvl1: 'A'});
const older = record({url: '/b', lvl1: 'B', tag: 'docs-default-4.x'});
const passing = (filters: (string | string[])[]) =>
  [english, older].filter(compileFacetFilters(filters)).map((r) => r.hierarchy.lvl1);

describe('compileFacetFilters', () => {
  it('ANDs the entries and ORs the values of a nested array', () => {
    expect(passing(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toEqual(['A']);
    expect(passing([['docusaurus_tag:docs-default-4.x', 'docusaurus_tag:docs-default-current']])).toEqual(['A', 'B']);
    expect(passing(['language:en', 'language:fr'])).toEqual([]);
  });

  it('negates a filter written with a leading minus', () => {
    expect(passing(['-docusaurus_tag:docs-default-4.x'])).toEqual(['A']);
  });

  it('filters nothing out for unknown facets or filters without a value', () => {
    expect(passing(['author:someone'])).toEqual(['A', 'B']);
    expect(passing(['language'])).toEqual(['A', 'B']);
    expect(passing([['language:fr', 'author:someone']])).toEqual(['A', 'B']);
    expect(passing([])).toEqual(['A', 'B']);
  });

  it('matches the type facet', () => {
    expect(passing(['type:lvl1'])).toEqual(['A', 'B']);
    expect(passing(['type:content'])).toEqual([]);
  });
});
