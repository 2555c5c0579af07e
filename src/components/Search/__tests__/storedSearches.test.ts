import {describe, expect, it} from 'vitest';
import {dropCorruptStoredSearches} from '../storedSearches';

function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
  };
}

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__docs';
const FAVORITE = '__DOCSEARCH_FAVORITE_SEARCHES__docs';

describe('dropCorruptStoredSearches', () => {
  it('keeps valid lists', () => {
    const storage = memoryStorage({[RECENT]: JSON.stringify([{objectID: 'a', url: '/a'}]), [FAVORITE]: '[]'});
    dropCorruptStoredSearches('docs', storage);
    expect([...storage.data.keys()].sort()).toEqual([FAVORITE, RECENT]);
  });

  it('drops unparsable JSON and values of the wrong shape', () => {
    const storage = memoryStorage({[RECENT]: '{broken', [FAVORITE]: JSON.stringify([{title: 'no id'}])});
    dropCorruptStoredSearches('docs', storage);
    expect(storage.data.size).toBe(0);
  });

  it('does not throw when storage is unavailable', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    expect(() => dropCorruptStoredSearches('docs', throwing)).not.toThrow();
  });
});
