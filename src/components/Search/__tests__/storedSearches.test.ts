import {describe, expect, it} from 'vitest';
import {dropCorruptStoredSearches, hasSearchedBefore} from '../storedSearches';

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

describe('hasSearchedBefore', () => {
  it('is true when a recent search or a favourite is saved', () => {
    expect(hasSearchedBefore('docs', memoryStorage({[RECENT]: JSON.stringify([{objectID: 'a', url: '/a'}])}))).toBe(true);
    expect(hasSearchedBefore('docs', memoryStorage({[FAVORITE]: JSON.stringify([{objectID: 'b', url: '/b'}])}))).toBe(true);
  });

  it('is false for no saved search, empty lists, another index or corrupt values', () => {
    expect(hasSearchedBefore('docs', memoryStorage({}))).toBe(false);
    expect(hasSearchedBefore('docs', memoryStorage({[RECENT]: '[]', [FAVORITE]: '[]'}))).toBe(false);
    expect(hasSearchedBefore('other', memoryStorage({[RECENT]: JSON.stringify([{objectID: 'a', url: '/a'}])}))).toBe(false);
    expect(hasSearchedBefore('docs', memoryStorage({[RECENT]: '{broken', [FAVORITE]: JSON.stringify([{title: 'no id'}])}))).toBe(false);
  });

  it('is false when storage is unavailable', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(hasSearchedBefore('docs', throwing)).toBe(false);
  });
});
