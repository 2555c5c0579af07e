import {describe, expect, it} from 'vitest';
import {buildInvertedIndex} from '@site/plugins/search-local/src/engine/invertedIndex';
import {record} from '@site/plugins/search-local/src/engine/__tests__/records';
import type {CodeBlock} from '@site/plugins/search-local/src/types';
import {extractiveAnswer} from '../answer/answer';
import {answerCues, asksProcedure, carries} from '../answer/answerCues';
import {codeSurface, questionSurface, sameSurface} from '../answer/codeSurface';
import {NO_CLEAR_ANSWER} from '../answer/compose';
import {retrieveSections} from '@site/plugins/search-local/src/engine/retrieval/retrieveSections';
import {sectionTable} from '@site/plugins/search-local/src/engine/retrieval/sections';

const SORT = '/cms/api/rest/sort-pagination';
const DOCUMENTS = '/cms/api/document-service/sort-pagination';

const index = buildInvertedIndex([
  record({url: SORT, lvl1: 'Sort and pagination'}),
  record({url: `${SORT}#sort`, lvl1: 'Sort and pagination', lvl2: 'Sort', content: 'Sorting orders the results of a list request by one or more fields of the content.'}),
  record({url: `${SORT}#sort`, lvl1: 'Sort and pagination', lvl2: 'Sort', content: 'Add :desc after a field name, as in sort=publishedAt:desc, to sort results in descending order.'}),
  record({url: `${SORT}#pagination`, lvl1: 'Sort and pagination', lvl2: 'Pagination', content: 'Results come in pages of 25 entries unless the request sets another page size.'}),
  record({url: DOCUMENTS, lvl1: 'Sorting with the Document Service API'}),
  record({url: `${DOCUMENTS}#sort`, lvl1: 'Sorting with the Document Service API', lvl2: 'Sort', content: 'Pass sort to findMany to sort results in descending order of a field.'}),
  record({url: '/cms/configurations/server', lvl1: 'Server configuration'}),
  record({url: '/cms/configurations/server#options', lvl1: 'Server configuration', lvl2: 'Options', content: 'The server runs on the machine that hosts your project and answers every request.'}),
  record({url: '/cms/configurations/server#options', lvl1: 'Server configuration', lvl2: 'Options', content: 'port (default 1337): Port the server listens on.', codeSpans: [0, 4, 14, 18]}),
  record({url: '/cloud/projects/regions', lvl1: 'Project regions'}),
  record({url: '/cloud/projects/regions#region', lvl1: 'Project regions', lvl2: 'Region', content: 'The region you pick for a project is fixed once the project exists.'}),
  record({url: '/cloud/projects/regions#region', lvl1: 'Project regions', lvl2: 'Region', content: 'You pick a project region among US (East), Europe (West) or Asia (Southeast).'}),
]);

const CODE: Record<string, CodeBlock[]> = {
  [`${SORT}#sort`]: [{language: 'bash', title: null, code: 'curl "http://localhost:1337/api/articles?sort=publishedAt:desc"'}],
  [`${DOCUMENTS}#sort`]: [{language: 'js', title: null, code: "await strapi.documents('api::article.article').findMany({sort: 'publishedAt:desc'});"}],
};
const codeFor = (key: string) => CODE[key];

