import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../extractRecords';
import {extractCodeBlocks} from '../extractCodeBlocks';
import type {SearchRecord} from '../../types';
import {codeBlockHtml, docPageHtml, DOCS_SIDEBAR, headingHtml, sidebarHtml, type DocPageOptions} from './docPage';

const SITE = 'https://docs.example.com';
const PATH = '/cms/api/rest/filters';
const PAGE_URL = `${SITE}${PATH}`;

function extract(options: Partial<DocPageOptions> & {body: string}, pageRank = 0, siteUrl = SITE): SearchRecord[] {
  const path = options.path ?? PATH;
  return extractRecords({path, $: load(docPageHtml({...options, path})), siteUrl, pageRank});
}

/** [type, anchor, lvl2, lvl3, content]: what tells records apart within one page. */
const outline = (records: SearchRecord[]) =>
  records.map((record) => [record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3, record.content]);

const ADMONITION = `<div class="theme-admonition theme-admonition-caution admonition_x alert alert--warning"><div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg viewBox="0 0 16 16"><path d="M0 0"></path></svg></span>caution</div><div class="admonitionContent_x"><p>Filters on private fields are rejected.</p></div></div>`;

const TABS = `<div class="tabs-container tabList_x"><ul role="tablist" aria-orientation="horizontal" class="tabs"><li role="tab" tabindex="0" aria-selected="true" class="tabs__item tabs__item--active">JavaScript</li><li role="tab" tabindex="-1" aria-selected="false" class="tabs__item">TypeScript</li></ul><div class="margin-top--md"><div role="tabpanel" class="tabItem_x"><p>In JavaScript, pass the filters object.</p></div><div role="tabpanel" class="tabItem_x" hidden><p>In TypeScript, type the filters object.</p></div></div></div>`;

const FILTERS_BODY = `<p>Filter   results
  with <strong>operators</strong>&nbsp;and\tlogic.</p>
${headingHtml(2, 'operators', 'Operators')}
<p>Use <code>$eq</code> to match a value.</p>
<table><thead><tr><th>Operator</th><th>Description</th></tr></thead><tbody><tr><td><code>$eq</code></td><td>Equal</td></tr><tr><td><code>$ne</code></td><td>Not equal</td></tr></tbody></table>
${headingHtml(3, 'combining-operators', 'Combining operators')}
<ul><li><p>Use <code>$and</code> to require every condition.</p><p>It is the default.</p></li><li>Use <code>$or</code> for any condition<ul><li>Nest them as deep as needed</li></ul></li></ul>
${ADMONITION}
${codeBlockHtml('js', ["const filters = {title: {$eq: 'Hello'}};"], 'src/api/filters.js')}
${TABS}
${headingHtml(2, 'deep-filtering', 'Deep filtering')}
<p>Filter on relations.</p>`;

