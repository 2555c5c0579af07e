import {describe, expect, it} from 'vitest';
import {differences} from '../compare';

const exact = {trimmed: new Set<string>(), values: true};
const shapeOnly = {trimmed: new Set<string>(), values: false};

describe('documented against real responses', () => {
  it('compares ids, documentIds and timestamps by form, other values exactly', () => {
    const documented = {data: {id: 4, documentId: 'nrk1kcsqeftmxz2zhxm1f47g', views: 45, createdAt: '2025-03-13T10:05:45.019Z'}};
    const real = {data: {id: 9, documentId: 'a0b1c2d3e4f5g6h7i8j9k0l1', views: 46, createdAt: '2026-11-26T13:09:13.644Z'}};
    expect(differences(documented, real, exact)).toEqual(['$.data.views: documented 45, real 46']);
  });

  it('reports keys on either side, arrays against objects and list lengths', () => {
    expect(differences({data: [{title: 'a'}], meta: {}}, {data: {title: 'a', slug: 's'}}, exact)).toEqual([
      '$.data: documented an array, real an object',
      '$.meta: documented, missing from the real response',
    ]);
    expect(differences([{title: 'a'}], [{title: 'a', locale: 'en'}, {title: 'b', locale: 'en'}], exact)).toEqual([
      '$: documented 1 items, real 2',
      '$[0].locale: in the real response ("en"), not documented',
    ]);
  });

  it('accepts keys marked as trimmed', () => {
    expect(differences({title: 'a'}, {title: 'a', slug: 's'}, {...exact, trimmed: new Set(['slug'])})).toEqual([]);
  });

  it('compares only shapes on pages with data of their own, dynamic zone items by component', () => {
    const documented = {blocks: [{__component: 'shared.rich-text', body: 'x'}], views: 3, cover: {url: '/a.jpg'}};
    const real = {blocks: [{__component: 'shared.quote', title: 't'}, {__component: 'shared.rich-text', body: 'y'}], views: 7, cover: null};
    expect(differences(documented, real, shapeOnly)).toEqual([]);
    expect(differences({views: 3}, {views: '3'}, shapeOnly)).toEqual(['$.views: documented a number, real string "3"']);
  });
});
