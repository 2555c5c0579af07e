import {describe, expect, it} from 'vitest';
import {markdownToText, markdownToTextWithCode, sourceRecords} from '../sourceRecords';

describe('sourceRecords (dev server index)', () => {
  const body = [
    "import Tabs from '@theme/Tabs';",
    '',
    'Intro with a [link](/cms/intro) and **bold** text.',
    '',
    '## Create a `findMany` query',
    '',
    '```js',
    'const hidden = true;',
    '```',
    '',
    'Call it with <Tabs>filters</Tabs>.',
    '',
    '### Filters',
    '',
    ':::tip[Title]',
    'Combine filters.',
    ':::',
  ].join('\n');
  const records = sourceRecords([{permalink: '/cms/api/document-service', title: 'Document Service API', body}], 'https://docs.example.com', 'docs-default-current');

  it('makes one record per section with its heading levels and anchor', () => {
    expect(records.map((record) => [record.hierarchy.lvl2, record.hierarchy.lvl3, record.anchor])).toEqual([
      [null, null, null],
      ['Create a findMany query', null, 'create-a-findmany-query'],
      [null, 'Filters', 'filters'],
    ]);
    expect(records[1]!.url).toBe('https://docs.example.com/cms/api/document-service#create-a-findmany-query');
    expect(records.every((record) => record.hierarchy.lvl0 === 'Strapi CMS')).toBe(true);
  });

  it('keeps prose and drops code, imports, JSX tags and Markdown syntax', () => {
    expect(records[0]!.content).toBe('Intro with a link and bold text.');
    expect(records[1]!.content).toBe('Call it with filters .');
    expect(records[2]!.content).toBe('Combine filters.');
    expect(markdownToText('![alt text](/img.png) `code`')).toBe('alt text code');
  });

  it('keeps inline code as written, and where it sits, for Ask AI', () => {
    expect(markdownToTextWithCode('Set **`my_key`** to `populate=*`, _not_ `a`.')).toEqual({
      text: 'Set my_key to populate=* , not a .',
      codeSpans: [4, 10, 14, 24, 31, 32],
    });
    expect(records[1]!.codeSpans).toBeUndefined();
  });
});