describe('extractRecords: hierarchy and order', () => {
  const records = extract({body: FILTERS_BODY});

  it('makes the page record, then heading and content records under their headings, in document order', () => {
    expect(outline(records)).toEqual([
      ['lvl1', null, null, null, null],
      ['content', null, null, null, 'Filter results with operators and logic.'],
      ['lvl2', 'operators', 'Operators', null, null],
      ['content', 'operators', 'Operators', null, 'Use $eq to match a value.'],
      // Tables: the last cell of each row, the description.
      ['content', 'operators', 'Operators', null, '$eq: Equal'],
      ['content', 'operators', 'Operators', null, '$ne: Not equal'],
      ['lvl3', 'combining-operators', 'Operators', 'Combining operators', null],
      // A list item made of paragraphs: its paragraphs, once each, not the item as well.
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'Use $and to require every condition.'],
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'It is the default.'],
      // A list item with a nested list: its own text, then the nested item on its own.
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'Use $or for any condition'],
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'Nest them as deep as needed'],
      // Admonition text, without its "caution" label; code left out; every tab panel, no tab labels.
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'Filters on private fields are rejected.'],
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'In JavaScript, pass the filters object.'],
      ['content', 'combining-operators', 'Operators', 'Combining operators', 'In TypeScript, type the filters object.'],
      // A new h2 clears the h3 above it.
      ['lvl2', 'deep-filtering', 'Deep filtering', null, null],
      ['content', 'deep-filtering', 'Deep filtering', null, 'Filter on relations.'],
    ]);
  });

  it('takes lvl0 from the top sidebar category of the active page and lvl1 from the title', () => {
    for (const record of records) {
      expect(record.hierarchy.lvl0).toBe('APIs');
      expect(record.hierarchy.lvl1).toBe('Filters');
      expect([record.hierarchy.lvl4, record.hierarchy.lvl5, record.hierarchy.lvl6]).toEqual([null, null, null]);
    }
  });

  it('links each record to its section: the page before the first heading, the heading anchor after', () => {
    expect(records[0]).toMatchObject({url: PAGE_URL, url_without_anchor: PAGE_URL, anchor: null});
    expect(records[1]).toMatchObject({url: PAGE_URL, anchor: null});
    expect(records[3]).toMatchObject({url: `${PAGE_URL}#operators`, url_without_anchor: PAGE_URL});
    expect(records.at(-1)).toMatchObject({url: `${PAGE_URL}#deep-filtering`, url_without_anchor: PAGE_URL});
    expect(records.every((record) => record.url_without_anchor === PAGE_URL)).toBe(true);
  });

  it('copies the language and DocSearch tag of the page, and builds URLs from a site URL with a slash', () => {
    const [first] = extract({body: '<p>Texte.</p>', meta: {language: 'fr', tag: 'docs-default-4.x'}}, 0, `${SITE}/`);
    expect(first).toMatchObject({language: 'fr', docusaurus_tag: 'docs-default-4.x', url: PAGE_URL});
  });

  it('gives each record a unique objectID made of path, anchor and position', () => {
    const ids = records.map((record) => record.objectID);
    expect(new Set(ids).size).toBe(records.length);
    expect(ids.slice(0, 4)).toEqual([`${PATH}#-0`, `${PATH}#-1`, `${PATH}#operators-2`, `${PATH}#operators-3`]);
    const other = extract({path: '/cms/api/rest/sort', body: FILTERS_BODY});
    expect(other.map((record) => record.objectID).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('clears deeper levels when a heading of the same or a shallower level follows', () => {
    const deep = extract({
      body: [
        headingHtml(2, 'a', 'A'),
        headingHtml(3, 'b', 'B'),
        headingHtml(4, 'c', 'C'),
        headingHtml(5, 'd', 'D'),
        '<p>Under D.</p>',
        headingHtml(3, 'e', 'E'),
        '<p>Under E.</p>',
        headingHtml(3, 'f', 'F'),
        headingHtml(2, 'g', 'G'),
        // An h4 straight under an h2: lvl3 stays empty.
        headingHtml(4, 'h', 'H'),
        '<p>Under H.</p>',
      ].join('\n'),
    });
    const levels = deep.map((record) => [
      record.type,
      record.hierarchy.lvl2,
      record.hierarchy.lvl3,
      record.hierarchy.lvl4,
      record.hierarchy.lvl5,
      record.content,
    ]);
    expect(levels).toEqual([
      ['lvl1', null, null, null, null, null],
      ['lvl2', 'A', null, null, null, null],
      ['lvl3', 'A', 'B', null, null, null],
      ['lvl4', 'A', 'B', 'C', null, null],
      ['lvl5', 'A', 'B', 'C', 'D', null],
      ['content', 'A', 'B', 'C', 'D', 'Under D.'],
      ['lvl3', 'A', 'E', null, null, null],
      ['content', 'A', 'E', null, null, 'Under E.'],
      ['lvl3', 'A', 'F', null, null, null],
      ['lvl2', 'G', null, null, null, null],
      ['lvl4', 'G', null, 'H', null, null],
      ['content', 'G', null, 'H', null, 'Under H.'],
    ]);
  });

  it('links the records under a heading without an id to the anchor before it', () => {
    const records = extract({body: `${headingHtml(2, 'setup', 'Setup')}<h3>Without id</h3><p>Under it.</p>`});
    expect(records.slice(2).map((record) => [record.type, record.hierarchy.lvl3, record.anchor, record.url])).toEqual([
      ['lvl3', 'Without id', 'setup', `${PAGE_URL}#setup`],
      ['content', 'Without id', 'setup', `${PAGE_URL}#setup`],
    ]);
  });

  it('ignores a heading with no text of its own, keeping the section before it', () => {
    const records = extract({
      body: `${headingHtml(2, 'setup', 'Setup')}<p>First.</p><h2 id="empty"><a href="#empty" class="hash-link">\u200B</a></h2><p>Second.</p>`,
    });
    expect(outline(records)).toEqual([
      ['lvl1', null, null, null, null],
      ['lvl2', 'setup', 'Setup', null, null],
      ['content', 'setup', 'Setup', null, 'First.'],
      ['content', 'setup', 'Setup', null, 'Second.'],
    ]);
  });
});

describe('extractRecords: lvl0 from the sidebar', () => {
  const lvl0 = (path: string, sidebar?: string | null) => extract({path, body: '<p>Text.</p>', sidebar})[0]!.hierarchy.lvl0;

  it('uses the top category holding the active page, however deep the page sits', () => {
    expect(lvl0('/cms/quick-start')).toBe('Getting Started');
    expect(lvl0('/cms/api/document-service')).toBe('APIs');
    // Two levels down (APIs > REST API > Populate and select): the top category, not "REST API".
    expect(lvl0('/cms/api/rest/populate-select')).toBe('APIs');
    expect(lvl0('/cms/configurations/server')).toBe('Configurations');
  });

  it('finds the category from the page link alone when the categories are not marked active', () => {
    const sidebar = sidebarHtml(DOCS_SIDEBAR, '/cms/api/rest/populate-select', {activeCategories: false});
    expect(lvl0('/cms/api/rest/populate-select', sidebar)).toBe('APIs');
  });

  it('ignores active links outside the docs sidebar menu', () => {
    const otherMenu = `<div class="navbar-sidebar"><ul class="menu__list"><li class="theme-doc-sidebar-item-category-level-1"><a class="menu__link menu__link--active">Navbar item</a></li></ul></div>`;
    expect(lvl0('/cms/configurations/server', otherMenu + sidebarHtml(DOCS_SIDEBAR, '/cms/configurations/server'))).toBe('Configurations');
  });

  it('normalises the whitespace of the category label', () => {
    const sidebar = sidebarHtml([{label: '\n  Content\u00A0  API\n', items: [{label: 'Filters', href: PATH}]}], PATH);
    expect(lvl0(PATH, sidebar)).toBe('Content API');
  });

  it('falls back to the part of the site when the page is in no category', () => {
    const topLevel = (path: string) => sidebarHtml([{label: 'Home', href: path}, ...DOCS_SIDEBAR], path);
    expect(lvl0('/cms/faq', topLevel('/cms/faq'))).toBe('Strapi CMS');
    expect(lvl0('/cloud/intro', topLevel('/cloud/intro'))).toBe('Strapi Cloud');
    expect(lvl0('/snippets/install', null)).toBe('Snippets');
    expect(lvl0('/release-notes', null)).toBe('General');
  });
});

describe('extractRecords: what is left out', () => {
  it('indexes no code, tab labels, breadcrumbs, mobile TOC, doc footer, hash links, scripts or styles', () => {
    const records = extract({
      body: `${headingHtml(2, 'install', 'Install')}
<ol><li>Install the plugin:${codeBlockHtml('bash', ['npm install SKIPPED-code-in-list'])}</li><li>Restart<script>window.SKIPPED_SCRIPT = 1;</script><style>.SKIPPED-style{}</style> the server.</li></ol>
<pre><p>SKIPPED paragraph in a plain pre</p></pre>
${codeBlockHtml('js', ['// SKIPPED code block'])}
${TABS}`,
    });
    const text = JSON.stringify(records);
    expect(text).not.toMatch(/SKIPPED|Edit this page|Last updated|On this page|Home|Next page|Copyright|Direct link/);
    expect(text).not.toContain('\u200B');
    expect(records.filter((record) => record.type === 'content').map((record) => record.content)).toEqual([
      'Install the plugin:',
      'Restart the server.',
      'In JavaScript, pass the filters object.',
      'In TypeScript, type the filters object.',
    ]);
    expect(records.find((record) => record.type === 'lvl2')!.hierarchy.lvl2).toBe('Install');
  });

  it('indexes a list item made of paragraphs through those paragraphs, once, with its nested list after', () => {
    const records = extract({
      body: '<ul><li><p>Step one.</p><p>Then check it.</p><ul><li>A detail.</li></ul></li><li><p>Step two.</p></li></ul>',
    });
    expect(records.slice(1).map((record) => record.content)).toEqual(['Step one.', 'Then check it.', 'A detail.', 'Step two.']);
  });

  it('skips paragraphs and list items with no text', () => {
    const records = extract({body: '<p>   </p><p>\u200B</p><ul><li> </li><li><img alt="picture only" src="/x.png"></li></ul><p>Kept.</p>'});
    expect(records.slice(1).map((record) => record.content)).toEqual(['Kept.']);
  });

  it('gives no records for pages without DocSearch meta tags, article or title', () => {
    const body = `${headingHtml(2, 'a', 'A')}<p>Text.</p>`;
    expect(extract({body})).toHaveLength(3);
    expect(extract({body, meta: {tag: null}})).toEqual([]);
    expect(extract({body, meta: {language: null}})).toEqual([]);
    expect(extract({body, article: false})).toEqual([]);
    expect(extract({body, title: '  '})).toEqual([]);
  });
});

describe('extractRecords: text and weights', () => {
  it('normalises whitespace: newlines, tabs, non-breaking and zero-width spaces', () => {
    const [, heading, paragraph, item] = extract({
      body: `${headingHtml(2, 'spaces', '\n  Lots\tof\u00A0 space  ')}<p>\n\tOne\u200Btwo \u00A0 three\n\n four  </p><ul><li>  a\n  b  </li></ul>`,
    });
    expect(heading!.hierarchy.lvl2).toBe('Lots of space');
    expect(paragraph!.content).toBe('One two three four');
    expect(item!.content).toBe('a b');
  });

  it('reads a line break as a space between words', () => {
    const [, paragraph] = extract({body: '<p>First line<br>second line<br/>third</p>'});
    expect(paragraph!.content).toBe('First line second line third');
  });

  it('keeps HTML written in the text as text, and flattens inline markup', () => {
    const [, heading, paragraph, linked] = extract({
      body: `${headingHtml(2, 'the-tabs-component', 'The <code>&lt;Tabs&gt;</code> component')}
<p>Wrap it in &lt;Tabs&gt; or write &lt;script&gt;alert(1)&lt;/script&gt; &amp; see &quot;why&quot;.</p>
<p>Read <a href="/cms/api/rest"><em>the REST</em> API</a> docs.</p>`,
    });
    expect(heading!.hierarchy.lvl2).toBe('The <Tabs> component');
    expect(paragraph!.content).toBe('Wrap it in <Tabs> or write <script>alert(1)</script> & see "why".');
    expect(linked!.content).toBe('Read the REST API docs.');
  });

  it('weighs lvl1 100, each heading level 10 less, text 0, with positions in page order', () => {
    const records = extract({
      body: [2, 3, 4, 5, 6].map((level) => `${headingHtml(level as 2 | 3 | 4 | 5 | 6, `h${level}`, `Level ${level}`)}<p>Text ${level}.</p>`).join('\n'),
    });
    expect(records.map((record) => [record.type, record.weight.level])).toEqual([
      ['lvl1', 100],
      ['lvl2', 90],
      ['content', 0],
      ['lvl3', 80],
      ['content', 0],
      ['lvl4', 70],
      ['content', 0],
      ['lvl5', 60],
      ['content', 0],
      ['lvl6', 50],
      ['content', 0],
    ]);
    expect(records.map((record) => record.weight.position)).toEqual(records.map((_, index) => index));
    expect(records.at(-1)!.hierarchy).toMatchObject({lvl2: 'Level 2', lvl3: 'Level 3', lvl4: 'Level 4', lvl5: 'Level 5', lvl6: 'Level 6'});
  });

  it('passes the page rank through to every record', () => {
    expect(extract({body: FILTERS_BODY}, -1).every((record) => record.weight.pageRank === -1)).toBe(true);
    expect(extract({body: FILTERS_BODY}, 7).every((record) => record.weight.pageRank === 7)).toBe(true);
  });
});

describe('extractCodeBlocks', () => {
  const blocks = (body: string) => extractCodeBlocks(PATH, load(docPageHtml({path: PATH, body})));

  it('keys code blocks by their section, with language, title and code', () => {
    expect(
      blocks(`${codeBlockHtml('bash', ['npm run develop   '])}
${headingHtml(2, 'operators', 'Operators')}
${codeBlockHtml('ts', ['const filters = {', "  title: {$eq: 'Hello'},", '};', '', ''], 'src/api/filters.ts')}
<h3>No id</h3>
${codeBlockHtml('json', ['{"ok": true}'])}`),
    ).toEqual({
      [`${PATH}#`]: [{language: 'bash', title: null, code: 'npm run develop'}],
      [`${PATH}#operators`]: [
        {language: 'ts', title: 'src/api/filters.ts', code: "const filters = {\n  title: {$eq: 'Hello'},\n};"},
        // A heading without an id keeps the section of the one before.
        {language: 'json', title: null, code: '{"ok": true}'},
      ],
    });
  });

  it('keeps at most two blocks per section and leaves out blocks over 40 lines', () => {
    const lines = (count: number) => Array.from({length: count}, (_, index) => `line ${index + 1}`);
    const sections = blocks(`${headingHtml(2, 'many', 'Many')}
${codeBlockHtml('js', lines(41))}
${codeBlockHtml('js', lines(40))}
${codeBlockHtml('js', ['second'])}
${codeBlockHtml('js', ['third'])}`);
    expect(sections[`${PATH}#many`]!.map((block) => block.code.split('\n').length)).toEqual([40, 1]);
    expect(sections[`${PATH}#many`]![1]!.code).toBe('second');
  });

  it('reads only Prism code blocks inside the article', () => {
    expect(blocks('<pre>plain pre, not Prism</pre><p>No code.</p>')).toEqual({});
  });
});

describe('extractRecords: inline code', () => {
  /** Each record's text with its code spans cut out, to read them at a glance. */
  const codeOf = (record: SearchRecord) => {
    const spans = record.codeSpans ?? [];
    return spans.flatMap((start, i) => (i % 2 === 0 ? [record.content!.slice(start, spans[i + 1])] : []));
  };

  it('keeps where each piece of inline code sits in the text, in reading order', () => {
    const [, paragraph, item, nested, plain] = extract({
      body: `<p>Set <code>port</code> in <a href="/cms/configurations/server"><code>config/server</code></a>, then run <code>npm  run\ndevelop</code>. A port is a number.</p>
<ul><li>Use <code>$or</code><ul><li>nested <code>$and</code></li></ul></li></ul><p>Plain port.</p>`,
    });
    expect(paragraph!.content).toBe('Set port in config/server, then run npm run develop. A port is a number.');
    expect(codeOf(paragraph!)).toEqual(['port', 'config/server', 'npm run develop']);
    // The nested list is a record of its own, and so is its code.
    expect(codeOf(item!)).toEqual(['$or']);
    expect(codeOf(nested!)).toEqual(['$and']);
    expect(plain!.codeSpans).toBeUndefined();
  });

  it('places code where the page has it, not where its text first appears', () => {
    const [, paragraph] = extract({body: '<p>Both return the same documents while <code>en</code> is the <em>default</em>.</p>'});
    expect(paragraph!.codeSpans).toEqual([37, 39]);
    expect(codeOf(paragraph!)).toEqual(['en']);
  });

  it('finds the code of the cells a table row keeps, and none of those it leaves out', () => {
    const body = `<table><thead><tr><th>Option</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody><tr><td><code>port</code></td><td><code>number</code></td><td><code>1337</code></td><td>Port, such as <code>3000</code>.</td></tr></tbody></table>`;
    const row = extract({body}).find((record) => record.type === 'content')!;
    expect(row.content).toBe('port (default 1337): Port, such as 3000.');
    expect(codeOf(row)).toEqual(['port', '1337', '3000']);
  });

  it('indexes a row of a side-by-side comparison with every value, each after its column', () => {
    const body = `<table><thead><tr><th></th><th>Starter</th><th><code>pro</code></th></tr></thead><tbody><tr><td>API requests per month</td><td>100,000</td><td><code>1,000,000</code></td></tr></tbody></table>`;
    const row = extract({body}).find((record) => record.type === 'content')!;
    expect(row.content).toBe('API requests per month: Starter 100,000; pro 1,000,000');
    expect(codeOf(row)).toEqual(['pro', '1,000,000']);
  });

  it('keeps no code of headings, code blocks or skipped parts', () => {
    const records = extract({body: `${headingHtml(2, 'the-tabs-component', 'The <code>&lt;Tabs&gt;</code> component')}<p>Run it.</p>${codeBlockHtml('bash', ['npm run develop'])}`});
    expect(records.every((record) => record.codeSpans === undefined)).toBe(true);
  });
});

describe('extractRecords: reference tables and reader questions', () => {
  it('indexes a table row as its key, its default when a column holds one, and its description', () => {
    const body = `<table><thead><tr><th>Option</th><th>Type</th><th>Default</th><th>Description</th></tr></thead><tbody><tr><td><code>port</code></td><td>integer</td><td><code>1337</code></td><td>Port the server listens on.</td></tr></tbody></table>`;
    const contents = extract({body}).map((record) => record.content);
    expect(contents).toContain('port (default 1337): Port the server listens on.');
  });

  it('says "required" where the default cell says the option has none and must be set', () => {
    const row = (name: string, fallback: string) => `<tr><td><code>${name}</code></td><td>${fallback}</td><td>What it is.</td></tr>`;
    const body = `<table><thead><tr><th>Parameter</th><th>Default</th><th>Description</th></tr></thead><tbody>${row('documentId', '(required)')}${row('uid', 'None (required)')}${row('locale', 'None')}</tbody></table>`;
    const contents = extract({body}).map((record) => record.content);
    expect(contents).toEqual(expect.arrayContaining(['documentId (required): What it is.', 'uid (required): What it is.', 'locale (default None): What it is.']));
  });

  it('puts the words of the reader questions that the title lacks on the page record only, once each', () => {
    const records = extractRecords({
      path: PATH,
      $: load(docPageHtml({path: PATH, title: 'Filters', body: '<p>Text.</p>'})),
      siteUrl: SITE,
      pageRank: 0,
      questions: ['How do I filter by price between two values?', 'Which filters ignore case?'],
    });
    expect(records[0]!.questions).toBe('filter price two values ignore case');
    expect(records.slice(1).every((record) => record.questions === undefined)).toBe(true);
  });
});