describe('answer-type cues', () => {
  it('reads what kind of fact a question asks for', () => {
    expect(answerCues('Which port does Strapi listen on?')).toEqual(['number']);
    expect(answerCues('Which environment variable sets the secret?')).toContain('identifier');
    expect(answerCues('What command starts the server?')).toContain('command');
    expect(answerCues('What URL do I send files to?')).toContain('url');
    expect(answerCues('In which parts of the world can my project run?')).toContain('choices');
    expect(answerCues('Which databases does Strapi support?')).toContain('choices');
    expect(answerCues('What is the difference between a policy and a middleware?')).toEqual(['contrast']);
    expect(answerCues('Policy vs middleware?')).toEqual(['contrast']);
    expect(answerCues('Why is my build slow?')).toEqual([]);
    expect(asksProcedure('How do I sort results?')).toBe(true);
    expect(asksProcedure('Why are results sorted?')).toBe(false);
  });

  it('knows which sentences carry such a fact', () => {
    expect(carries('The default port is 1337.', 'number')).toBe(true);
    expect(carries('Set APP_KEYS in the .env file.', 'identifier')).toBe(true);
    expect(carries('Use pagination[page] to pick a page.', 'identifier')).toBe(true);
    expect(carries('Run npx create-strapi@latest to start.', 'command')).toBe(true);
    expect(carries('Send files to /api/upload.', 'url')).toBe(true);
    expect(carries('Pick a number that suits you.', 'number')).toBe(false);
    expect(carries('Servers run in US (East), Europe (West) or Asia (Southeast).', 'choices')).toBe(true);
    expect(carries('Servers run close to your users.', 'choices')).toBe(false);
    expect(carries('A policy allows or blocks a request, while a middleware changes it.', 'contrast')).toBe(true);
    expect(carries('A policy allows or blocks a request.', 'contrast')).toBe(false);
  });

  it('opens the answer with the sentence that carries the asked-for fact', () => {
    const answer = extractiveAnswer(index, 'Which port does the server use out of the box?', codeFor);
    expect(answer.confident).toBe(true);
    expect(answer.text.split('\n')[0]).toMatch(/^`port` \(default `1337`\)/);
  });

  it('opens with the list of choices when the question asks which ones there are', () => {
    const answer = extractiveAnswer(index, 'Which project regions can I pick?', codeFor);
    expect(answer.confident).toBe(true);
    expect(answer.text.split('\n')[0]).toMatch(/^You pick a project region among US \(East\)/);
  });
});

describe('same-surface code examples', () => {
  it('tells the API a question and a code example are about', () => {
    expect(questionSurface('How do I sort REST results?')).toBe('rest');
    expect(questionSurface('How do I sort in my server code?')).toBe('document-service');
    expect(questionSurface('How do I sort with GraphQL?')).toBe('graphql');
    expect(questionSurface('How do I sort results?')).toBeNull();
    expect(codeSurface(CODE[`${SORT}#sort`]![0]!)).toBe('rest');
    expect(codeSurface(CODE[`${DOCUMENTS}#sort`]![0]!)).toBe('document-service');
    expect(sameSurface('rest', CODE[`${DOCUMENTS}#sort`]![0]!)).toBe(false);
    expect(sameSurface(null, CODE[`${DOCUMENTS}#sort`]![0]!)).toBe(true);
  });

  it('gives a REST question a REST example, never a Document Service one', () => {
    const answer = extractiveAnswer(index, 'How do I sort REST results in descending order?', codeFor);
    expect(answer.text).toContain('curl');
    expect(answer.text).not.toContain('strapi.documents');
  });

  it('gives a server-code question the Document Service example, never the REST one', () => {
    const answer = extractiveAnswer(index, 'How do I sort results in descending order from my server code?', codeFor);
    expect(answer.text).not.toContain('curl');
  });

  it('takes the example from a close section no sentence cites, and cites that section', () => {
    const docs = buildInvertedIndex([
      record({url: '/upgrade', lvl1: 'Upgrades'}),
      record({url: '/upgrade#versions', lvl1: 'Upgrades', lvl2: 'Versions', content: 'A minor upgrade brings the latest minor version, with new features and fixes.'}),
      record({url: '/upgrade#latest-minor-version', lvl1: 'Upgrades', lvl2: 'Latest minor version'}),
      ...['a', 'b', 'c'].map((id) => record({url: `/other/${id}`, lvl1: `Other ${id}`, content: 'Content types hold fields.'})),
    ]);
    const blocks: Record<string, CodeBlock[]> = {'/upgrade#latest-minor-version': [{language: 'bash', title: null, code: 'npx @strapi/upgrade minor'}]};
    const answer = extractiveAnswer(docs, 'How do I upgrade to the latest minor version?', (key) => blocks[key]);
    expect(answer.text).toMatch(/^A minor upgrade/);
    expect(answer.text).toContain('npx @strapi/upgrade minor');
    expect(answer.sources.map((source) => source.url)).toEqual(['/upgrade#versions', '/upgrade#latest-minor-version']);
  });

  it('shows no example rather than one from another API', () => {
    const restOnly = (key: string) => (key === `${SORT}#sort` ? undefined : CODE[key]);
    const answer = extractiveAnswer(index, 'How do I sort REST results in descending order?', restOnly);
    expect(answer.text).not.toContain('```');
  });
});

