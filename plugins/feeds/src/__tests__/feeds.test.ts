import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {extractEntries} from '../extractEntries';
import {escapeXml, renderAtom, renderRss, type FeedDocument} from '../writeFeeds';
import {optionsSchema, type Options} from '../options';

const PAGE = `<!doctype html><html><head><title>Release notes | Docs</title></head><body>
<article><div class="theme-doc-markdown markdown">
<header><h1>Documentation release notes</h1></header>
<p>Intro.</p>
<h2 id="how-the-site-is-versioned">How the site is versioned<a class="hash-link" href="#how-the-site-is-versioned">\u200B</a></h2>
<p>Semantic versioning.</p>
<h2 id="6-4-0">6.4.0<a class="hash-link" href="#6-4-0">\u200B</a></h2>
<p>Released on <time datetime="2026-12-01">December 1, 2026</time>. See <a href="/cms/intro">the intro</a> and <a href="#6-3-1">the previous release</a>.</p>
<h3 class="anchor" id="fixes">Fixes</h3><ul><li><img src="/img/logo.svg" alt="">Fixed <code>&lt;Tabs&gt;</code> &amp; links.</li></ul>
<h2 id="6-3-1">6.3.1<a class="hash-link" href="#6-3-1">\u200B</a></h2>
<p>The rebuilt site.</p>
</div><footer class="theme-doc-footer"><time datetime="2026-11-22T13:24:21.000Z">Nov 22, 2026</time></footer></article>
</body></html>`;

const PAGE_URL = 'https://docs.example.com/release-notes';

describe('extractEntries', () => {
  it('takes one entry per release, with absolute links and the release date or the page date', () => {
    const page = extractEntries(load(PAGE), PAGE_URL, 'versions');
    expect(page.title).toBe('Documentation release notes');
    expect(page.entries.map((entry) => [entry.id, entry.title, entry.date?.toISOString()])).toEqual([
      ['6-4-0', '6.4.0', '2026-12-01T00:00:00.000Z'],
      ['6-3-1', '6.3.1', '2026-11-22T13:24:21.000Z'],
    ]);
    const html = page.entries[0].html;
    expect(html).toContain('href="https://docs.example.com/cms/intro"');
    expect(html).toContain('href="https://docs.example.com/release-notes#6-3-1"');
    expect(html).toContain('src="https://docs.example.com/img/logo.svg"');
    expect(html).toContain('<h3 id="fixes">Fixes</h3>');
    expect(html).not.toContain('hash-link');
    expect(html).not.toContain('class=');
  });

  it('takes every section as an entry in `sections` mode', () => {
    const page = extractEntries(load(PAGE), PAGE_URL, 'sections');
    expect(page.entries.map((entry) => entry.id)).toEqual(['how-the-site-is-versioned', '6-4-0', '6-3-1']);
  });

  it('leaves dates out when the page shows none (a shallow clone)', () => {
    const $ = load(PAGE);
    $('.theme-doc-footer').remove();
    const page = extractEntries($, PAGE_URL, 'versions');
    expect(page.updated).toBeNull();
    expect(page.entries.map((entry) => entry.date?.toISOString() ?? null)).toEqual(['2026-12-01T00:00:00.000Z', null]);
  });

  it('refuses a page without Markdown content', () => {
    expect(() => extractEntries(load('<html><body><p>x</p></body></html>'), PAGE_URL, 'sections')).toThrow(/no Markdown/);
  });
});

describe('renderRss and renderAtom', () => {
  const feed: FeedDocument = {
    title: 'Notes & news <v6>',
    description: 'What "changed"',
    pageUrl: PAGE_URL,
    rssUrl: `${PAGE_URL}/rss.xml`,
    atomUrl: `${PAGE_URL}/atom.xml`,
    author: 'Strapi 5 Documentation',
    updated: new Date('2026-12-01T00:00:00Z'),
    entries: [
      {id: '6-4-0', title: '6.4.0', html: '<p>Fixed <code>&lt;Tabs&gt;</code>\u0000 ]]></p>', date: new Date('2026-12-01T00:00:00Z')},
      {id: '6-3-1', title: '6.3.1', html: '<p>Rebuilt.</p>', date: null},
    ],
  };

  it('writes an RSS 2.0 channel with one item per entry and absolute links', () => {
    const $ = load(renderRss(feed), {xml: true});
    expect($('rss').attr('version')).toBe('2.0');
    expect($('channel > title').text()).toBe('Notes & news <v6>');
    expect($('channel > atom\\:link').attr('href')).toBe(`${PAGE_URL}/rss.xml`);
    expect($('item > link').map((_, el) => $(el).text()).get()).toEqual([`${PAGE_URL}#6-4-0`, `${PAGE_URL}#6-3-1`]);
    expect($('item').first().find('pubDate').text()).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
    expect($('item').last().find('pubDate')).toHaveLength(0);
    expect($('item > description').first().text()).toBe('<p>Fixed <code>&lt;Tabs&gt;</code> ]]></p>');
  });

  it('writes an Atom feed whose entries all carry a date', () => {
    const $ = load(renderAtom(feed), {xml: true});
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect($('feed > id').text()).toBe(PAGE_URL);
    expect($('feed > link[rel="self"]').attr('href')).toBe(`${PAGE_URL}/atom.xml`);
    expect($('entry > updated').map((_, el) => $(el).text()).get()).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect($('entry > content').first().attr('type')).toBe('html');
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('feeds options', () => {
  const validate = (options: Options) => {
  const {error, value} = optionsSchema.validate(options);
  if (error) throw error;
  return value;
};
  const feed = {route: '/release-notes', title: 'Notes', description: 'All releases', entries: 'versions' as const};

  it('accepts a list of feeds', () => {
    expect(validate({feeds: [feed]}).feeds).toEqual([feed]);
  });

  it('rejects bad routes, entry kinds, duplicates and unknown keys', () => {
    expect(() => validate({feeds: [{...feed, route: 'release-notes'}]})).toThrow(/route/);
    expect(() => validate({feeds: [{...feed, entries: 'headings'} as never]})).toThrow(/entries/);
    expect(() => validate({feeds: [feed, feed]})).toThrow(/duplicate/);
    expect(() => validate({feeds: [{...feed, limit: 3} as never]})).toThrow(/limit/);
    expect(() => validate({feeds: []})).toThrow(/feeds/);
  });
});
