import {describe, expect, it} from 'vitest';
import {chunkNamesByRoutePath} from '../client/routeChunks';

describe('chunk names by route path', () => {
  it('lists every leaf chunk name of a route, nested module keys included, under its path without the hash', () => {
    const index = chunkNamesByRoutePath({
      '/cms/intro-3a2': {__comp: 'a1', content: 'b2', __context: {plugin: 'c3'}},
      '/tags/rest-api-9f0': {__comp: 'd4', tags: 'e5'},
    });
    expect(index.get('/cms/intro')).toEqual(['a1', 'b2', 'c3']);
    expect(index.get('/tags/rest-api')).toEqual(['d4', 'e5']);
  });

  it('merges routes that share a path, such as a layout route and its page', () => {
    const index = chunkNamesByRoutePath({'/-06a': {__comp: 'layout'}, '/-e5f': {__comp: 'home', config: 'cfg'}});
    expect(index.get('/')).toEqual(['layout', 'home', 'cfg']);
  });
});