describe('refusals', () => {
  it.each(['How do I renew my passport?', 'What is a good recipe for banana bread?', 'How do I center a div with CSS grid?'])(
    'declines "%s" with the closest pages',
    (question) => {
      const answer = extractiveAnswer(index, question, codeFor);
      expect(answer.confident).toBe(false);
      expect(answer.text).toBe(NO_CLEAR_ANSWER);
    },
  );

  it('counts a word matched only through a typo as partly missing', () => {
    // "sport" is one typo from "sort": a weak sign that the sort pages answer it.
    const [best] = retrieveSections(index, 'sport').sections;
    expect(best!.coverage).toBeGreaterThan(0);
    expect(best!.coverage).toBeLessThan(0.7);
    expect(retrieveSections(index, 'sort').sections[0]!.coverage).toBe(1);
  });

  it('reads a word the docs hold as written, not as a typo of another', () => {
    // "project" and "product" are two typos apart and both in the docs: a project question is not about products.
    const docs = buildInvertedIndex([
      record({url: '/cms/project-structure', lvl1: 'Project structure', content: 'The project folder holds your code.'}),
      record({url: '/cloud/plans', lvl1: 'Plans', content: 'The product page lists every plan.'}),
    ]);
    expect([...retrieveSections(docs, 'Where is my project?').words[0]!.terms.keys()]).toEqual(['project']);
    // "projetc" is in no page: it is read as a typo.
    expect([...retrieveSections(docs, 'Where is my projetc?').words[0]!.terms.keys()]).toContain('project');
  });

  it('leads with a sentence from a section that ranks close to the best one', () => {
    // The example row repeats every word of the question, but its page is about something else.
    const docs = buildInvertedIndex([
      {...record({url: '/rest/sort', lvl1: 'Sort'}), questions: 'list articles newest first'},
      record({url: '/rest/sort#order', lvl1: 'Sort', lvl2: 'Newest first', content: 'Add :desc after a field name to reverse the order of a list.'}),
      record({url: '/rest/builder', lvl1: 'Query builder'}),
      record({url: '/rest/builder#examples', lvl1: 'Query builder', lvl2: 'Examples', content: 'Example three: a list of the five articles of one category, newest first, without the count.'}),
      ...['a', 'b', 'c', 'd'].map((id) => record({url: `/other/${id}`, lvl1: `Other ${id}`, content: 'Articles and categories are content types.'})),
    ]);
    const answer = extractiveAnswer(docs, 'How do I list articles newest first?', () => undefined);
    expect(answer.text).toMatch(/^Add :desc after/);
    expect(answer.sources[0]!.url).toBe('/rest/sort#order');
  });

  it('leads with how Strapi 5 works, not with a migration page\'s "Strapi 4" section, unless the question names that version', () => {
    const docs = buildInvertedIndex([
      record({url: '/rest/sort', lvl1: 'Sort'}),
      record({url: '/rest/sort#order', lvl1: 'Sort', lvl2: 'Order', content: 'To list the newest articles first, sort on createdAt with :desc.'}),
      // A migration page about exactly the question: its "Strapi 4" section matches it word for word.
      record({url: '/migration/sort-by-id', lvl1: 'Listing the newest articles first', pageRank: -1}),
      record({url: '/migration/sort-by-id#strapi-4', lvl1: 'Listing the newest articles first', lvl2: 'Strapi 4', content: 'You list the newest articles first by sorting on id with :desc.'}),
      record({url: '/migration/sort-by-id#strapi-5', lvl1: 'Listing the newest articles first', lvl2: 'Strapi 5', content: 'Sorting on id no longer gives the order of creation.'}),
      ...['a', 'b', 'c', 'd'].map((id) => record({url: `/other/${id}`, lvl1: `Other ${id}`, content: 'Articles and categories are content types.'})),
    ]);
    const {sections} = sectionTable(docs);
    expect(sections.filter((section) => section.olderVersion).map((section) => section.url)).toEqual(['/migration/sort-by-id#strapi-4']);
    expect(extractiveAnswer(docs, 'How do I list the newest articles first?', () => undefined).sources[0]!.url).toBe('/rest/sort#order');
    expect(extractiveAnswer(docs, 'How did I list the newest articles first in Strapi 4?', () => undefined).sources[0]!.url).toBe('/migration/sort-by-id#strapi-4');
  });

  it('does not open with a sentence about Strapi v4 from a section about today\'s Strapi, unless the question names v4', () => {
    const docs = buildInvertedIndex([
      record({url: '/hooks', lvl1: 'Reacting to content changes'}),
      record({
        url: '/hooks#lifecycles',
        lvl1: 'Reacting to content changes',
        lvl2: 'Lifecycle hooks',
        content: 'In Strapi v4, the usual way to react to content changes was a lifecycle hook in a lifecycles.js file.',
      }),
      record({
        url: '/hooks#lifecycles',
        lvl1: 'Reacting to content changes',
        lvl2: 'Lifecycle hooks',
        content: 'Declare a lifecycle hook in the lifecycles.js file of the content type, such as beforeCreate.',
      }),
      ...['a', 'b', 'c', 'd'].map((id) => record({url: `/other/${id}`, lvl1: `Other ${id}`, content: 'Articles and categories are content types.'})),
    ]);
    expect(extractiveAnswer(docs, 'How do I write a lifecycle hook for a content type?', () => undefined).text).toMatch(/^Declare a lifecycle hook/);
    expect(extractiveAnswer(docs, 'How did I write a lifecycle hook in v4?', () => undefined).text).toMatch(/^In Strapi v4/);
  });

  it('never quotes a list item that finishes a lead-in, but quotes one that opens on code', () => {
    const docs = buildInvertedIndex([
      record({url: '/transactions', lvl1: 'Database transactions'}),
      record({url: '/transactions#how', lvl1: 'Database transactions', lvl2: 'How it works', content: 'Pass a handler to strapi.db.transaction() to run code inside a database transaction.'}),
      record({url: '/transactions#how', lvl1: 'Database transactions', lvl2: 'How it works', content: 'rolls the database transaction back when the handler throws an error.'}),
      record({url: '/transactions#how', lvl1: 'Database transactions', lvl2: 'How it works', content: 'commit() ends the database transaction and keeps what the handler wrote.', codeSpans: [0, 8]}),
      ...['a', 'b', 'c', 'd'].map((id) => record({url: `/other/${id}`, lvl1: `Other ${id}`, content: 'Articles and categories are content types.'})),
    ]);
    const answer = extractiveAnswer(docs, 'What happens to a database transaction when the handler throws an error?', () => undefined).text;
    expect(answer).not.toMatch(/rolls the database/);
    expect(answer).toMatch(/`commit\(\)` ends/);
  });

  it('answers at most four sentences, all cited', () => {
    const answer = extractiveAnswer(index, 'How do I sort results in descending order?', codeFor);
    const prose = answer.text.split('```')[0]!;
    const cited = prose.match(/\[\d\]/g) ?? [];
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.length).toBeLessThanOrEqual(5); // four sentences and the code example's label
  });
});

