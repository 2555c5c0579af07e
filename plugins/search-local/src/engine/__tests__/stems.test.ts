import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '../invertedIndex';
import {stemOf, termsWithStem} from '../retrieval/stems';
import {record} from './records';

describe('stemOf', () => {
  it.each([
    ['deploying', 'deploy'],
    ['deployed', 'deploy'],
    ['deploys', 'deploy'],
    ['stopped', 'stop'],
    ['running', 'run'],
    ['caching', 'cach'],
    ['cache', 'cach'],
    ['created', 'creat'],
    ['create', 'creat'],
    ['installed', 'install'],
    ['queries', 'query'],
    ['batches', 'batch'],
  ])('stems "%s" to "%s"', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it('keeps apart words whose endings are not inflections', () => {
    expect(stemOf('server')).not.toBe(stemOf('serve'));
    expect(stemOf('deployment')).not.toBe(stemOf('deploy'));
    expect(stemOf('thing')).toBe('thing');
    expect(stemOf('red')).toBe('red');
  });
});

describe('termsWithStem', () => {
  const index = buildInvertedIndex([
    record({url: '/cloud/deploys', lvl1: 'Deploys', content: 'Deploying starts a build; a deployed version replaces the old one. Uses 2 workers.'}),
  ]);

  it("finds the index's other forms of a word, not the word itself", () => {
    expect(termsWithStem(index, 'deploy').sort()).toEqual(['deployed', 'deploying', 'deploys']);
    expect(termsWithStem(index, 'deployed')).not.toContain('deployed');
  });

  it('finds nothing from stems too short to mean anything', () => {
    expect(termsWithStem(index, 'us')).toEqual([]);
  });
});
