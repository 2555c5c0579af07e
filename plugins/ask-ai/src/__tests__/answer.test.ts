import {describe, expect, it} from 'vitest';
import {retrieveSections} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {composeAnswer, NO_CLEAR_ANSWER} from '../answer/compose';
import {asksHow} from '../answer/answerCues';
import {questionWords} from '@site/plugins/search-local/src/engine/retrieval/questionWords';
import {splitSentences} from '../answer/sentences';
import {CODE, corpus} from './corpus';
import {buildInvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {record} from '@site/plugins/search-local/src/engine/__tests__/records';

const {index} = corpus();
const codeFor = (key: string) => CODE[key];

describe('questionWords and asksHow', () => {
  it('keeps the topic words of a question', () => {
    expect(questionWords('How do I populate the relations of my articles?')).toEqual(['populate', 'relations', 'articles']);
  });

  it('drops the intensifiers of spoken questions', () => {
    // "real" is rare in the docs, so it weighed as much as "production" and led to an unrelated page.
    expect(questionWords('How do I run Strapi on a real server for production?')).toEqual(['run', 'strapi', 'server', 'production']);
  });

  it('keeps "between" only where it asks for a range of numbers', () => {
    expect(questionWords('How do I get products whose price is between 10 and 50?')).toEqual(['products', 'price', 'between', '10', '50']);
    expect(questionWords('What is the difference between drafts and releases?')).toEqual(['drafts', 'releases']);
  });

  it('recognizes questions that want a procedure', () => {
    expect(asksHow('How do I populate relations?')).toBe(true);
    expect(asksHow('Show me an example of filters')).toBe(true);
    expect(asksHow('Which databases are supported?')).toBe(false);
  });
});

describe('splitSentences', () => {
  it('splits on sentence ends', () => {
    expect(splitSentences('Run the build. Then start the server! Done?')).toEqual(['Run the build.', 'Then start the server!', 'Done?']);
  });

  it('does not end a sentence inside a query string or at a quoted label', () => {
    expect(
      splitSentences('GET /api/homepage?locale=fr returns the French version. The Welcome to Strapi! registration form opens. Change "Welcome to Strapi!" on the login page. Done?'),
    ).toEqual([
      'GET /api/homepage?locale=fr returns the French version.',
      'The Welcome to Strapi! registration form opens.',
      'Change "Welcome to Strapi!" on the login page.',
      'Done?',
    ]);
  });
});

describe('retrieveSections', () => {
  it('ranks the section that covers the question first', () => {
    const {sections} = retrieveSections(index, 'Which port does the server listen on?');
    expect(sections[0]!.section.url).toBe('/cms/configurations/server#available-options');
    expect(sections[0]!.coverage).toBe(1);
  });

  it('matches typos and plurals as search does', () => {
    const {sections} = retrieveSections(index, 'how to popluate relation');
    expect(sections[0]!.section.pageUrl).toBe('/cms/api/rest/populate-select');
  });

  it('skips link lists and ranks deprecated pages below current ones', () => {
    const urls = retrieveSections(index, 'populate relations').sections.map(({section}) => section.url);
    expect(urls).not.toContain('/cms/api/rest/populate-select#related-pages');
    expect(urls.indexOf('/cms/api/rest/populate-select#population')).toBeLessThan(urls.indexOf('/cms/api/entity-service#populate'));
  });
});

describe('composeAnswer', () => {
  it('cites every sentence to a listed source', () => {
    const answer = composeAnswer(index, retrieveSections(index, 'Which port does the server listen on?'), {withCode: false, codeFor});
    expect(answer.confident).toBe(true);
    const sentences = answer.text.split(/(?<=\])\s+/);
    for (const sentence of sentences) expect(sentence).toMatch(/\[\d\]$/);
    const cited = new Set([...answer.text.matchAll(/\[(\d)\]/g)].map((match) => Number(match[1])));
    expect([...cited].sort()).toEqual(answer.sources.map((source) => source.n));
    expect(answer.sources[0]).toEqual({n: 1, title: 'Server configuration', section: 'Available options', url: '/cms/configurations/server#available-options'});
  });

  it('drops a sentence that repeats one already chosen', () => {
    const answer = composeAnswer(index, retrieveSections(index, 'Which port does the server listen on?'), {withCode: false, codeFor});
    expect(answer.text.match(/listens on port 1337/g)).toHaveLength(1);
  });

  it('adds the code example of a cited section when the question asks how', () => {
    const answer = composeAnswer(index, retrieveSections(index, 'How do I populate relations with REST?'), {withCode: true, codeFor});
    expect(answer.text).toContain('```http\nGET /api/articles?populate=*\n```');
    expect(answer.text).toMatch(/Example from Population \[1\]:/);
  });

  it('lists the closest pages instead of guessing when evidence is weak', () => {
    const answer = composeAnswer(index, retrieveSections(index, 'server pricing for enterprise invoices'), {withCode: false, codeFor});
    expect(answer.confident).toBe(false);
    expect(answer.text).toBe(NO_CLEAR_ANSWER);
    expect(answer.sources.map((source) => source.url)).toContain('/cms/configurations/server#available-options');
  });

  it('marks as code exactly what the page set as code, in whichever sentence of the text it sits', () => {
    const content = 'Every project has a server. It listens on port 1337 unless PORT sets another; Node.js stays prose.';
    const spanOf = (piece: string) => [content.indexOf(piece), content.indexOf(piece) + piece.length];
    const docs = buildInvertedIndex([
      record({url: '/server', lvl1: 'Server'}),
      {...record({url: '/server#port', lvl1: 'Server', lvl2: 'Port', content}), codeSpans: [...spanOf('1337'), ...spanOf('PORT')]},
    ]);
    const answer = composeAnswer(docs, retrieveSections(docs, 'Which port does the server listen on?'), {withCode: false, codeFor});
    expect(answer.text).toContain('It listens on port `1337` unless `PORT` sets another; Node.js stays prose. [1]');
  });

  it('answers with no source when nothing matches at all', () => {
    const answer = composeAnswer(index, retrieveSections(index, 'capital of France'), {withCode: false, codeFor});
    expect(answer).toMatchObject({confident: false, sources: []});
  });
});