describe("the reader's own words", () => {
  it('does not let a value the reader picked outweigh the topic', () => {
    // 8080 is in no page: as a rare word it would sink every section's coverage.
    const answer = extractiveAnswer(index, 'Can the server port be 8080?', codeFor);
    expect(answer.confident).toBe(true);
    expect(answer.sources[0]!.url).toBe('/cms/configurations/server#options');
  });

  it('ignores filler words of spoken questions', () => {
    const plain = retrieveSections(index, 'sort results descending');
    const spoken = retrieveSections(index, 'let me just make it sort results descending instead');
    expect(spoken.words.map((word) => word.word)).toEqual(plain.words.map((word) => word.word));
  });

  it('prefers the sentence that keeps two of the question words together', () => {
    // Both rows hold "latest", "minor" and "release"; only one says "latest minor", as the reader did.
    const upgrades = buildInvertedIndex([
      record({url: '/cms/upgrade-tool', lvl1: 'Upgrade tool'}),
      record({url: '/cms/upgrade-tool#commands', lvl1: 'Upgrade tool', lvl2: 'Commands', content: 'patch: The latest patch release of your current major and minor version.', codeSpans: [0, 5]}),
      record({url: '/cms/upgrade-tool#commands', lvl1: 'Upgrade tool', lvl2: 'Commands', content: 'minor: The latest minor and patch release of your current major version.', codeSpans: [0, 5]}),
    ]);
    const answer = extractiveAnswer(upgrades, 'How do I get the latest minor release?', codeFor);
    expect(answer.text.split('\n')[0]).toMatch(/^`minor`:/);
  });

  it('reads a size question as asking for a number', () => {
    expect(answerCues('Which image sizes are generated?')).toEqual(['number']);
  });
});

