import {describe, expect, it} from 'vitest';
import type {SearchRecord} from '../../types';
import {DOCS_SYNONYMS} from '../indexSettings';
import {buildInvertedIndex} from '../invertedIndex';
import {INDEX_DEFAULTS, searchIndex} from '../searchIndex';
import {compileSynonyms, ruleTable, synonymAlternatives} from '../synonyms';
import {record} from './records';

const RULES = ruleTable(compileSynonyms([
  {objectID: 'sort', type: 'synonym', synonyms: ['newest', 'desc', 'most recent']},
  {objectID: 'jwt', type: 'synonym', synonyms: ['login token', 'jwt']},
  {objectID: 'include', type: 'onewaysynonym', input: 'include', synonyms: ['populate']},
]));

describe('synonymAlternatives', () => {
  it('gives each word of a group the group’s other one-word members', () => {
    expect(synonymAlternatives(['newest', 'first'], RULES).get('newest')).toEqual(['desc']);
    expect(synonymAlternatives(['desc'], RULES).get('desc')).toEqual(['newest']);
  });

  it('matches a phrase only when its words come in a row, and gives every word of it the alternatives', () => {
    const found = synonymAlternatives(['expired', 'login', 'token'], RULES);
    expect(found.get('login')).toEqual(['jwt']);
    expect(found.get('token')).toEqual(['jwt']);
    expect(synonymAlternatives(['login', 'with', 'token'], RULES).size).toBe(0);
  });

  it('matches plurals of a phrase’s words', () => {
    expect(synonymAlternatives(['login', 'tokens'], RULES).get('tokens')).toEqual(['jwt']);
  });

  it('never expands a word into a multi-word member: any of its words alone would find too much', () => {
    expect(synonymAlternatives(['jwt'], RULES).get('jwt') ?? []).toEqual([]);
    expect(synonymAlternatives(['desc'], RULES).get('desc')).not.toContain('recent');
  });

  it('expands a one-way synonym from its input only', () => {
    expect(synonymAlternatives(['include', 'author'], RULES).get('include')).toEqual(['populate']);
    expect(synonymAlternatives(['populate'], RULES).size).toBe(0);
  });

  it('reads the site’s setting, shaped as Algolia synonyms', () => {
    for (const hit of DOCS_SYNONYMS) {
      expect(hit.objectID).toMatch(/^docs-/);
      expect(['synonym', 'onewaysynonym']).toContain(hit.type);
      expect(hit.synonyms!.length).toBeGreaterThan(0);
    }
    expect(new Set(DOCS_SYNONYMS.map((hit) => hit.objectID)).size).toBe(DOCS_SYNONYMS.length);
    expect(synonymAlternatives(['newest'])).toEqual(new Map([['newest', expect.arrayContaining(['desc', 'latest'])]]));
    expect(synonymAlternatives(['login', 'token']).get('token')).toContain('jwt');
    // Readers forget a password; the docs reset it, and never say the reverse.
    expect(synonymAlternatives(['forgot', 'admin', 'password']).get('forgot')).toEqual(['reset']);
    expect(synonymAlternatives(['reset', 'password']).get('reset') ?? []).not.toContain('forgot');
    // Readers ask what a plan costs; the docs point to its price.
    expect(synonymAlternatives(['how', 'much', 'does', 'cloud', 'cost']).get('cost')).toEqual(['price']);
    expect(synonymAlternatives(['price']).get('price') ?? []).not.toContain('cost');
  });

  it('reads a phrasal verb of the site’s setting as the docs’ verb, not as its two words', () => {
    const question = (text: string) => synonymAlternatives(text.split(' '));
    expect(question('bring back an older version').get('bring')).toContain('restore');
    expect(question('turn off telemetry').get('off')).toContain('disable');
    expect(question('send back a 404').get('send')).toEqual(['return']);
    expect(question('return a 404').get('return') ?? []).not.toContain('send');
    expect(question('bring the field back').get('bring')).toBeUndefined();
    expect(question('start a new plugin').get('start')).toEqual(['create']);
    expect(question('make a new project').get('make')).toEqual(['create']);
    expect(question('sort by multiple fields').get('multiple')).toContain('several');
    // The docs write "front end"; a one-word alternative is all a synonym can add.
    expect(question('notify my frontend app').get('frontend')).toEqual(['front']);
    expect(question('sorted by date').get('sorted')).toContain('sort');
    expect(question('start the server').get('start')).toBeUndefined();
  });
});

describe('search with synonyms', () => {
  const RECORDS: SearchRecord[] = [
    record({url: '/cms/api/rest/sort-pagination#sort', lvl1: 'Sort and pagination', lvl2: 'Sort', content: 'Add :desc to sort in descending order.'}),
    record({url: '/cms/features/users-permissions#jwt', lvl1: 'Users & Permissions', lvl2: 'JWT', content: 'The jwt expires after 30 days.'}),
  ];
  const index = buildInvertedIndex(RECORDS);
  const pages = (query: string) => searchIndex(index, {...INDEX_DEFAULTS, query}).hits.map((hit) => new URL(hit.url as string).pathname);

  it('finds the docs’ word from the reader’s word', () => {
    expect(pages('youngest')).toEqual([]);
    expect(pages('newest')).toEqual(['/cms/api/rest/sort-pagination']);
    expect(pages('login token expires')).toEqual(['/cms/features/users-permissions']);
  });
});
