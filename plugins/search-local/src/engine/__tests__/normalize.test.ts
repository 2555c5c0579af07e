import {describe, expect, it} from 'vitest';
import {buildInvertedIndex, postingAttribute, postingPosition, SEARCHABLE_ATTRIBUTES} from '../invertedIndex';
import {identifierParts, tokenize} from '../normalize';
import {record} from './records';

const SAMPLES = [
  'Use findMany() to list documents.',
  'api_token, API_TOKEN and __proto__',
  'Café crème à la carte: ÉTÉ 2024',
  'Ünïcödé wörds, naïve façade',
  '日本語のテキスト and 中文',
  'emoji 🚀 between words, 𝒳 math letter and 𠀋 CJK extension',
  'Numbers 1.2.3, v5, 100% and ½',
  'tabs\tnew\nlines   spaces',
  '<script>alert(1)</script>',
  '',
  '   ',
  'trailing word',
  'Ω',
  'combining e\u0301 accent',
];

const CONTENT = SEARCHABLE_ATTRIBUTES.indexOf('content');

/** Each term of a text indexed on its own, with the positions the index stored for it. */
function indexedTerms(text: string): Map<string, number[]> {
  const index = buildInvertedIndex([record({url: '/sample', lvl1: 'Sample', content: text})]);
  const terms = new Map<string, number[]>();
  for (const [term, postings] of index.postings) {
    const inContent = [...postings].filter((posting) => postingAttribute(posting) === CONTENT);
    if (inContent.length) terms.set(term, inContent.map(postingPosition));
  }
  return terms;
}

describe('tokenize and the index', () => {
  it.each(SAMPLES)('split %j into the same words at the same positions', (text) => {
    const expected = new Map<string, number[]>();
    for (const token of tokenize(text)) {
      for (const term of [token.term, ...identifierParts(text.slice(token.start, token.end))]) {
        expected.set(term, [...(expected.get(term) ?? []), token.position]);
      }
    }
    expect(indexedTerms(text)).toEqual(expected);
  });

  it('lower-cases and strips accents', () => {
    expect(tokenize('Café NAÏVE').map((token) => token.term)).toEqual(['cafe', 'naive']);
  });
});

describe('identifierParts', () => {
  it('splits camel case and snake case', () => {
    expect(identifierParts('findMany')).toEqual(['find', 'many']);
    expect(identifierParts('api_token')).toEqual(['api', 'token']);
    expect(identifierParts('HTTPServer')).toEqual(['http', 'server']);
  });

  it('leaves plain words alone', () => {
    expect(identifierParts('document')).toEqual([]);
    expect(identifierParts('Document')).toEqual([]);
  });
});