describe('reader questions', () => {
  // Readers ask the settings page about rotating keys; the section that says how is on the security page.
  const docs = buildInvertedIndex([
    {...record({url: '/cloud/settings', lvl1: 'Project settings'}), questions: 'rotate secret keys'},
    record({url: '/cloud/settings#general', lvl1: 'Project settings', lvl2: 'General', content: 'The general tab shows the keys of the project and its region.'}),
    record({url: '/cms/security', lvl1: 'Security'}),
    record({url: '/cms/security#secret', lvl1: 'Security', lvl2: 'Secret', content: 'To rotate the secret keys, set new keys and restart the server.'}),
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((id) => record({url: `/cms/objects#${id}`, lvl1: 'Objects', lvl2: id, content: 'Object keys are listed here.'})),
  ]);
  const first = (purpose: 'answers' | 'pages') => retrieveSections(docs, 'How do I rotate secret keys?', {for: purpose}).sections[0]!.section.url;

  it('say which page, not which section: an answer starts from the section that holds the words', () => {
    expect(first('answers')).toBe('/cms/security#secret');
  });

  it('weigh more when search ranks pages', () => {
    expect(first('pages')).toBe('/cloud/settings#general');
  });
});

describe('scoped retrieval', () => {
  it('puts the asked-about page, then section, first', () => {
    const pageFirst = retrieveSections(index, 'sort results descending', {scope: {pagePath: DOCUMENTS}});
    expect(pageFirst.sections[0]!.section.pageUrl).toBe(DOCUMENTS);
    const sectionFirst = retrieveSections(index, 'sort results descending', {scope: {pagePath: SORT, sectionId: 'pagination'}});
    expect(sectionFirst.sections[0]!.section.url).toBe(`${SORT}#pagination`);
  });

  it('answers a question about a code block from its section, however few words they share', () => {
    const answer = extractiveAnswer(index, 'What does this example do?', codeFor, {pagePath: SORT, sectionId: 'sort'});
    expect(answer.confident).toBe(true);
    expect(answer.sources[0]!.url).toBe(`${SORT}#sort`);
  });
});
