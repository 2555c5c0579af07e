import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {parseFrontMatterWithoutQuestions, readDocSources} from '../readerQuestions';

const PAGE = `---
title: Webhooks
tags:
  - Webhooks
questions:
  - How do I call another service when an entry is published?
  - Can I sign webhook requests?
---

Webhooks tell other services about content changes.
`;

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-questions-'));
fs.mkdirSync(path.join(siteDir, 'docs'));
fs.writeFileSync(path.join(siteDir, 'docs/webhooks.mdx'), PAGE);
fs.writeFileSync(path.join(siteDir, 'docs/plain.mdx'), '---\ntitle: Plain\nquestions: not a list\n---\n\nText.\n');
afterAll(() => fs.rmSync(siteDir, {recursive: true, force: true}));

describe('reader questions', () => {
  it('never reach the front matter Docusaurus puts in page JavaScript', async () => {
    const filePath = path.join(siteDir, 'docs/webhooks.mdx');
    const parsed = await parseFrontMatterWithoutQuestions({filePath, fileContent: PAGE, defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER});
    expect(parsed.frontMatter).toEqual({title: 'Webhooks', tags: ['Webhooks']});
    expect(parsed.content.trim()).toBe('Webhooks tell other services about content changes.');
  });

  it('are read back from the source files for the index', async () => {
    const sources = await readDocSources(siteDir, [
      {permalink: '/webhooks', title: 'Webhooks', source: '@site/docs/webhooks.mdx'},
      {permalink: '/plain', title: 'Plain', source: '@site/docs/plain.mdx'},
    ]);
    expect(sources.map((source) => ({...source, body: source.body.trim()}))).toEqual([
      {
        permalink: '/webhooks',
        title: 'Webhooks',
        questions: ['How do I call another service when an entry is published?', 'Can I sign webhook requests?'],
        body: 'Webhooks tell other services about content changes.',
      },
      {permalink: '/plain', title: 'Plain', questions: undefined, body: 'Text.'},
    ]);
  });
});
